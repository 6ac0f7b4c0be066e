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

// TestGuardSeesAWinThatBeginsWithABlock: white's four at 11,7 must be
// blocked at 10,8, and that block leaves black two four-three points
// (10,9 and 8,13) that no white move stops: the four loses. (From a game
// against Rapfi; the guard used to give up on any position where the
// opponent faced a four.)
func TestGuardSeesAWinThatBeginsWithABlock(t *testing.T) {
	b := boardFromStones(t, "7,7;6,9;8,9;7,6;8,8;7,8;9,10;8,11;9,12;7,12;6,12;10,11;9,11;9,13;11,10;10,13;8,4",
		"8,6;8,7;9,8;8,5;9,9;7,9;6,7;8,10;7,10;6,13;8,12;11,12;7,11;9,14;12,9;8,3", eval.White)
	w := newWorker(0)
	w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}})
	assert.True(t, w.opponentWinsAfter(MakePos(11, 7), 100_000), "the four at 11,7 loses to the block")
	assert.Equal(t, b.Key(), w.b.Key(), "the board is restored")
}

// TestLostRootPlaysTheLongestDefence: black's open three on column 9 and
// its other threats win against every white move. The guard drops the
// moves that lose only to a long VCT, and what is left loses within the
// search's sight (10,8: black's 9,8 makes an open four). The dropped moves
// come back then, and the search picks a longer defence (without that,
// 10,8 at -M4). (From a game against Rapfi, where the engine played 10,8.)
func TestLostRootPlaysTheLongestDefence(t *testing.T) {
	b := boardFromStones(t, "7,7;7,9;6,6;8,9;5,8;5,7;5,10;7,10;6,10;9,10;10,9;10,11;9,9;9,11",
		"7,6;8,6;8,8;6,7;6,9;6,8;5,9;6,11;4,10;8,10;7,11;7,8;11,9", eval.White)
	res := think(t, b, fixedDepth(8))
	require.True(t, isMate(res.Score) && res.Score < 0, "the position is lost: %d", res.Score)
	assert.NotEqual(t, pos(10, 8), res.Move)
	assert.Greater(t, res.Score, lossIn(4), "a defence longer than four plies")
}

// boardFromStones sets up a 15x15 freestyle board with the black and white
// stones ("x,y;x,y") and the side to move.
func boardFromStones(t *testing.T, black, white string, toMove Color) *Board {
	t.Helper()
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for c, stones := range []string{black, white} {
		moves, err := parsePosList(stones)
		require.NoError(t, err)
		for _, p := range moves {
			b.Put(p, Color(c))
		}
	}
	b.SetToMove(toMove)
	return b
}
