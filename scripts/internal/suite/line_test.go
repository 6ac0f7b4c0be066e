package suite

import (
	"testing"

	"amoba/engine"
	"amoba/eval"

	"github.com/stretchr/testify/assert"
)

func TestLineWritesThePuzzleFormat(t *testing.T) {
	black := []engine.Pos{engine.MakePos(7, 7), engine.MakePos(0, 14)}
	white := []engine.Pos{engine.MakePos(8, 8)}
	assert.Equal(t, "p1 15 renju w 7,7;0,14 8,8 9,9;!1,2 kind=x",
		Line("p1", 15, eval.Renju, eval.White, black, white, "9,9;!1,2", "kind=x"))
	assert.Equal(t, "p2 20 caro b - - - -", Line("p2", 20, eval.CaroExact, eval.Black, nil, nil, "-", "-"))
	assert.Equal(t, "-", Cells(nil))
}
