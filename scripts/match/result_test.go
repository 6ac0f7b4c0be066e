package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"amoba/scripts/internal/stats"
)

// TestMoveTimes: the first move of each game is kept apart, merging keeps
// every figure, and the percentiles are those of all moves.
func TestMoveTimes(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	var game1, game2 MoveTimes
	for i, d := range []int{700, 100, 120, 90} {
		game1.Add(ms(d), i == 0)
	}
	for i, d := range []int{300, 950, 110} {
		game2.Add(ms(d), i == 0)
	}
	var all MoveTimes
	all.Merge(game1)
	all.Merge(game2)
	assert.Equal(t, 7, all.N)
	assert.Equal(t, ms(950), all.Max)
	assert.Equal(t, ms(700), all.FirstMax, "the longest first move")
	assert.Equal(t, ms(2370)/7, all.Mean())
	assert.Equal(t, ms(950), all.Percentile(0.99))
	assert.Equal(t, ms(120), all.Percentile(0.5), "the 4th of 7")
	assert.Equal(t, ms(90), all.Percentile(0))
	assert.Zero(t, MoveTimes{}.Percentile(0.99))
}

// TestSummaryPairs: games 2k-1 and 2k form a pair whatever order they
// finish in; a pair with a game still playing is not counted.
func TestSummaryPairs(t *testing.T) {
	s := newSummary()
	for _, r := range []Result{
		{Number: 2, Winner: 0}, {Number: 1, Winner: 0}, // A wins both: 2 points
		{Number: 3, Winner: 1}, {Number: 5, Winner: -1}, {Number: 4, Winner: -1}, // loss and draw: ½
		{Number: 8, Winner: 1}, {Number: 7, Winner: 0}, // one each: 1
		// game 6 still playing
	} {
		s.add(r)
	}
	assert.Equal(t, [5]int{0, 1, 1, 0, 1}, s.Pairs.Count)
	assert.Equal(t, stats.WDL{Wins: 3, Draws: 2, Losses: 2}, s.Tally)
	s.add(Result{Number: 6, Winner: 1})
	assert.Equal(t, [5]int{0, 2, 1, 0, 1}, s.Pairs.Count, "5 and 6: a draw and a loss")
}
