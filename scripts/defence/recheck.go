package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/openings"
)

// recheck asks the judge again about the answers of a judged suite
// (-recheck), typically a stronger one (more nodes, or another brain): an
// answer after which it claims a win for the attacker is dropped. A
// judge's "no win" is only as good as its search: Rapfi classical at
// 200,000 nodes kept answers after which, given 900,000, it finds a mate
// in 11 (the suite's psq-rapfi-game-0054-m007, 6,5). Only the listed
// answers are asked, not every cell, so a move the first judge refuted
// stays refuted.
//
// Positions that keep an answer are written to stdout with their header
// lines; positions left with none go to lost (their answers as they were,
// so the line says what the first judge believed) and are reported on
// stderr.
func recheck(j *judge, rule eval.Rule, in io.Reader, stdout, lost, stderr io.Writer) error {
	kept, gone, dropped := 0, 0, 0
	header := func(line string) error {
		_, err := fmt.Fprintln(stdout, line)
		return err
	}
	return gamefile.LinesAndComments(in, header, func(_ int, line string) error {
		id, b, played, err := parseJudgeLine(line, rule)
		if err != nil {
			return err
		}
		f := strings.Fields(line)
		answers, err := answerMoves(f[6])
		if err != nil {
			return fmt.Errorf("%s: %w", id, err)
		}
		var stops []engine.Pos
		var refuted []string
		for _, p := range answers {
			r, err := j.refutes(context.Background(), b, p)
			if err != nil {
				return fmt.Errorf("%s: %v: %w", id, p, err)
			}
			if r {
				refuted = append(refuted, p.String())
				continue
			}
			stops = append(stops, p)
		}
		dropped += len(refuted)
		if len(stops) == 0 {
			gone++
			fmt.Fprintln(lost, line)
			fmt.Fprintf(stderr, "%s: lost: the judge refutes every answer (%s)\n", id, strings.Join(refuted, " "))
		} else {
			kept++
			nodes, before := judgedInfo(f)
			fmt.Fprintln(stdout, judgedLine(id, b, played, stops, before+len(refuted), nodes, j.nodes))
			if len(refuted) > 0 {
				fmt.Fprintf(stderr, "%s: %d of %d answers refuted (%s)\n", id, len(refuted), len(answers), strings.Join(refuted, " "))
			}
		}
		fmt.Fprintf(stderr, "defence: so far %d positions kept, %d lost, %d answers refuted\n", kept, gone, dropped)
		return nil
	})
}

// answerMoves reads the answer field's cells, leaving out the "!x,y" move
// played.
func answerMoves(field string) ([]engine.Pos, error) {
	var cells []engine.Pos
	for _, a := range strings.Split(field, ";") {
		if a == "" || a == "-" || strings.HasPrefix(a, "!") {
			continue
		}
		moves, err := openings.ParseMoves(a)
		if err != nil || len(moves) != 1 {
			return nil, fmt.Errorf("answer %q: want x,y", a)
		}
		cells = append(cells, engine.MakePos(moves[0].X, moves[0].Y))
	}
	return cells, nil
}

// judgedInfo reads the info field judgedLine writes: the first judge's
// nodes and the cells refuted (zeros when it is not there).
func judgedInfo(f []string) (nodes, refuted int) {
	if len(f) > 7 {
		var stops int
		_, _ = fmt.Sscanf(f[7], "kind=judged;judge-nodes=%d;stops=%d;refuted=%d", &nodes, &stops, &refuted)
	}
	return nodes, refuted
}

// recheckTo opens path and rechecks it, the lost positions to the file
// lostPath ("" to keep them nowhere).
func recheckTo(j *judge, rule eval.Rule, path, lostPath string, stdout, stderr io.Writer) error {
	if lostPath == "" {
		return withFile(path, func(r io.Reader) error { return recheck(j, rule, r, stdout, io.Discard, stderr) })
	}
	f, err := os.Create(lostPath)
	if err != nil {
		return err
	}
	err = withFile(path, func(r io.Reader) error { return recheck(j, rule, r, stdout, f, stderr) })
	return errors.Join(err, f.Close())
}
