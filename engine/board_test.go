package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var allRules = []eval.Rule{eval.Freestyle, eval.Standard, eval.Renju, eval.CaroExact, eval.CaroOverline}

// fromScratch builds the board's position again without any incremental
// update: stones written straight into the cells, bitboards and line words,
// then every empty cell classified from its windows.
func fromScratch(t *testing.T, b *Board) *Board {
	t.Helper()
	f, err := NewBoard(b.width, b.height, b.rule)
	require.NoError(t, err)
	for i := 0; i < b.numMoves; i++ {
		p := b.history[i]
		c := Color(b.cells[p] - 1)
		f.cells[p] = stoneOf(c)
		f.stones[c].Set(p)
		f.key ^= f.keys.Cell(int(c), int(p))
		for d := 0; d < numDirs; d++ {
			l, pos := lineOf(d, p.X(), p.Y())
			f.lines[d][l][c] |= 1 << uint(pos+lineMargin)
		}
		f.history[i] = p
	}
	f.numMoves = b.numMoves
	f.SetToMove(b.toMove)
	f.rebuildPatterns()
	return f
}

// requireSameState fails unless every field of b equals the recomputation.
func requireSameState(t *testing.T, b *Board, step string) {
	t.Helper()
	f := fromScratch(t, b)
	require.Equal(t, f.cells, b.cells, "%s: cells", step)
	require.Equal(t, f.stones, b.stones, "%s: stones", step)
	require.Equal(t, f.lines, b.lines, "%s: line words", step)
	require.Equal(t, f.key, b.key, "%s: key", step)
	require.Equal(t, f.toMove, b.toMove, "%s: side to move", step)
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			p := MakePos(x, y)
			if b.cells[p] != Empty {
				continue
			}
			require.Equal(t, f.state[p].pats, b.state[p].pats, "%s: patterns of %v", step, p)
			require.Equal(t, f.state[p].info, b.state[p].info, "%s: class/score of %v", step, p)
		}
	}
	require.Equal(t, f.classSet, b.classSet, "%s: class sets", step)
	require.Equal(t, f.classNum, b.classNum, "%s: class counts", step)
	require.Equal(t, f.ownSum, b.ownSum, "%s: own value sums", step)
	require.Equal(t, f.oppSum, b.oppSum, "%s: opp value sums", step)
	require.Equal(t, naiveCandidates(b), b.Candidates(), "%s: candidates", step)
	require.Equal(t, f.Evaluate(), b.Evaluate(), "%s: evaluation", step)
}

func randomEmpty(rng *rand.Rand, b *Board) Pos {
	for {
		p := MakePos(rng.IntN(b.width), rng.IntN(b.height))
		if b.cells[p] == Empty {
			return p
		}
	}
}

// TestIncrementalStateMatchesRecomputation plays random games with random
// undos and compares the whole incremental state with a recomputation after
// every step (the zurichess idea).
func TestIncrementalStateMatchesRecomputation(t *testing.T) {
	games := 6
	if testing.Short() || raceEnabled {
		games = 2 // the race detector makes each check of the megabyte board ten times slower
	}
	for _, size := range [][2]int{{15, 15}, {20, 20}, {9, 13}} {
		for _, r := range allRules {
			t.Run(fmt.Sprintf("%dx%d/%s", size[0], size[1], r), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(size[0]*100+size[1]), uint64(r)))
				steps := 0
				for g := 0; g < games; g++ {
					b, err := NewBoard(size[0], size[1], r)
					require.NoError(t, err)
					for b.numMoves < b.width*b.height*3/4 {
						if b.numMoves > 0 && rng.IntN(4) == 0 {
							b.Undo()
						} else if rng.IntN(3) == 0 && b.numMoves < b.width*b.height-1 {
							// near the action, where patterns are richest
							p := b.LastMove()
							x := min(max(p.X()+rng.IntN(5)-2, 0), b.width-1)
							y := min(max(p.Y()+rng.IntN(5)-2, 0), b.height-1)
							if q := MakePos(x, y); b.cells[q] == Empty {
								b.Play(q)
							}
						} else {
							b.Play(randomEmpty(rng, b))
						}
						steps++
						if steps%3 == 0 {
							requireSameState(t, b, fmt.Sprintf("game %d step %d", g, steps))
						}
					}
					for b.numMoves > 0 {
						b.Undo()
					}
					requireSameState(t, b, "all undone")
				}
				t.Logf("%d plays and undos, every third checked against a recomputation", steps)
			})
		}
	}
}

func TestPlayUndoRestoresEverything(t *testing.T) {
	for _, r := range allRules {
		b, err := NewBoard(15, 15, r)
		require.NoError(t, err)
		empty := *b
		rng := rand.New(rand.NewPCG(7, uint64(r)))
		for i := 0; i < 60; i++ {
			b.Play(randomEmpty(rng, b))
		}
		mid := *b
		b.Play(randomEmpty(rng, b))
		b.Undo()
		assertSameBoard(t, &mid, b)
		for b.NumStones() > 0 {
			b.Undo()
		}
		assertSameBoard(t, &empty, b)
	}
}

// assertSameBoard compares the observable state (occupied cells' stale
// pattern values may differ, so they are left out).
func assertSameBoard(t *testing.T, want, got *Board) {
	t.Helper()
	assert.Equal(t, want.key, got.key)
	assert.Equal(t, want.lines, got.lines)
	assert.Equal(t, want.stones, got.stones)
	assert.Equal(t, want.classNum, got.classNum)
	assert.Equal(t, want.classSet, got.classSet)
	assert.Equal(t, want.ownSum, got.ownSum)
	assert.Equal(t, want.oppSum, got.oppSum)
	assert.Equal(t, want.Candidates(), got.Candidates())
	assert.Equal(t, want.toMove, got.toMove)
}

func TestBoardSizes(t *testing.T) {
	for _, sz := range [][2]int{{5, 5}, {32, 32}, {32, 5}, {5, 32}, {15, 20}} {
		b, err := NewBoard(sz[0], sz[1], eval.Freestyle)
		require.NoError(t, err)
		assert.Equal(t, sz[0]*sz[1], b.onBoard.Count())
		assert.Equal(t, sz[0]*sz[1], b.ClassCount(eval.Black, eval.ClassNone)+b.emptyNonNone(eval.Black))
	}
	for _, sz := range [][2]int{{4, 15}, {33, 15}, {15, 0}, {-1, 10}} {
		_, err := NewBoard(sz[0], sz[1], eval.Freestyle)
		assert.ErrorIs(t, err, ErrBadSize)
	}
}

func (b *Board) emptyNonNone(c Color) int {
	n := 0
	for cl := eval.ClassNone + 1; cl < eval.NumClasses; cl++ {
		n += b.ClassCount(c, cl)
	}
	return n
}

func TestKeyDependsOnSideToMove(t *testing.T) {
	b, _ := NewBoard(15, 15, eval.Freestyle)
	k := b.Key()
	b.SetToMove(eval.White)
	assert.NotEqual(t, k, b.Key())
	b.SetToMove(eval.Black)
	assert.Equal(t, k, b.Key())
}

// TestKeyAfterIsTheKeyAfterPlay: keyAfter foretells the key Play makes,
// for either side to move, over a random game.
func TestKeyAfterIsTheKeyAfterPlay(t *testing.T) {
	b, _ := NewBoard(15, 15, eval.Freestyle)
	rng := rand.New(rand.NewPCG(70, 1))
	for b.NumStones() < 120 {
		p := MakePos(rng.IntN(15), rng.IntN(15))
		if !b.IsEmpty(p) {
			continue
		}
		want := b.keyAfter(p)
		b.Play(p)
		require.Equal(t, want, b.Key(), "stone %d at %v", b.NumStones(), p)
	}
}

// naiveCandidates lists the empty cells with a stone in their 5x5 square,
// cell by cell.
func naiveCandidates(b *Board) Bitboard {
	var out Bitboard
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			if b.cells[MakePos(x, y)] != Empty {
				continue
			}
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					if b.Contains(x+dx, y+dy) && b.cells[MakePos(x+dx, y+dy)] != Empty {
						out.Set(MakePos(x, y))
					}
				}
			}
		}
	}
	return out
}
