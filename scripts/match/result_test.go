package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
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
