package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// boardFromPicture sets up a board from rows of 'x' (black), 'o' (white) and
// '.' (empty); the picture's size is the board's size, padded with empty
// rows up to the minimum board height.
func boardFromPicture(t *testing.T, r eval.Rule, rows ...string) *Board {
	t.Helper()
	for len(rows) < MinSize {
		rows = append(rows, strings.Repeat(".", len(rows[0])))
	}
	b, err := NewBoard(len(rows[0]), len(rows), r)
	require.NoError(t, err)
	for y, row := range rows {
		for x, ch := range row {
			switch ch {
			case 'x':
				b.Put(MakePos(x, y), eval.Black)
			case 'o':
				b.Put(MakePos(x, y), eval.White)
			}
		}
	}
	return b
}

func TestWinAtPerRule(t *testing.T) {
	type want map[eval.Rule]bool
	all := func(v bool) want {
		return want{eval.Freestyle: v, eval.Standard: v, eval.Renju: v, eval.CaroExact: v, eval.CaroOverline: v}
	}
	cases := []struct {
		name  string
		rows  []string
		at    [2]int
		wants want
	}{
		{"row five", []string{".......", ".xxxxx.", "......."}, [2]int{3, 1}, all(true)},
		{"five on the edge", []string{"xxxxx..", ".......", "......."}, [2]int{0, 0}, all(true)},
		{"four", []string{".xxxx..", ".......", "......."}, [2]int{1, 0}, all(false)},
		{"black overline", []string{"xxxxxx.", ".......", "......."}, [2]int{2, 0},
			want{eval.Freestyle: true, eval.Standard: false, eval.Renju: false, eval.CaroExact: false, eval.CaroOverline: true}},
		{"white overline", []string{"oooooo.", ".......", "......."}, [2]int{2, 0},
			want{eval.Freestyle: true, eval.Standard: false, eval.Renju: true, eval.CaroExact: false, eval.CaroOverline: true}},
		{"five blocked at both ends", []string{"oxxxxxo", ".......", "......."}, [2]int{3, 0},
			want{eval.Freestyle: true, eval.Standard: true, eval.Renju: true, eval.CaroExact: false, eval.CaroOverline: false}},
		{"five blocked at one end and the edge", []string{"xxxxxo.", ".......", "......."}, [2]int{3, 0}, all(true)},
		{"diagonal", []string{"x......", ".x.....", "..x....", "...x...", "....x..", "......."}, [2]int{2, 2}, all(true)},
		{"anti-diagonal", []string{"......o", ".....o.", "....o..", "...o...", "..o....", "......."}, [2]int{4, 2}, all(true)},
		{"column", []string{".o.....", ".o.....", ".o.....", ".o.....", ".o.....", "......."}, [2]int{1, 4}, all(true)},
		{"diagonal blocked", []string{"o......", ".x.....", "..x....", "...x...", "....x..", ".....x.", "......o"}, [2]int{3, 3},
			want{eval.Freestyle: true, eval.Standard: true, eval.Renju: true, eval.CaroExact: false, eval.CaroOverline: false}},
	}
	for _, c := range cases {
		for r, w := range c.wants {
			t.Run(fmt.Sprintf("%s/%s", c.name, r), func(t *testing.T) {
				b := boardFromPicture(t, r, c.rows...)
				assert.Equal(t, w, b.WinAt(MakePos(c.at[0], c.at[1])))
			})
		}
	}
}

// TestPatternWinAgreesWithScan checks, over random games, that the O(1)
// pattern answer "this move wins" equals the referee's scan after the move.
func TestPatternWinAgreesWithScan(t *testing.T) {
	for _, r := range allRules {
		rng := rand.New(rand.NewPCG(11, uint64(r)))
		wins := 0
		for g := 0; g < 30; g++ {
			b, _ := NewBoard(15, 15, r)
			for !b.IsFull() {
				// dense play in a small area makes many fives and overlines
				p := MakePos(3+rng.IntN(8), 3+rng.IntN(8))
				if b.cells[p] != Empty {
					if b.NumStones() >= 60 {
						break
					}
					continue
				}
				predicted := b.IsWinningMove(p)
				b.Play(p)
				require.Equal(t, b.WinAt(p), predicted, "rule %s, move %v after %v", r, p, b.Moves())
				if predicted {
					wins++
					b.Undo() // keep the game going past the win
					b.Put(p, b.ToMove().Opponent())
					b.SetToMove(b.ToMove().Opponent())
				}
			}
		}
		assert.Greater(t, wins, 5, "the test must see wins for %s", r)
	}
}

func TestRectangularBoardLinesAndWins(t *testing.T) {
	rows := []string{
		strings.Repeat(".", 20),
		strings.Repeat(".", 15) + "xxxxx",
		strings.Repeat(".", 20),
		strings.Repeat(".", 20),
		strings.Repeat(".", 20),
		strings.Repeat(".", 20),
		strings.Repeat(".", 20),
	}
	b := boardFromPicture(t, eval.Standard, rows...)
	assert.True(t, b.WinAt(MakePos(19, 1)))
	assert.Equal(t, 20, b.Width())
	assert.Equal(t, 7, b.Height())
}
