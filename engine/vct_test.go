package engine

import (
	"math/rand/v2"
	"testing"
	"time"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVCTAgreesWithDepthFirstSearch: on random positions of every rule,
// for both sides, the proof-number VCT finds a win with a depth limit of 9
// plies exactly when the exhaustive depth-first search of the same threat
// tree does, and the move it names wins by the depth-first search too. One
// worker per rule keeps its table across positions and sides, and looks
// 5 plies deep first, as turns and the opponent-VCT guard do: what it
// disproved with fewer plies, or for the other attacker, must not decide.
func TestVCTAgreesWithDepthFirstSearch(t *testing.T) {
	n := 20
	if testing.Short() || raceEnabled {
		n = 10
	}
	const depth = 9
	const budget = 50_000 // positions the reference cannot settle within it are skipped
	wins, compared := 0, 0
	var refNodes, pnNodes int64
	for _, r := range allRules {
		pn := newWorker(0)
		forRandomPositions(t, r, 5, n, func(rng *rand.Rand, b *Board) bool {
			return playRandomUntil(rng, b, 40+rng.IntN(30), func(b *Board) bool { return b.NumStones() >= 14 && noFive(b) })
		}, func(b *Board) {
			for _, side := range []Color{eval.Black, eval.White} {
				b.SetToMove(side)
				ref := newWorker(0)
				sh := &shared{now: time.Now, budget: timeBudget{infinite: true}}
				ref.reset(b, sh)
				pn.reset(b, sh)
				want, settled := ref.refVCTRoot(depth, budget)
				if !settled {
					continue
				}
				compared++
				refNodes += ref.nodes
				pn.vctRoot(depth-4, 4*budget)
				got, plies := pn.vctRoot(depth, 4*budget)
				pnNodes += pn.nodes
				assert.Equal(t, want != NoPos, got != NoPos, "rule %s, %v to move, moves %v", r, side, b.Moves())
				guardAgrees(t, b, pn, depth, budget)
				if got == NoPos {
					continue
				}
				wins++
				assert.Equal(t, 1, plies%2, "the attacker's five ends the proof")
				ref.b.Play(got)
				ref.vctNodeLimit = 1<<63 - 1
				assert.True(t, ref.refVCTDefend(depth-1), "rule %s, %v to move, %v does not win, moves %v",
					r, side, got, b.Moves())
				ref.b.Undo()
			}
		})
	}
	assert.Greater(t, wins, 5, "some positions have a VCT")
	t.Logf("%d positions compared, %d with a VCT; nodes: depth-first %d, proof-number %d",
		compared, wins, refNodes, pnNodes)
	assert.Greater(t, compared, len(allRules)*n, "most positions are compared")
}

// guardAgrees plays the side to move's first threat on b, as the
// opponent-VCT guard does after a root VCT, and checks that pn, whose table
// holds that threat's position as a defender's node of the VCT just
// searched, answers the opponent's VCT from it as the reference does.
func guardAgrees(t *testing.T, b *Board, pn *worker, depth int, budget int64) {
	threats := b.threatMoves(nil)
	if len(threats) == 0 {
		return
	}
	b.Play(threats[0])
	defer b.Undo()
	ref := newWorker(0)
	sh := &shared{now: time.Now, budget: timeBudget{infinite: true}}
	ref.reset(b, sh)
	want, settled := ref.refVCTRoot(depth, budget)
	if !settled {
		return
	}
	pn.reset(b, sh)
	got, _ := pn.vctRoot(depth, 4*budget)
	assert.Equal(t, want != NoPos, got != NoPos, "after %v, moves %v", threats[0], b.Moves())
}

// TestVCTMissedWins: the root VCT proves, on a budget of 50,000 nodes a
// position, at least as many of the wins Amoba missed against Rapfi as it
// does since plain fours left the attacker's moves: 31 of 56 (25 before;
// the depth-first search of the tree with plain fours, refVCTRoot without
// the cache it had, proved 8).
func TestVCTMissedWins(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("long: 56 searches of 50,000 nodes")
	}
	proven := 0
	positions := loadPositions(t, "vct_missed_wins.txt")
	for _, cp := range positions {
		b := cp.board(t)
		w := newWorker(0)
		w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}})
		if p, _ := w.vctRoot(rootVCTDepthMax, 50_000); p != NoPos {
			proven++
		}
	}
	t.Logf("%d of %d proven", proven, len(positions))
	assert.GreaterOrEqual(t, proven, 31)
}

// TestThreatMovesLeaveOutPlainFours: the VCT's attacker plays free threes
// and fours that make more than a four (here an open four), but not a
// plain four, which the VCF covers.
func TestThreatMovesLeaveOutPlainFours(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		".oxxx..........",
		"...............",
		"...............",
		"...............",
		"...............",
		"......xx.......",
		"...............",
		"...............",
		"..........x....",
		"..........x....",
		"..........x....",
		"...............",
		"...............",
		"...............")
	b.SetToMove(eval.Black)
	plainFour := MakePos(5, 1)
	require.Equal(t, eval.ClassFour, b.state[plainFour].info[eval.Black].Class)
	openThree := MakePos(8, 6)
	require.Equal(t, eval.ClassOpenThree, b.state[openThree].info[eval.Black].Class)
	moves := b.threatMoves(nil)
	assert.NotContains(t, moves, plainFour)
	assert.NotContains(t, moves, MakePos(6, 1), "the other plain four")
	assert.Contains(t, moves, openThree)
	assert.Contains(t, moves, MakePos(10, 8), "the open three's four")
}

func TestVCTBudgetFollowsTheNodeLimit(t *testing.T) {
	long := planDefault(Limits{TurnTime: 10_000, MatchTime: Unset, TimeLeft: Unset}, 200)
	byTime := vctBudget(long, 0)
	assert.Equal(t, int64(long.soft.Milliseconds())*20, byTime, "no node limit: the time rule")
	assert.Equal(t, int64(5_000), vctBudget(long, 200_000), "a fortieth of the node limit")
	assert.Equal(t, byTime, vctBudget(long, 1<<40), "a loose node limit changes nothing")
	assert.Equal(t, int64(2_000), vctBudget(long, 10_000), "never below the floor")
	fixed := planDefault(Limits{MaxDepth: 8, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}, 200)
	assert.Equal(t, int64(100_000), vctBudget(fixed, 0), "fixed depth: the fixed budget")
	assert.Equal(t, vctBudget(long, 200_000)/2, guardBudget(long, 200_000))
}
