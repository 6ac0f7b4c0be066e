package referee

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setup builds a 15×15 board from black and white stone lists given as
// x,y pairs, then places the judged stone last.
func setup(t *testing.T, black, white [][2]int) *Board {
	t.Helper()
	b := NewBoard(15, 15)
	for _, p := range black {
		require.NoError(t, b.Place(p[0], p[1], Black))
	}
	for _, p := range white {
		require.NoError(t, b.Place(p[0], p[1], White))
	}
	return b
}

func row(y int, xs ...int) [][2]int {
	out := make([][2]int, len(xs))
	for i, x := range xs {
		out[i] = [2]int{x, y}
	}
	return out
}

func TestJudgeFiveAndOverline(t *testing.T) {
	five := row(7, 3, 4, 5, 6)   // + 7,7 makes exactly five
	six := row(7, 2, 3, 4, 5, 6) // + 7,7 makes six
	tests := []struct {
		name  string
		rule  Rule
		stone Colour
		line  [][2]int
		want  Verdict
	}{
		{"freestyle five", Freestyle, Black, five, Win},
		{"freestyle overline wins", Freestyle, Black, six, Win},
		{"standard five", Standard, White, five, Win},
		{"standard overline does not win", Standard, Black, six, Continue},
		{"standard white overline does not win", Standard, White, six, Continue},
		{"renju black five", Renju, Black, five, Win},
		{"renju black overline is a foul", Renju, Black, six, Foul},
		{"renju white overline wins", Renju, White, six, Win},
		{"caro8 open five", Caro, Black, five, Win},
		{"caro8 overline wins", Caro, Black, six, Win},
		{"caro9 open five", CaroExact, Black, five, Win},
		{"caro9 overline does not win", CaroExact, Black, six, Continue},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := NewBoard(15, 15)
			for _, p := range tc.line {
				require.NoError(t, b.Place(p[0], p[1], tc.stone))
			}
			require.NoError(t, b.Place(7, 7, tc.stone))
			assert.Equal(t, tc.want, b.Judge(tc.rule, 7, 7))
		})
	}
}

func TestJudgeFourIsNotAWin(t *testing.T) {
	b := setup(t, row(7, 4, 5, 6), nil)
	require.NoError(t, b.Place(7, 7, Black))
	for _, r := range []Rule{Freestyle, Standard, Renju, Caro, CaroExact} {
		assert.Equal(t, Continue, b.Judge(r, 7, 7), r.String())
	}
}

func TestJudgeCaroBlocked(t *testing.T) {
	// White stones at both ends of black's five: xooooox.
	b := setup(t, row(7, 3, 4, 5, 6), row(7, 2, 8))
	require.NoError(t, b.Place(7, 7, Black))
	assert.Equal(t, Continue, b.Judge(Caro, 7, 7), "rule 8: five blocked at both ends")
	assert.Equal(t, Continue, b.Judge(CaroExact, 7, 7), "rule 9: five blocked at both ends")
	assert.Equal(t, Win, b.Judge(Freestyle, 7, 7))
	assert.Equal(t, Win, b.Judge(Standard, 7, 7))

	// Blocked at one end only: still a win.
	b = setup(t, row(7, 3, 4, 5, 6), row(7, 2))
	require.NoError(t, b.Place(7, 7, Black))
	assert.Equal(t, Win, b.Judge(Caro, 7, 7))
	assert.Equal(t, Win, b.Judge(CaroExact, 7, 7))
}

func TestJudgeCaroEdgeIsNotABlock(t *testing.T) {
	// Five against the left edge, an opponent stone at the other end.
	b := setup(t, row(0, 0, 1, 2, 3), row(0, 5))
	require.NoError(t, b.Place(4, 0, White.Opponent()))
	assert.Equal(t, Win, b.Judge(CaroExact, 4, 0))
	assert.Equal(t, Win, b.Judge(Caro, 4, 0))

	// Five filling a 5-wide board from edge to edge.
	nb := NewBoard(5, 5)
	for x := 0; x < 4; x++ {
		require.NoError(t, nb.Place(x, 2, White))
	}
	require.NoError(t, nb.Place(4, 2, White))
	assert.Equal(t, Win, nb.Judge(CaroExact, 4, 2))
}

func TestJudgeCaroBlockedOverline(t *testing.T) {
	// Rule 8 lets an overline win even when it is blocked at both ends.
	b := setup(t, row(7, 2, 3, 4, 5, 6), row(7, 1, 8))
	require.NoError(t, b.Place(7, 7, Black))
	assert.Equal(t, Win, b.Judge(Caro, 7, 7))
	assert.Equal(t, Continue, b.Judge(CaroExact, 7, 7))
}

func TestJudgeDiagonals(t *testing.T) {
	b := NewBoard(15, 15)
	for i := 0; i < 4; i++ {
		require.NoError(t, b.Place(3+i, 3+i, White))
		require.NoError(t, b.Place(10-i, 3+i, Black))
	}
	require.NoError(t, b.Place(7, 7, White))
	assert.Equal(t, Win, b.Judge(Standard, 7, 7), "main diagonal")
	require.NoError(t, b.Place(6, 7, Black))
	assert.Equal(t, Win, b.Judge(Standard, 6, 7), "anti-diagonal")
}

func TestJudgeRenjuFivePrevailsOverOverline(t *testing.T) {
	// Black's move makes an exact five in a column and six in a row.
	b := setup(t, append(row(7, 1, 2, 3, 4, 6), [][2]int{{5, 3}, {5, 4}, {5, 5}, {5, 6}}...), nil)
	require.NoError(t, b.Place(5, 7, Black))
	assert.Equal(t, Win, b.Judge(Renju, 5, 7))
}

func TestPlaceRejectsIllegal(t *testing.T) {
	b := NewBoard(15, 15)
	require.NoError(t, b.Place(0, 0, Black))
	assert.Error(t, b.Place(0, 0, White), "occupied")
	assert.Error(t, b.Place(15, 0, White), "off board")
	assert.Error(t, b.Place(-1, 3, White), "off board")
	assert.Equal(t, 1, b.Stones())
}

func TestParseRule(t *testing.T) {
	for in, want := range map[string]Rule{"0": Freestyle, "1": Standard, "4": Renju, "8": Caro, "9": CaroExact, "renju": Renju, "Standard": Standard, "caro": Caro} {
		got, err := ParseRule(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"2", "3", "x", ""} {
		_, err := ParseRule(in)
		assert.Error(t, err, in)
	}
	assert.Equal(t, 200, Renju.DrawLimit(15, 15))
	assert.Equal(t, 225, Freestyle.DrawLimit(15, 15))
	assert.Equal(t, 400, Caro.DrawLimit(20, 20))
}

func TestRenjuDoubleThreeAndDoubleFourAreFouls(t *testing.T) {
	// black 3-3: stones at (7,5),(7,6) and (5,7),(6,7); black plays 7,7
	b := NewBoard(15, 15)
	for _, s := range [][2]int{{7, 5}, {7, 6}, {5, 7}, {6, 7}} {
		if err := b.Place(s[0], s[1], Black); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range [][2]int{{0, 0}, {14, 0}, {0, 14}, {14, 14}} {
		if err := b.Place(s[0], s[1], White); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Place(7, 7, Black); err != nil {
		t.Fatal(err)
	}
	if v := b.Judge(Renju, 7, 7); v != Foul {
		t.Errorf("renju 3-3: got %v, want foul", v)
	}
	if v := b.Judge(Freestyle, 7, 7); v != Continue {
		t.Errorf("freestyle 3-3: got %v, want continue", v)
	}
	// the same shape made by white is no foul
	w := NewBoard(15, 15)
	for _, s := range [][2]int{{7, 5}, {7, 6}, {5, 7}, {6, 7}, {7, 7}} {
		if err := w.Place(s[0], s[1], White); err != nil {
			t.Fatal(err)
		}
	}
	if v := w.Judge(Renju, 7, 7); v != Continue {
		t.Errorf("white 3-3 in renju: got %v, want continue", v)
	}
}
