package engine

import (
	"testing"
	"time"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openThreeSetup: white (o) has an open three on row 7 and nothing else;
// black (x), to move, has scattered stones.
func openThreeSetup(t *testing.T) *Board {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"..x............",
		"...............",
		"...............",
		"...............",
		"...............",
		"......ooo......",
		"...............",
		"...............",
		"...........x...",
		"...............",
		"..x............",
		"...............",
		"...............")
	b.SetToMove(eval.Black)
	return b
}

// TestGuardDropsAMoveThatLetsTheOpponentWin: white's open three wins
// unless black blocks it. A far move is dropped by the guard; a block is
// kept, and a move is checked once.
func TestGuardDropsAMoveThatLetsTheOpponentWin(t *testing.T) {
	b := openThreeSetup(t)
	w := newWorker(0)
	w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}})
	far, block := MakePos(0, 14), MakePos(5, 7)

	var checked Bitboard
	moves := []rootMove{{pos: far}, {pos: block}}
	left, refuted := w.guardRoot(moves, 0, &checked)
	assert.Equal(t, far, refuted)
	require.Len(t, left, 1)
	assert.Equal(t, block, left[0].pos)
	assert.Equal(t, 1, w.refuted)

	left, refuted = w.guardRoot([]rootMove{{pos: block}, {pos: far}}, 0, &checked)
	assert.Equal(t, NoPos, refuted, "the block holds")
	assert.Len(t, left, 2)

	// checked once: the far move is not looked at again
	_, refuted = w.guardRoot([]rootMove{{pos: far}, {pos: block}}, 0, &checked)
	assert.Equal(t, NoPos, refuted)

	// a proven score needs no guard, and the last move is never dropped
	var fresh Bitboard
	_, refuted = w.guardRoot([]rootMove{{pos: far}, {pos: block}}, winIn(9), &fresh)
	assert.Equal(t, NoPos, refuted)
	_, refuted = w.guardRoot([]rootMove{{pos: far}}, 0, &fresh)
	assert.Equal(t, NoPos, refuted)
	assert.Equal(t, b.Key(), w.b.Key(), "the board is restored")
}
