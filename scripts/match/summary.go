package main

import "amoba/scripts/internal/stats"

// Summary collects the results of a match.
type Summary struct {
	Games       int       // games finished
	Tally       stats.WDL // from engine A's point of view
	Times       [2]MoveTimes
	Ends        [2]map[Kind]int // per engine, how its losses by fault or foul came about
	Decision    stats.Decision  // SPRT state, when enabled
	LLR         float64
	Interrupted bool // stopped by a signal before all games were played
}

// newSummary returns an empty summary.
func newSummary() *Summary {
	return &Summary{Ends: [2]map[Kind]int{{}, {}}}
}

// add counts one game.
func (s *Summary) add(r Result) {
	s.Games++
	switch r.Winner {
	case 0:
		s.Tally.Wins++
	case 1:
		s.Tally.Losses++
	default:
		s.Tally.Draws++
	}
	for e := range s.Times {
		s.Times[e].Merge(r.Times[e])
	}
	if (r.Kind.Fault() || r.Kind == KindFoul) && r.Culprit >= 0 {
		s.Ends[r.Culprit][r.Kind]++
	}
}

// Faults returns the number of games that ended by crash, illegal move or
// timeout.
func (s *Summary) Faults() int {
	n := 0
	for _, ends := range s.Ends {
		for k, c := range ends {
			if k.Fault() {
				n += c
			}
		}
	}
	return n
}
