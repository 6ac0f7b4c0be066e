package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/suite"
)

// judgeOnly labels positions by the judge alone (-judge-only): for each
// position, every candidate cell (empty, legal, within two steps of a
// stone) and the move played are played and the judge searches for the
// other side; the cells after which it claims no win are the answers. This reaches the losses
// the prover cannot: a quiet move that lets the opponent start a winning
// sequence longer than the prover's depth, or one that begins with a quiet
// move of the attacker's (scripts/puzzles -judge finds such moves in
// games, as "blunder"). The labels are only as good as the judge's search:
// an answer may still lose to a win it did not find.
//
// A position is kept when the judge refutes the move played there (when
// one is given) and some cell is not refuted.
func judgeOnly(j *judge, rule eval.Rule, in io.Reader, stdout, stderr io.Writer) error {
	fmt.Fprintf(stdout, "# Judged defence suite: positions in which the engine's move let the opponent win by force, as a\n")
	fmt.Fprintf(stdout, "# judge brain searching %d nodes for the opponent after each candidate cell claims; answers\n", j.nodes)
	fmt.Fprintf(stdout, "# are the cells after which it claims no win, !x,y the move played. Made by scripts/defence\n")
	fmt.Fprintf(stdout, "# -judge-only. Format as ../shared/data (puzzles).\n")
	kept, dropped := 0, 0
	err := gamefile.Lines(in, func(_ int, line string) error {
		id, b, played, err := parseJudgeLine(line, rule)
		if err != nil {
			return err
		}
		var stops []engine.Pos
		refuted := 0
		playedRefuted := false
		cells := b.Candidates()
		if played != engine.NoPos {
			cells.Set(played) // a far move is judged too
		}
		for p := range cells.Cells() {
			if !b.IsLegal(p) {
				continue
			}
			r, err := j.refutes(context.Background(), b, p)
			if err != nil {
				return fmt.Errorf("%s: %v: %w", id, p, err)
			}
			switch {
			case r && p == played:
				playedRefuted = true
				refuted++
			case r:
				refuted++
			default:
				stops = append(stops, p)
			}
		}
		why := ""
		switch {
		case played != engine.NoPos && !playedRefuted:
			why = "the judge finds no win after the move played"
		case len(stops) == 0:
			why = fmt.Sprintf("the judge refuted every cell (%d)", refuted)
		}
		if why != "" {
			dropped++
			fmt.Fprintf(stderr, "%s: dropped: %s\n", id, why)
			return nil
		}
		kept++
		fmt.Fprintln(stdout, judgedLine(id, b, played, stops, refuted, j.nodes, 0))
		fmt.Fprintf(stderr, "%s: %d stop, %d refuted\n", id, len(stops), refuted)
		return nil
	})
	fmt.Fprintf(stderr, "defence: %d positions kept, %d dropped\n", kept, dropped)
	return err
}

// parseJudgeLine reads a position of the shared format; the move played is
// the answer marked "!x,y" or the info field's "played=x,y" (as
// scripts/psqgames -positions writes it), NoPos when neither is there.
func parseJudgeLine(line string, rule eval.Rule) (string, *engine.Board, engine.Pos, error) {
	f := strings.Fields(line)
	if len(f) < 7 {
		return "", nil, engine.NoPos, fmt.Errorf("want at least 7 fields, got %d", len(f))
	}
	b, err := boardFromFields(f, rule)
	if err != nil {
		return "", nil, engine.NoPos, fmt.Errorf("%s: %w", f[0], err)
	}
	played, err := playedMove(f, b, true)
	if err != nil {
		return "", nil, engine.NoPos, fmt.Errorf("%s: %w", f[0], err)
	}
	return f[0], b, played, nil
}

// judgedLine writes a judged position in the shared format; recheckNodes,
// when not zero, is the search of the judge that asked about the answers
// again (-recheck).
func judgedLine(id string, b *engine.Board, played engine.Pos, stops []engine.Pos, refuted, nodes, recheckNodes int) string {
	stones := stonesByColour(b)
	answers := suite.Cells(stops)
	if played != engine.NoPos {
		answers += ";!" + played.String()
	}
	info := fmt.Sprintf("kind=judged;judge-nodes=%d;stops=%d;refuted=%d", nodes, len(stops), refuted)
	if recheckNodes > 0 {
		info += fmt.Sprintf(";recheck-nodes=%d", recheckNodes)
	}
	return suite.Line(id, b.Width(), b.Rule(), b.ToMove(), stones[0], stones[1], answers, info)
}

// judgeOnlyFile opens path and labels it with judgeOnly.
func judgeOnlyFile(j *judge, rule eval.Rule, path string, stdout, stderr io.Writer) error {
	return withFile(path, func(r io.Reader) error { return judgeOnly(j, rule, r, stdout, stderr) })
}
