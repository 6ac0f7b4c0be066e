package engine

import (
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
)

func TestThreatQueries(t *testing.T) {
	// black: a free three on row 1 (free-four points 1,1 and 5,1) and a
	// four on row 3 (five point 5,3); white: nothing much
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"..xxx..........",
		"...............",
		"xxxx.o.........",
		"..o.o..........",
		"...o...........")
	b.SetToMove(eval.White)
	assert.Equal(t, MakePos(4, 3), b.FivePoint(eval.Black))
	assert.Equal(t, NoPos, b.FivePoint(eval.White))
	assert.False(t, b.CanWinNow(), "white to move has no five")
	assert.True(t, b.HasOpenFourPoint(eval.Black))
	assert.False(t, b.HasOpenFourPoint(eval.White))
	assert.GreaterOrEqual(t, b.FourCount(eval.Black), 2)
	assert.Equal(t, eval.ClassFive, b.Class(MakePos(4, 3), eval.Black))
	b.SetToMove(eval.Black)
	assert.True(t, b.CanWinNow())
	assert.True(t, b.IsWinningMove(MakePos(4, 3)))

	// a four-three point: 5,1 makes a four on the row (blocked on the left)
	// and a free three on the column
	c := boardFromPicture(t, eval.Freestyle,
		"...............",
		".oxxx..........",
		".....x.........",
		".....x.........",
		"...............",
		"...............")
	assert.True(t, c.HasFourThreePoint(eval.Black))
	assert.False(t, c.HasOpenFourPoint(eval.Black))
	assert.Equal(t, eval.ClassFourThree, c.Class(MakePos(5, 1), eval.Black))
	assert.True(t, c.ClassCells(eval.Black, eval.ClassFourThree).Has(MakePos(5, 1)))
	assert.Equal(t, c.ClassCells(eval.Black, eval.ClassFourThree).Count(), c.ClassCount(eval.Black, eval.ClassFourThree))
}
