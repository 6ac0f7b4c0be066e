package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The caro rules as the protocol notes state them (INFO rule 8 and 9):
//   - rule 9 (eval.CaroExact): exactly five in a row, not blocked by
//     opponent stones at both ends;
//   - rule 8 (eval.CaroOverline), as the Gomocup referee judges it:
//     c > 5 || (c == 5 && blocked < 2), so every overline wins;
//   - the board edge is not a block, for either rule.

var caroRules = []eval.Rule{eval.CaroExact, eval.CaroOverline}

// caroRuleWins is the rule itself: a run of n stones with `blocked` of its
// two ends held by the opponent (the edge and empty cells do not count).
func caroRuleWins(r eval.Rule, n, blocked int) bool {
	if r == eval.CaroOverline && n > 5 {
		return true
	}
	return n == 5 && blocked < 2
}

// caroRuns returns, for a stone of colour c on the empty cell (x, y) of b,
// the length of the run through it in each direction and how many of the
// run's ends are opponent stones, from the cells alone.
func caroRuns(b *Board, x, y int, c Color) (n, blocked [numDirs]int) {
	for d := 0; d < numDirs; d++ {
		dx, dy := dirDX[d], dirDY[d]
		n[d] = 1
		for _, sign := range [2]int{-1, 1} {
			i := 1
			for b.Contains(x+sign*i*dx, y+sign*i*dy) && b.At(MakePos(x+sign*i*dx, y+sign*i*dy)) == stoneOf(c) {
				i++
				n[d]++
			}
			ex, ey := x+sign*i*dx, y+sign*i*dy
			if b.Contains(ex, ey) && b.At(MakePos(ex, ey)) == stoneOf(c.Opponent()) {
				blocked[d]++
			}
		}
	}
	return n, blocked
}

// caroScan judges a stone of colour c on the empty cell (x, y) by the rule.
func caroScan(b *Board, r eval.Rule, x, y int, c Color) bool {
	n, blocked := caroRuns(b, x, y, c)
	for d := range n {
		if caroRuleWins(r, n[d], blocked[d]) {
			return true
		}
	}
	return false
}

// checkCaroCell compares, for colour c on the empty cell p, the O(1)
// answers (class Five, IsWinningMove with c to move) and the referee's scan
// after the move (WinAt) with the rule.
func checkCaroCell(t *testing.T, b *Board, p Pos, c Color, label string) bool {
	t.Helper()
	want := caroScan(b, b.Rule(), p.X(), p.Y(), c)
	toMove := b.ToMove()
	b.SetToMove(c)
	moveWins := b.IsWinningMove(p)
	b.SetToMove(toMove)
	classFive := b.Class(p, c) == eval.ClassFive
	b.Put(p, c)
	scan := b.WinAt(p)
	b.Undo()
	b.SetToMove(toMove)
	if moveWins != want || classFive != want || scan != want {
		t.Fatalf("%s: %v playing %v under %v: rule says %v, IsWinningMove %v, class five %v, WinAt %v\n%s",
			label, c, p, b.Rule(), want, moveWins, classFive, scan, pictureOf(b, p))
	}
	return want
}

// TestCaroLineExhaustive fills one row of a board in every possible way
// (black, white, empty) and checks every empty cell for both colours and
// both caro rules: open, half-blocked and blocked fives, overlines, and the
// board edge at both ends of the row.
func TestCaroLineExhaustive(t *testing.T) {
	width := 9
	switch {
	case raceEnabled:
		width = 7
	case testing.Short():
		width = 8
	}
	total := 1
	for range width {
		total *= 3
	}
	for _, r := range caroRules {
		wins := 0
		b, err := NewBoard(width, MinSize, r)
		require.NoError(t, err)
		for code := 0; code < total; code++ {
			for b.NumStones() > 0 {
				b.Undo()
			}
			for x, v := 0, code; x < width; x, v = x+1, v/3 {
				switch v % 3 {
				case 1:
					b.Put(MakePos(x, 2), eval.Black)
				case 2:
					b.Put(MakePos(x, 2), eval.White)
				}
			}
			for x := 0; x < width; x++ {
				if p := MakePos(x, 2); b.At(p) == Empty {
					for _, c := range []Color{eval.Black, eval.White} {
						if checkCaroCell(t, b, p, c, fmt.Sprintf("row code %d", code)) {
							wins++
						}
					}
				}
			}
		}
		assert.Greater(t, wins, total/20, "%v", r)
	}
}

// TestCaroWinAt checks hand-made lines through every stone of the run.
func TestCaroWinAt(t *testing.T) {
	cases := []struct {
		name         string
		row          string
		exact, over8 bool // wins under rule 9 and rule 8
	}{
		{"open five", "..xxxxx..", true, true},
		{"five blocked at one end", ".oxxxxx..", true, true},
		{"five blocked at both ends", ".oxxxxxo.", false, false},
		{"five with a gap before the blocker", "o.xxxxxo.", true, true},
		{"five against the edge and a blocker: the edge is no block", "xxxxxo...", true, true},
		{"five against both edges", "xxxxx", true, true},
		{"open overline", ".xxxxxx..", false, true},
		{"overline blocked at both ends", "oxxxxxxo.", false, true},
		{"overline against the edge", "xxxxxxo..", false, true},
		{"seven", "xxxxxxx..", false, true},
		{"four", ".xxxx....", false, false},
		{"split five is no five", "xxx.xx...", false, false},
	}
	for _, c := range cases {
		for _, r := range caroRules {
			want := c.exact
			if r == eval.CaroOverline {
				want = c.over8
			}
			for _, swap := range []bool{false, true} {
				row := []byte(c.row)
				mover := byte('x')
				if swap { // the same for white
					mover = 'o'
					for i, ch := range row {
						switch ch {
						case 'x':
							row[i] = 'o'
						case 'o':
							row[i] = 'x'
						}
					}
				}
				name := fmt.Sprintf("%s/%v/swap=%v", c.name, r, swap)
				for _, diag := range []bool{false, true} {
					b := caroLineBoard(t, r, string(row), diag)
					for i, ch := range row {
						if ch != mover {
							continue
						}
						// every stone of the run is judged alike
						p := caroLinePos(i, diag)
						assert.Equal(t, want, b.WinAt(p), "%s diag=%v: WinAt %v", name, diag, p)
						// and playing it as the last stone is judged the same
						without := caroWithout(t, b, p)
						c := Color(b.At(p) - 1)
						require.Equal(t, want, caroScan(without, r, p.X(), p.Y(), c), name)
						checkCaroCell(t, without, p, c, name)
					}
				}
			}
		}
	}
}

// caroLinePos is the cell of index i of a test line: along row 0, or along
// the main diagonal.
func caroLinePos(i int, diag bool) Pos {
	if diag {
		return MakePos(i, i)
	}
	return MakePos(i, 0)
}

// caroLineBoard draws a line on a square board exactly as long as the line
// (at least MinSize), along row 0 or the main diagonal, so that both ends of
// the line are the board's edges.
func caroLineBoard(t *testing.T, r eval.Rule, row string, diag bool) *Board {
	t.Helper()
	n := max(len(row), MinSize)
	b, err := NewBoard(n, n, r)
	require.NoError(t, err)
	for i, ch := range row {
		switch ch {
		case 'x':
			b.Put(caroLinePos(i, diag), eval.Black)
		case 'o':
			b.Put(caroLinePos(i, diag), eval.White)
		}
	}
	return b
}

// caroWithout returns a copy of b without the stone on p.
func caroWithout(t *testing.T, b *Board, p Pos) *Board {
	t.Helper()
	nb, err := NewBoard(b.Width(), b.Height(), b.Rule())
	require.NoError(t, err)
	for _, q := range b.Moves() {
		if q != p {
			nb.Put(q, Color(b.At(q)-1))
		}
	}
	return nb
}

// TestCaroRuleChecks runs the caro lines of the shared rule checks under
// both caro rules. In gomocupjudge-caro-specific black's 10,7 would make a
// five blocked at both ends (white on 5,7 and 11,7): no win, so black must
// stop white's open three on column 5 instead.
func TestCaroRuleChecks(t *testing.T) {
	n := 0
	for _, cp := range loadPositions(t, "rule_checks.txt") {
		if !cp.rule.IsCaro() {
			continue
		}
		for _, r := range caroRules {
			cp.rule = r
			t.Run(fmt.Sprintf("%s/%v", cp.id, r), func(t *testing.T) {
				b := cp.board(t)
				us := b.ToMove()
				var answers []Pos
				for _, a := range cp.answers {
					ps, err := parsePosList(a)
					require.NoError(t, err)
					answers = append(answers, ps...)
				}
				switch cp.id {
				case "gomocupjudge-all-caro":
					// an open four: both ends win
					for _, p := range answers {
						assert.True(t, b.IsWinningMove(p), "%v wins", p)
					}
					assert.Contains(t, answers, b.FivePoint(us))
				case "gomocupjudge-caro-specific":
					blocked := MakePos(10, 7)
					assert.False(t, b.IsWinningMove(blocked), "a five blocked at both ends is no win")
					assert.Equal(t, NoPos, b.FivePoint(us), "black has no five point")
					assert.Equal(t, NoPos, b.FivePoint(us.Opponent()), "white has no five point yet")
					b.Play(blocked)
					assert.False(t, b.WinAt(blocked))
					b.Undo()
					// white's open three on column 5: its ends are open-four points
					for _, p := range []Pos{MakePos(5, 5), MakePos(5, 9)} {
						assert.Equal(t, eval.ClassOpenFour, b.Class(p, us.Opponent()), "white at %v", p)
					}
					// and under freestyle the same move would win
					fs := cp
					fs.rule = eval.Freestyle
					assert.True(t, fs.board(t).IsWinningMove(blocked))
				default:
					t.Fatalf("no check written for %s", cp.id)
				}
				// every empty cell, both colours, against the rule
				for y := 0; y < b.Height(); y++ {
					for x := 0; x < b.Width(); x++ {
						if p := MakePos(x, y); b.At(p) == Empty {
							checkCaroCell(t, b, p, eval.Black, cp.id)
							checkCaroCell(t, b, p, eval.White, cp.id)
						}
					}
				}
			})
			n++
		}
	}
	assert.Equal(t, 4, n)
}

// TestGomocupCaroAdmission is the referee's caro admission check in its own
// notation: after h8 f8 g8 f9 i8 f7 j8 l8 black's k8 would be a five
// blocked at both ends, and the right answers stop white's three.
func TestGomocupCaroAdmission(t *testing.T) {
	for _, r := range caroRules {
		b, err := NewBoard(15, 15, r)
		require.NoError(t, err)
		for _, m := range []string{"h8", "f8", "g8", "f9", "i8", "f7", "j8", "l8"} {
			b.Play(MakePos(int(m[0]-'a'), mustAtoi(t, m[1:])-1))
		}
		k8 := MakePos(10, 7)
		assert.False(t, b.IsWinningMove(k8), "%v", r)
		assert.Equal(t, NoPos, b.FivePoint(eval.Black), "%v", r)
		for _, m := range []string{"f5", "f6", "f10", "f11"} {
			p := MakePos(int(m[0]-'a'), mustAtoi(t, m[1:])-1)
			assert.True(t, b.IsLegal(p), "%v %s", r, m)
		}
	}
}

// TestCaroRandomPositions compares the O(1) win answers and the referee
// scan with the rule on every empty cell of random dense positions, where
// blocked fives and overlines are common.
func TestCaroRandomPositions(t *testing.T) {
	games := 40
	switch {
	case raceEnabled:
		games = 5
	case testing.Short():
		games = 10
	}
	for _, r := range caroRules {
		rng := rand.New(rand.NewPCG(9, uint64(r)))
		wins, blockedFives, overlines := 0, 0, 0
		for g := 0; g < games; g++ {
			b, err := NewBoard(15, 15, r)
			require.NoError(t, err)
			for b.NumStones() < 70 {
				p := MakePos(4+rng.IntN(7), 4+rng.IntN(7))
				if rng.IntN(4) == 0 {
					p = MakePos(rng.IntN(15), rng.IntN(15))
				}
				if b.At(p) != Empty {
					continue
				}
				// nobody wins: the winning cell goes to the other side
				c := b.ToMove()
				if caroScan(b, r, p.X(), p.Y(), c) {
					c = c.Opponent()
					if caroScan(b, r, p.X(), p.Y(), c) {
						continue
					}
				}
				b.Put(p, c)
				b.SetToMove(c.Opponent())
				if b.NumStones()%2 == 0 {
					for y := 0; y < 15; y++ {
						for x := 0; x < 15; x++ {
							if q := MakePos(x, y); b.At(q) == Empty {
								for _, cc := range []Color{eval.Black, eval.White} {
									if checkCaroCell(t, b, q, cc, fmt.Sprintf("game %d", g)) {
										wins++
									}
									n, blocked := caroRuns(b, x, y, cc)
									for d := range n {
										if n[d] == 5 && blocked[d] == 2 {
											blockedFives++
										}
										if n[d] > 5 {
											overlines++
										}
									}
								}
							}
						}
					}
				}
			}
		}
		t.Logf("%v: %d winning cells, %d blocked fives, %d overlines seen", r, wins, blockedFives, overlines)
		assert.Greater(t, wins, 50*games, "%v", r)
		assert.Greater(t, blockedFives, 3*games, "%v", r)
		assert.Greater(t, overlines, 3*games, "%v", r)
	}
}
