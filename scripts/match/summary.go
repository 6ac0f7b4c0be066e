package main

import "amoba/scripts/internal/stats"

// Summary collects the results of a match.
type Summary struct {
	Games int       // games finished
	Tally stats.WDL // from engine A's point of view
	Times [2]MoveTimes
	Ends  [2]map[Kind]int // per engine, how its losses by fault or foul came about
	// Pairs counts the finished pairs (an opening played with colours
	// swapped: games 2k-1 and 2k) by A's points; the SPRT reads them.
	Pairs       stats.Pentanomial
	Decision    stats.Decision // SPRT state, when enabled
	LLR         float64
	Interrupted bool // stopped by a signal before all games were played
	// halfPairs holds A's points in the finished game of a pair whose
	// other game is still being played, by pair index.
	halfPairs map[int]float64
}

// newSummary returns an empty summary.
func newSummary() *Summary {
	return &Summary{Ends: [2]map[Kind]int{{}, {}}, halfPairs: map[int]float64{}}
}

// add counts one game.
func (s *Summary) add(r Result) {
	s.Games++
	points := 0.5
	switch r.Winner {
	case 0:
		s.Tally.Wins++
		points = 1
	case 1:
		s.Tally.Losses++
		points = 0
	default:
		s.Tally.Draws++
	}
	pair := (r.Number - 1) / 2 // see schedule: games 2k-1 and 2k share an opening
	if other, ok := s.halfPairs[pair]; ok {
		s.Pairs.AddPair(other, points)
		delete(s.halfPairs, pair)
	} else {
		s.halfPairs[pair] = points
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
