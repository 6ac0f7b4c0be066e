package engine

import (
	"math"

	"amoba/eval"
)

// lmrTable[d][i] is the late move reduction of the i-th move (0-based) at
// depth d: logarithmic in both, as in most modern alpha-beta engines.
var lmrTable = buildLMRTable()

func buildLMRTable() (t [64][64]int8) {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t[d][i] = int8(0.5 + math.Log(float64(d))*math.Log(float64(i))/2.0)
		}
	}
	return t
}

// isQuiet reports whether playing p is neither a threat of ours nor a block
// of one of theirs (no three or better for either side there): only such
// moves are reduced.
func (b *Board) isQuiet(p Pos) bool {
	us, them := b.toMove, b.toMove.Opponent()
	return b.state[p].info[us].Class < eval.ClassOpenThree && b.state[p].info[them].Class < eval.ClassOpenThree
}

// reduction returns how many plies to take off the search of the i-th move
// at depth.
func reduction(depth, i int, pvNode bool) int {
	r := int(lmrTable[min(depth, 63)][min(i, 63)])
	if pvNode {
		r--
	}
	return max(0, min(r, depth-2))
}
