package engine

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"amoba/eval"
)

// ReadBenchPositions parses bench positions, one a line: a name, the size
// ("15x15"), the rule's name (see eval.ParseRuleName) and the moves in
// play order, black first ("x,y;x,y;..."), separated by blanks. Blank
// lines and lines starting with '#' are skipped. Every position is set up
// once, so that a bad one is reported with its line number here rather
// than in the middle of a benchmark.
func ReadBenchPositions(r io.Reader) ([]BenchPosition, error) {
	var out []BenchPosition
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		bp, err := parseBenchLine(text)
		if err == nil {
			_, err = bp.Board()
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		out = append(out, bp)
	}
	return out, sc.Err()
}

// parseBenchLine reads one position line of ReadBenchPositions.
func parseBenchLine(text string) (BenchPosition, error) {
	fields := strings.Fields(text)
	if len(fields) != 4 {
		return BenchPosition{}, fmt.Errorf("want name, size, rule and moves, got %d fields", len(fields))
	}
	ws, hs, ok := strings.Cut(fields[1], "x")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || errW != nil || errH != nil {
		return BenchPosition{}, fmt.Errorf("bad size %q", fields[1])
	}
	rule, ok := eval.ParseRuleName(fields[2])
	if !ok {
		return BenchPosition{}, fmt.Errorf("unknown rule %q", fields[2])
	}
	return BenchPosition{Name: fields[0], Width: w, Height: h, Rule: rule, Moves: fields[3]}, nil
}

// BenchNodes searches each position until maxNodes nodes, with one thread
// and a fresh table, and prints per position and in total the nodes and
// the speed. Its node counts are as repeatable as Bench's, so a node-count
// change shows a change of the search, and on positions unlike the
// bench's opening ones (the middle game's, say) its time measures the
// speed of the code the games spend most of their time in.
func BenchNodes(out io.Writer, positions []BenchPosition, maxNodes int64, p Params) int64 {
	lim := Limits{MaxDepth: maxPly - 8, MaxNodes: maxNodes, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}
	total, elapsed, _ := runBench(out, positions, lim, p, nil)
	printTotals(out, total, elapsed)
	return total
}
