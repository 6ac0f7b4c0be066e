package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// summary gathers the games of one colour.
type summary struct {
	won, lost, unclaimed int
	// fellFrom holds, for each lost game whose score fell to -fall or
	// below before the first mate claim, the highest score before that
	// fall; fallToMate the engine's moves from the fall to the claim.
	fellFrom   []int
	fallToMate []int
	// wonPeak holds the highest score of each won game before its first
	// mate claim.
	wonPeak []int
}

// add counts one game; fall is the (positive) depth of a fall.
func (s *summary) add(g game, fall int) {
	switch g.outcome() {
	case 0:
		s.unclaimed++
		return
	case 1:
		s.won++
		s.wonPeak = append(s.wonPeak, peak(g.moves[:g.firstMate()]))
		return
	}
	s.lost++
	mate := g.firstMate()
	for i, m := range g.moves[:mate] {
		if m.value <= -fall {
			s.fellFrom = append(s.fellFrom, peak(g.moves[:i+1]))
			s.fallToMate = append(s.fallToMate, mate-i)
			return
		}
	}
}

// peak is the highest score of moves (0 for none: the engine's view of an
// even game).
func peak(moves []score) int {
	if len(moves) == 0 {
		return 0
	}
	best := moves[0].value
	for _, m := range moves[1:] {
		best = max(best, m.value)
	}
	return best
}

// atLeast counts the values at or above t.
func atLeast(values []int, t int) int {
	n := 0
	for _, v := range values {
		if v >= t {
			n++
		}
	}
	return n
}

// median is the middle value of values (the mean of the two middle ones
// for an even count); 0 for none.
func median(values []int) float64 {
	if len(values) == 0 {
		return 0
	}
	v := append([]int(nil), values...)
	sort.Ints(v)
	n := len(v)
	if n%2 == 1 {
		return float64(v[n/2])
	}
	return float64(v[n/2-1]+v[n/2]) / 2
}

// write prints the summary of one colour.
func (s *summary) write(w io.Writer, colour string, fall int, highs []int) {
	fmt.Fprintf(w, "%s: %d claimed won, %d claimed lost, %d without a claim\n", colour, s.won, s.lost, s.unclaimed)
	fmt.Fprintf(w, "  lost: %d fell to -%d or below before the mate claim", len(s.fellFrom), fall)
	if len(s.fellFrom) > 0 {
		fmt.Fprintf(w, " (median %.1f moves before it)", median(s.fallToMate))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "    of those, had stood at or above %s\n", countsAt(s.fellFrom, highs))
	fmt.Fprintf(w, "  won: reached %s\n", countsAt(s.wonPeak, highs))
}

// countsAt lists, for each threshold, how many values reach it:
// "+1000: 5, +2000: 2".
func countsAt(values, thresholds []int) string {
	parts := make([]string, len(thresholds))
	for i, t := range thresholds {
		parts[i] = fmt.Sprintf("+%d: %d", t, atLeast(values, t))
	}
	return strings.Join(parts, ", ")
}
