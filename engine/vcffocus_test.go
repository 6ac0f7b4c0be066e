package engine

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/eval"
)

// stonesBoard sets up a freestyle 15x15 board from "x,y;x,y;..." lists.
func stonesBoard(t *testing.T, black, white string, toMove Color) *Board {
	t.Helper()
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for c, list := range map[Color]string{eval.Black: black, eval.White: white} {
		cells, err := parsePosList(list)
		require.NoError(t, err)
		for _, p := range cells {
			b.Put(p, c)
		}
	}
	b.SetToMove(toMove)
	return b
}

func TestVCFFocusAllowsFoursNearTheSequence(t *testing.T) {
	var f vcfFocus
	assert.True(t, f.allows(pos(0, 0)), "off: every four")
	f.on = true
	assert.True(t, f.allows(pos(0, 0)), "the first four of a sequence may be anywhere")
	f.push(pos(7, 7))
	for _, p := range []Pos{pos(11, 7), pos(7, 3), pos(10, 10), pos(3, 11), pos(8, 7)} {
		assert.True(t, f.allows(p), "%v is on a line within four steps of 7,7", p)
	}
	for _, p := range []Pos{pos(12, 7), pos(9, 8), pos(2, 12), pos(0, 0)} {
		assert.False(t, f.allows(p), "%v is not", p)
	}
	f.push(pos(12, 7))
	assert.True(t, f.allows(pos(12, 3)), "near the second stone")
	f.pop()
	assert.False(t, f.allows(pos(12, 3)))
}

// TestFocusedVCFMissesAFarRelay: in this position (from a search's
// horizon) White's only VCF, of nine plies, needs a four away from the
// sequence's earlier stones, so the focused VCF misses it; its failure is
// cached but must not hide the win from a full search of the same
// position afterwards.
func TestFocusedVCFMissesAFarRelay(t *testing.T) {
	b := stonesBoard(t,
		"7,6;7,7;8,7;9,7;4,8;6,8;9,8;10,8;11,8;4,9;8,9;9,9;7,10;8,10;5,11;9,11",
		"8,6;9,6;6,7;10,7;7,8;8,8;3,9;5,9;6,9;7,9;10,9;6,10;9,10;7,11;7,12", eval.White)
	w := newWorker(0)
	w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}})
	w.focus = vcfFocus{on: true}
	assert.Equal(t, 0, w.vcf(vcfQuiescenceDepth))
	w.focus.on = false
	assert.Equal(t, 9, w.vcf(vcfQuiescenceDepth))
	assert.Equal(t, 0, w.focus.n, "every pushed stone is popped")
}
