package main

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
)

// game is one game line of a match log: the opening, the engine that had
// black (A or B) and engine A's points.
type game struct {
	opening string
	blackA  bool
	points  float64
}

// gameLine matches the line scripts/match prints for each finished game:
// "game  12  opening NAME  black A  B wins  31 moves  ...".
var gameLine = regexp.MustCompile(`^game\s+(\d+)\s+opening\s+(\S+)\s+black\s+(A|B)\s+(A wins|B wins|draw)\b`)

// readLog returns the games of a match log by number. Lines that are not
// game lines (the header, the summary) are skipped; a game number seen
// twice is an error.
func readLog(r io.Reader) (map[int]game, error) {
	games := make(map[int]game)
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		m := gameLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		n, err := strconv.Atoi(m[1])
		if err != nil {
			return nil, fmt.Errorf("game number %q: %w", m[1], err)
		}
		if _, dup := games[n]; dup {
			return nil, fmt.Errorf("game %d appears twice", n)
		}
		g := game{opening: m[2], blackA: m[3] == "A"}
		switch m[4] {
		case "A wins":
			g.points = 1
		case "draw":
			g.points = 0.5
		}
		games[n] = g
	}
	return games, sc.Err()
}
