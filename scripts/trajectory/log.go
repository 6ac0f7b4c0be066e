package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// game is what one log says about one game: the engine's colour, the
// score it reported for each of its moves in order, and where it claimed
// mates.
type game struct {
	black   bool
	turn    int     // the game's first timeout_turn, in ms (-1 if none)
	turnSet bool    // the game's own timeout_turn was read
	moves   []score // one per move the engine wrote
	known   bool    // the colour was read (the log holds a position)
}

// score is one reported score: a value, or a mate claim for or against
// the engine (then value is unused).
type score struct {
	value int
	mate  int // +1 a claimed win, -1 a claimed loss, 0 none
}

// outcome is +1 when the last mate the engine claimed was its win, -1
// when it was its loss, and 0 when it claimed none.
func (g *game) outcome() int {
	for i := len(g.moves) - 1; i >= 0; i-- {
		if m := g.moves[i].mate; m != 0 {
			return m
		}
	}
	return 0
}

// firstMate is the index of the first move with a mate claim, or
// len(moves) when there is none.
func (g *game) firstMate() int {
	for i, s := range g.moves {
		if s.mate != 0 {
			return i
		}
	}
	return len(g.moves)
}

// readGames parses one brain log (lines from the manager start with "> ",
// the brain's with "< ") into its games: a START, RECTSTART or RESTART
// after a game's first move begins the next one, so a log of a process
// that played several games holds each. A game's time control carries
// over to the next unless the manager sends another.
func readGames(r io.Reader) ([]game, error) {
	var games []game
	g := game{turn: -1}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	inBoard, stones := false, 0
	var last *score
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "> "):
			cmd := strings.Fields(line[2:])
			if len(cmd) == 0 {
				continue
			}
			name := strings.ToUpper(cmd[0])
			switch {
			case inBoard:
				if name == "DONE" {
					inBoard = false
					g.setColour(stones%2 == 0)
				} else {
					stones++
				}
			case name == "START" || name == "RECTSTART" || name == "RESTART":
				if len(g.moves) > 0 {
					games = append(games, g)
					g = game{turn: g.turn}
				}
				last = nil
			case name == "BOARD":
				inBoard, stones = true, 0
			case name == "BEGIN":
				g.setColour(true)
			case name == "TURN":
				g.setColour(false)
			case name == "INFO" && len(cmd) == 3 && cmd[1] == "timeout_turn" && !g.turnSet:
				if v, err := strconv.Atoi(cmd[2]); err == nil {
					g.turn, g.turnSet = v, true
				}
			}
		case strings.HasPrefix(line, "< MESSAGE depth "):
			if s, ok := parseScore(line); ok {
				last = &s
			}
		case strings.HasPrefix(line, "< ") && isMove(line[2:]):
			s := score{}
			if last != nil {
				s = *last
			}
			g.moves = append(g.moves, s)
			last = nil
		}
	}
	if len(g.moves) > 0 || g.known {
		games = append(games, g)
	}
	return games, sc.Err()
}

// setColour records the engine's colour from the first position it is
// asked to move in; later ones do not change it.
func (g *game) setColour(black bool) {
	if !g.known {
		g.black, g.known = black, true
	}
}

// parseScore reads the score of a MESSAGE depth line ("... score 42 ...",
// "score +M5", "score -M2").
func parseScore(line string) (score, bool) {
	f := strings.Fields(line)
	for i := 0; i+1 < len(f); i++ {
		if f[i] != "score" {
			continue
		}
		v := f[i+1]
		switch {
		case strings.HasPrefix(v, "+M"):
			return score{mate: 1}, true
		case strings.HasPrefix(v, "-M"):
			return score{mate: -1}, true
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return score{}, false
		}
		return score{value: n}, true
	}
	return score{}, false
}

// isMove reports whether s is a move line "x,y".
func isMove(s string) bool {
	x, y, ok := strings.Cut(s, ",")
	if !ok {
		return false
	}
	_, err1 := strconv.Atoi(x)
	_, err2 := strconv.Atoi(y)
	return err1 == nil && err2 == nil
}
