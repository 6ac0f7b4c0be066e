package main

import (
	"fmt"
	"math"
	"sort"

	"amoba/scripts/internal/stats"
)

// comparison accumulates the paired games of a candidate and a baseline.
type comparison struct {
	// byOpening pairs the games of two logs by opening and colour rather
	// than by number: for matches that play every opening twice
	// (scripts/match -games 0), where another seed only reorders the
	// games.
	byOpening           bool
	candidate, baseline float64   // points against the opponent
	diffs               []float64 // candidate's minus baseline's points, per game
}

// add pairs the games present in both logs: by number (a game whose
// opening or colour differs is then an error, since the logs were not
// played on the same schedule), or by opening and colour.
func (c *comparison) add(cand, base map[int]game) error {
	if c.byOpening {
		return c.addByOpening(cand, base)
	}
	numbers := make([]int, 0, len(cand))
	for n := range cand {
		if _, ok := base[n]; ok {
			numbers = append(numbers, n)
		}
	}
	sort.Ints(numbers)
	for _, n := range numbers {
		a, b := cand[n], base[n]
		if a.opening != b.opening || a.blackA != b.blackA {
			return fmt.Errorf("game %d: opening %s (A black %t) against %s (A black %t): not the same seed and openings",
				n, a.opening, a.blackA, b.opening, b.blackA)
		}
		c.pair(a, b)
	}
	return nil
}

// pair counts one candidate game against the baseline's game of the same
// opening and colour.
func (c *comparison) pair(cand, base game) {
	c.candidate += cand.points
	c.baseline += base.points
	c.diffs = append(c.diffs, cand.points-base.points)
}

// slot is an opening and the colour engine A had in it.
type slot struct {
	opening string
	blackA  bool
}

// bySlot indexes a log's games by opening and colour; a slot played twice
// is an error, as the pairing would then be ambiguous.
func bySlot(games map[int]game) (map[slot]game, error) {
	out := make(map[slot]game, len(games))
	for n, g := range games {
		k := slot{g.opening, g.blackA}
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("opening %s with A black %t is played twice (game %d): pair by game number", g.opening, g.blackA, n)
		}
		out[k] = g
	}
	return out, nil
}

// addByOpening pairs the games of the two logs that have the same opening
// and colour, sorted so that the sums come out the same on every run
// (map order is random).
func (c *comparison) addByOpening(cand, base map[int]game) error {
	a, err := bySlot(cand)
	if err != nil {
		return err
	}
	b, err := bySlot(base)
	if err != nil {
		return err
	}
	keys := make([]slot, 0, len(a))
	for k := range a {
		if _, ok := b[k]; ok {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].opening != keys[j].opening {
			return keys[i].opening < keys[j].opening
		}
		return keys[i].blackA && !keys[j].blackA
	})
	for _, k := range keys {
		c.pair(a[k], b[k])
	}
	return nil
}

// summary is what paired prints: both scores and the paired difference.
type summary struct {
	games                     int
	candidateScore, baseScore float64 // fractions of the points
	diff, half                float64 // mean difference and its 95% half-width, as fractions
	eloDiff, eloLow, eloHigh  float64 // the difference in Elo, read at the baseline's score
	candidateElo, baselineElo float64 // each engine's Elo against the opponent
}

// summarize computes the summary; it needs two games or more.
func (c *comparison) summarize() (summary, error) {
	n := len(c.diffs)
	if n < 2 {
		return summary{}, fmt.Errorf("%d games in both logs: at least 2 are needed", n)
	}
	var mean float64
	for _, d := range c.diffs {
		mean += d
	}
	mean /= float64(n)
	var ss float64
	for _, d := range c.diffs {
		ss += (d - mean) * (d - mean)
	}
	half := stats.Z95 * math.Sqrt(ss/float64(n-1)/float64(n))
	s := summary{
		games:          n,
		candidateScore: c.candidate / float64(n),
		baseScore:      c.baseline / float64(n),
		diff:           mean,
		half:           half,
	}
	s.candidateElo = stats.EloFromScore(s.candidateScore)
	s.baselineElo = stats.EloFromScore(s.baseScore)
	at := func(score float64) float64 {
		return stats.EloFromScore(min(max(score, 0), 1)) - s.baselineElo
	}
	s.eloDiff = at(s.baseScore + mean)
	s.eloLow = at(s.baseScore + mean - half)
	s.eloHigh = at(s.baseScore + mean + half)
	return s, nil
}

// String formats the summary as paired prints it.
func (s summary) String() string {
	return fmt.Sprintf("games %d: candidate %.1f%% (Elo %+.0f against the opponent), baseline %.1f%% (%+.0f)\n"+
		"difference %+.1f ± %.1f points per 100 games (95%%); Elo %+.0f (%+.0f..%+.0f)",
		s.games, 100*s.candidateScore, s.candidateElo, 100*s.baseScore, s.baselineElo,
		100*s.diff, 100*s.half, s.eloDiff, s.eloLow, s.eloHigh)
}
