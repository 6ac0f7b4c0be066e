package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"amoba/scripts/internal/openings"
	"amoba/scripts/internal/referee"
)

// Position is one puzzle.
type Position struct {
	ID      string
	Size    int
	Rule    referee.Rule
	ToMove  referee.Colour
	Black   []referee.Move
	White   []referee.Move
	Good    []referee.Move // right answers
	Bad     []referee.Move // moves that must not be played
	Unknown bool           // no answer is known
}

// parseRuleName maps the file's rule names to INFO rule numbers.
func parseRuleName(s string) (referee.Rule, error) {
	switch s {
	case "freestyle":
		return referee.Freestyle, nil
	case "standard":
		return referee.Standard, nil
	case "renju":
		return referee.Renju, nil
	case "caro":
		return referee.Caro, nil
	}
	return 0, fmt.Errorf("unknown rule %q", s)
}

// ReadPositions reads the position format, skipping empty and '#' lines.
func ReadPositions(r io.Reader) ([]Position, error) {
	var out []Position
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := parsePosition(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// parsePosition reads one line of the position format.
func parsePosition(line string) (Position, error) {
	f := strings.Fields(line) // the info field (8th) may contain spaces
	if len(f) < 7 {
		return Position{}, fmt.Errorf("want <id> <size> <rule> <tomove> <black> <white> <answers> <info>, got %d fields", len(f))
	}
	p := Position{ID: f[0]}
	var err error
	if p.Size, err = strconv.Atoi(f[1]); err != nil || p.Size < 5 || p.Size > 32 {
		return Position{}, fmt.Errorf("bad size %q", f[1])
	}
	if p.Rule, err = parseRuleName(f[2]); err != nil {
		return Position{}, err
	}
	switch f[3] {
	case "b":
		p.ToMove = referee.Black
	case "w":
		p.ToMove = referee.White
	default:
		return Position{}, fmt.Errorf("side to move %q: want b or w", f[3])
	}
	if p.Black, err = openings.ParseMoves(f[4]); err != nil {
		return Position{}, fmt.Errorf("black: %w", err)
	}
	if p.White, err = openings.ParseMoves(f[5]); err != nil {
		return Position{}, fmt.Errorf("white: %w", err)
	}
	if err := p.parseAnswers(f[6]); err != nil {
		return Position{}, err
	}
	return p, p.check()
}

// parseAnswers reads the answers field: "x,y" right, "!x,y" forbidden.
func (p *Position) parseAnswers(s string) error {
	if s == "-" {
		p.Unknown = true
		return nil
	}
	for _, a := range strings.Split(s, ";") {
		bad := strings.HasPrefix(a, "!")
		m, err := openings.ParseMoves(strings.TrimPrefix(a, "!"))
		if err != nil || len(m) != 1 {
			return fmt.Errorf("bad answer %q", a)
		}
		if bad {
			p.Bad = append(p.Bad, m[0])
		} else {
			p.Good = append(p.Good, m[0])
		}
	}
	return nil
}

// check verifies that the stones fit the board without overlap.
func (p *Position) check() error {
	_, err := p.board()
	return err
}

// board is the position on a referee board, or why the stones do not fit.
func (p *Position) board() (*referee.Board, error) {
	b := referee.NewBoard(p.Size, p.Size)
	for _, m := range p.Black {
		if err := b.Place(m.X, m.Y, referee.Black); err != nil {
			return nil, fmt.Errorf("%s: black %w", p.ID, err)
		}
	}
	for _, m := range p.White {
		if err := b.Place(m.X, m.Y, referee.White); err != nil {
			return nil, fmt.Errorf("%s: white %w", p.ID, err)
		}
	}
	return b, nil
}

// boardCommand is the BOARD block for the side to move: black and white
// stones alternating as far as the lists allow, black first; the side to
// move's stones are field 1, the other's 2.
func (p *Position) boardCommand() []string {
	blackField, whiteField := ",1", ",2"
	if p.ToMove == referee.White {
		blackField, whiteField = ",2", ",1"
	}
	cmds := []string{"BOARD"}
	for i := 0; i < max(len(p.Black), len(p.White)); i++ {
		if i < len(p.Black) {
			cmds = append(cmds, p.Black[i].String()+blackField)
		}
		if i < len(p.White) {
			cmds = append(cmds, p.White[i].String()+whiteField)
		}
	}
	return append(cmds, "DONE")
}

// Verdict is how an answer compares with the known answers.
type Verdict string

// The verdicts.
const (
	OK      Verdict = "ok"
	Wrong   Verdict = "wrong"
	Unknown Verdict = "unknown"
	Failed  Verdict = "error" // no legal answer: crash, timeout, malformed reply
)

// judge compares the engine's move with the answers.
func (p *Position) judge(m referee.Move) Verdict {
	switch {
	case p.Unknown:
		return Unknown
	case len(p.Good) > 0:
		for _, g := range p.Good {
			if g == m {
				return OK
			}
		}
		return Wrong
	}
	for _, b := range p.Bad {
		if b == m {
			return Wrong
		}
	}
	return OK
}
