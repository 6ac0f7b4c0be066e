package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/openings"
)

// suiteLine is a position of a suite file: its id, the board with the side
// to move, and the move the engine played there.
type suiteLine struct {
	id     string
	board  *engine.Board
	played engine.Pos
}

// parseSuiteLine reads "<id> <size> <rule> <tomove> <black> <white>
// <answers> ..." as format writes it; the played move is the answer
// marked "!x,y".
func parseSuiteLine(line string, rule eval.Rule) (suiteLine, error) {
	f := strings.Fields(line)
	if len(f) < 7 {
		return suiteLine{}, fmt.Errorf("want at least 7 fields, got %d", len(f))
	}
	b, err := boardFromFields(f, rule)
	if err != nil {
		return suiteLine{}, err
	}
	played, err := playedMove(f, b, false)
	if err != nil {
		return suiteLine{}, err
	}
	s := suiteLine{id: f[0], board: b, played: played}
	if s.played == engine.NoPos {
		return suiteLine{}, fmt.Errorf("%s: no played move (!x,y) among the answers", s.id)
	}
	return s, nil
}

// playedMove reads the move played in a line split into fields: the answer
// marked "!x,y", or with infoToo the info field's "played=x,y" (as
// scripts/psqgames -positions writes it); NoPos when there is none.
func playedMove(f []string, b *engine.Board, infoToo bool) (engine.Pos, error) {
	var cell string
	for _, a := range strings.Split(f[6], ";") {
		if c, ok := strings.CutPrefix(a, "!"); ok {
			cell = c
		}
	}
	if infoToo && cell == "" && len(f) > 7 {
		for _, kv := range strings.Split(f[7], ";") {
			if c, ok := strings.CutPrefix(kv, "played="); ok {
				cell = c
			}
		}
	}
	if cell == "" {
		return engine.NoPos, nil
	}
	moves, err := openings.ParseMoves(cell)
	if err != nil || len(moves) != 1 || !b.Contains(moves[0].X, moves[0].Y) {
		return engine.NoPos, fmt.Errorf("played move %q", cell)
	}
	return engine.MakePos(moves[0].X, moves[0].Y), nil
}

// boardFromFields sets up the board of a line of the shared position
// format split into fields: size f[1], side to move f[3], black and white
// stones f[4] and f[5] (the rule is the caller's, f[2] being its name).
func boardFromFields(f []string, rule eval.Rule) (*engine.Board, error) {
	size, err := strconv.Atoi(f[1])
	if err != nil {
		return nil, fmt.Errorf("size %q: %w", f[1], err)
	}
	b, err := engine.NewBoard(size, size, rule)
	if err != nil {
		return nil, err
	}
	for i, c := range []eval.Color{eval.Black, eval.White} {
		moves, err := openings.ParseMoves(f[4+i])
		if err != nil {
			return nil, err
		}
		for _, m := range moves {
			p := engine.MakePos(m.X, m.Y)
			if !b.Contains(m.X, m.Y) || !b.IsEmpty(p) {
				return nil, fmt.Errorf("stone %d,%d is off the board or on another", m.X, m.Y)
			}
			b.Put(p, c)
		}
	}
	switch f[3] {
	case "b":
		b.SetToMove(eval.Black)
	case "w":
		b.SetToMove(eval.White)
	default:
		return nil, fmt.Errorf("side to move %q: want b or w", f[3])
	}
	return b, nil
}

// relabel proves every position of a suite file again, with the labeller's
// depth and budget, and writes the ones that still qualify; the others are
// reported on stderr with the reason.
func relabel(l *labeller, in io.Reader, stdout, stderr io.Writer) error {
	kept, dropped := 0, 0
	err := gamefile.Lines(in, func(_ int, line string) error {
		s, err := parseSuiteLine(line, l.rule)
		if err != nil {
			return err
		}
		e, ok, why := l.label(s.board, s.played)
		if ok {
			if why, err = l.judgeStops(&e); err != nil {
				return err
			}
			ok = why == ""
		}
		if !ok {
			dropped++
			fmt.Fprintf(stderr, "%s: dropped: %s\n", s.id, why)
			return nil
		}
		kept++
		e.id = s.id
		fmt.Fprintln(stdout, format(e))
		fmt.Fprintf(stderr, "%s: %d stop, %d fail, %d unknown\n", s.id, len(e.stops), e.fails, e.unknowns)
		return nil
	})
	fmt.Fprintf(stderr, "defence: %d positions kept, %d dropped\n", kept, dropped)
	return err
}

// relabelFile opens path and relabels it.
func relabelFile(l *labeller, path string, stdout, stderr io.Writer) error {
	return withFile(path, func(r io.Reader) error { return relabel(l, r, stdout, stderr) })
}

// withFile opens path, hands it to read and closes it.
func withFile(path string, read func(io.Reader) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return read(f)
}
