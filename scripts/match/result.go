package main

import (
	"fmt"
	"math"
	"slices"
	"time"

	"amoba/scripts/internal/record"
)

// Kind is how a game ended.
type Kind int

// The ways a game ends. The last three are faults of the losing engine.
const (
	KindFive    Kind = iota // the mover made a winning line
	KindDraw                // the draw limit was reached
	KindFoul                // the mover played a forbidden move (renju)
	KindCrash               // the engine exited or closed its output
	KindIllegal             // off-board or occupied cell, or a malformed reply
	KindTimeout             // no move within the time limit plus tolerance
)

// String names the kind.
func (k Kind) String() string {
	return [...]string{"five", "draw", "foul", "crash", "illegal", "timeout"}[k]
}

// Fault reports whether the game ended by a crash, illegal move or timeout.
func (k Kind) Fault() bool {
	return k == KindCrash || k == KindIllegal || k == KindTimeout
}

// endCode is the record's end code for k.
func (k Kind) endCode() int {
	switch k {
	case KindFoul:
		return record.EndFoul
	case KindTimeout:
		return record.EndTimeout
	case KindIllegal:
		return record.EndIllegal
	case KindCrash:
		return record.EndCrash
	}
	return record.EndNormal
}

// MoveTimes accumulates an engine's thinking times, as the manager
// measures them: from the request sent to the move read.
type MoveTimes struct {
	N     int
	Total time.Duration
	Max   time.Duration
	// FirstMax is the longest first move of a game (start-up, table and
	// memory set-up all land there when an engine does them late).
	FirstMax time.Duration
	// All are the times one by one, for percentiles.
	All []time.Duration
}

// Add records one move's time; first says it is the engine's first move
// of the game.
func (t *MoveTimes) Add(d time.Duration, first bool) {
	t.N++
	t.Total += d
	t.Max = max(t.Max, d)
	if first {
		t.FirstMax = max(t.FirstMax, d)
	}
	t.All = append(t.All, d)
}

// Merge adds the times of o.
func (t *MoveTimes) Merge(o MoveTimes) {
	t.N += o.N
	t.Total += o.Total
	t.Max = max(t.Max, o.Max)
	t.FirstMax = max(t.FirstMax, o.FirstMax)
	t.All = append(t.All, o.All...)
}

// Percentile returns the time that the share q (0…1) of the moves does not
// exceed (0 without moves).
func (t MoveTimes) Percentile(q float64) time.Duration {
	if len(t.All) == 0 {
		return 0
	}
	sorted := slices.Clone(t.All)
	slices.Sort(sorted)
	i := min(int(math.Ceil(q*float64(len(sorted))))-1, len(sorted)-1)
	return sorted[max(i, 0)]
}

// Mean returns the mean move time (0 without moves).
func (t MoveTimes) Mean() time.Duration {
	if t.N == 0 {
		return 0
	}
	return t.Total / time.Duration(t.N)
}

// Result is the outcome of one game. Engines are indexed 0 (A) and 1 (B).
type Result struct {
	Number  int
	Opening string
	Black   int // the engine that played black
	Winner  int // the winning engine, or -1 for a draw
	Kind    Kind
	Culprit int    // the engine whose move or fault ended the game; -1 for a draw
	Detail  string // what happened, for faults and fouls
	Moves   int    // moves played by the engines (the opening not counted)
	Times   [2]MoveTimes
	Record  record.Game
}

// Reason describes how the game ended, naming the engine responsible.
func (r Result) Reason() string {
	if r.Kind == KindDraw {
		return r.Detail
	}
	s := fmt.Sprintf("%s by %s", r.Kind, label(r.Culprit))
	switch {
	case r.Detail == "":
	case r.Kind.Fault():
		s += ": " + r.Detail
	default:
		s += " " + r.Detail
	}
	return s
}

// label names engine i.
func label(i int) string {
	return string(rune('A' + i))
}
