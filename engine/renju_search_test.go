package engine

import (
	"slices"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFalseDoubleThreeKeepsItsThreats: 7,7 makes a four, a real three and a
// false three (its four point would be an overline) for black. It is legal,
// so the search must see it as the four-three it is, though the tables
// mark it a double-three candidate.
func TestFalseDoubleThreeKeepsItsThreats(t *testing.T) {
	b, p := renjuPicture(t,
		"...............",
		"...............",
		"...............",
		".......o.......",
		"..........o....",
		".......x.x.....",
		".......xx......",
		".....xx*.......",
		".....xx.xxx....")
	require.Equal(t, eval.ClassForbidden, b.Class(p, eval.Black), "a double-three candidate in the tables")
	require.False(t, b.IsForbidden(p))
	assert.True(t, b.info(p, eval.Black).Class.MakesFour())
	assert.True(t, slices.Contains(b.fourMoves(eval.Black, nil), p))
	w := newWorker(0)
	w.reset(b, &shared{budget: timeBudget{infinite: true}})
	moves, _ := w.genMoves(nil)
	assert.Contains(t, moves, scoredMove{pos: p})
}
