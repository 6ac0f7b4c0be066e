package main

import (
	"testing"

	"amoba/engine"
	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPositionLineListsTheStonesRowByRow: a refuted claim's position is
// written with its stones in board order (row by row), the rule's family
// name, the side to move, no answer and the matecheck kind.
func TestPositionLineListsTheStonesRowByRow(t *testing.T) {
	b, err := engine.NewBoard(15, 15, eval.Renju)
	require.NoError(t, err)
	for _, p := range []engine.Pos{engine.MakePos(7, 7), engine.MakePos(8, 6), engine.MakePos(3, 2)} {
		b.Play(p)
	}
	assert.Equal(t, "claim_1 15 renju w 3,2;7,7 8,6 - kind=matecheck", positionLine("claim 1", b))
}
