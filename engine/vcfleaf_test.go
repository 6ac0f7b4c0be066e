package engine

import (
	"math/rand/v2"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
)

// refVCF is the VCF without its shortcuts: every four the focus allows
// (when w.focus is on) is played on every level, its blocks too, without
// the failure cache. It is what vcf computed before lastVCFLevel, and
// what vcf must still return.
func (w *worker) refVCF(depth int) int {
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[us][eval.ClassFive] > 0 {
		return 1
	}
	if depth < 3 {
		return 0
	}
	var moves []Pos
	if b.classNum[them][eval.ClassFive] > 0 {
		var blocks [maxFiveBlocks]Pos
		for _, p := range b.blocksOfFives(blocks[:0]) {
			if b.state[p].info[us].Class.IsFour() {
				moves = append(moves, p)
			}
		}
	} else {
		if b.freeFourWins() {
			return 3
		}
		moves = b.fourMoves(us, nil)
	}
	for _, p := range moves {
		if !b.legalFor(p) || (b.classNum[them][eval.ClassFive] == 0 && !w.focus.allows(p)) {
			continue
		}
		b.Play(p)
		w.focus.push(p)
		n := 0
		if b.classNum[us][eval.ClassFive] > 0 {
			var buf [maxFiveBlocks]Pos
			blocks := b.blocksOfFives(buf[:0])
			n = 3
			if len(blocks) > 0 {
				longest := 0
				for _, block := range blocks {
					b.Play(block)
					m := w.refVCF(depth - 2)
					b.Undo()
					if m == 0 {
						longest = -1
						break
					}
					longest = max(longest, m)
				}
				n = longest + 2
				if longest < 0 {
					n = 0
				}
			}
		}
		w.focus.pop()
		b.Undo()
		if n > 0 {
			return n
		}
	}
	return 0
}

// TestVCFLastLevelAgreesWithEveryFourPlayed checks the VCF, whose last
// level plays only the fours that can still win there (lastVCFLevel),
// against refVCF on random positions of every rule where the side to move
// has a four, focused and in full: the same answer, plies included, at
// every depth from the last level up.
func TestVCFLastLevelAgreesWithEveryFourPlayed(t *testing.T) {
	n := 100
	if testing.Short() || raceEnabled {
		n = 50 // under the race detector 100 a rule took CI's engine tests from about 6.5 to 8 minutes
	}
	for _, r := range []eval.Rule{eval.Freestyle, eval.Standard, eval.Renju, eval.CaroExact} {
		wins := 0
		forRandomPositions(t, r, 66, n, func(rng *rand.Rand, b *Board) bool {
			return playRandomUntil(rng, b, 60, func(b *Board) bool {
				return b.NumStones() >= 12 && b.FourCount(b.toMove) >= 2 &&
					b.classNum[b.toMove][eval.ClassFive] == 0
			})
		}, func(b *Board) {
			for _, focused := range []bool{false, true} {
				for _, depth := range []int{3, 4, 5, 7} {
					ref, w := testWorker(b), testWorker(b)
					ref.focus.on, w.focus.on = focused, focused
					want := ref.refVCF(depth)
					got := w.vcf(depth)
					assert.Equal(t, want, got, "rule %s depth %d focused %v moves %v", r, depth, focused, b.Moves())
					if want > 0 {
						wins++
					}
				}
			}
		})
		assert.Positive(t, wins, "rule %s: some positions must have a VCF", r)
	}
}
