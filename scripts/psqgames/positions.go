package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/record"
	"amoba/scripts/internal/suite"
)

// openingLength is how many of the record's first moves were not chosen by
// the players: first when given, else the leading moves that took no time
// (the match runner writes the opening's stones with 0 ms).
func openingLength(rec record.Game, first int) int {
	if first > 0 {
		return min(first, len(rec.Moves))
	}
	n := 0
	for n < len(rec.Moves) && rec.Moves[n].Ms == 0 {
		n++
	}
	return n
}

// positions writes, in the suite format with no known answer, every
// position of the record's game after the opening in which the player whose
// name contains player was to move; the move played goes in the info field.
func positions(w io.Writer, path string, rule eval.Rule, first int, player string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	rec, err := record.ReadPSQ(f)
	f.Close()
	if err != nil {
		return 0, err
	}
	var mover eval.Color
	switch {
	case strings.Contains(rec.Black, player):
		mover = eval.Black
	case strings.Contains(rec.White, player):
		mover = eval.White
	default:
		return 0, fmt.Errorf("no player named like %q (black %q, white %q)", player, rec.Black, rec.White)
	}
	// the directory too: match runs write the same file names
	id := filepath.Base(filepath.Dir(path)) + "-" + strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	var stones [2][]engine.Pos // black's and white's, in play order
	written, opening := 0, openingLength(rec, first)
	for i, s := range rec.Moves {
		p := engine.MakePos(s.Move.X, s.Move.Y)
		colour := eval.Color(i % 2)
		if i >= opening && colour == mover {
			fmt.Fprintln(w, suite.Line(fmt.Sprintf("%s-m%03d", id, i), rec.Width, rule, colour,
				stones[eval.Black], stones[eval.White], "-", fmt.Sprintf("src=%s;played=%s", id, p)))
			written++
		}
		stones[colour] = append(stones[colour], p)
	}
	return written, nil
}

// writePositions writes the positions of every file and reports the totals.
func writePositions(files []string, cfg config, out, log io.Writer) error {
	w := bufio.NewWriter(out)
	total := 0
	for _, path := range files {
		n, err := positions(w, path, cfg.rule, cfg.first, cfg.positions)
		if err != nil {
			fmt.Fprintf(log, "%s: left out: %v\n", path, err)
			continue
		}
		total += n
	}
	fmt.Fprintf(log, "%d positions from %d records\n", total, len(files))
	return w.Flush()
}
