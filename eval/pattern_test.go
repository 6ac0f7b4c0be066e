package eval

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// windowKey turns a picture of a line into a window key. '*' is the centre
// (the cell being played), 'x' black, 'o' white, '.' empty, '|' off the
// board; cells the picture does not reach are empty.
func windowKey(t *testing.T, line string) uint32 {
	t.Helper()
	c := strings.IndexByte(line, '*')
	require.GreaterOrEqual(t, c, 0, "picture %q has no centre", line)
	var black, white uint64
	for i := 0; i < WindowSize; i++ {
		j := c - WindowCentre + i
		if i == WindowCentre {
			continue
		}
		ch := byte('.')
		switch {
		case j < 0 && line[0] == '|':
			ch = '|'
		case j >= len(line) && line[len(line)-1] == '|':
			ch = '|'
		case j >= 0 && j < len(line):
			ch = line[j]
		}
		switch ch {
		case 'x':
			black |= 1 << uint(i)
		case 'o':
			white |= 1 << uint(i)
		case '|':
			black |= 1 << uint(i)
			white |= 1 << uint(i)
		case '.':
		default:
			t.Fatalf("bad cell %q in %q", line[j], line)
		}
	}
	return Key(black, white)
}

func blackPattern(t *testing.T, r Rule, line string) Pattern {
	b, _ := ForRule(r).Line.Lookup(windowKey(t, line))
	return b
}

func whitePattern(t *testing.T, r Rule, line string) Pattern {
	_, w := ForRule(r).Line.Lookup(windowKey(t, line))
	return w
}

func TestLinePatternsAllRules(t *testing.T) {
	cases := []struct {
		line string
		want Pattern
	}{
		{"....*....", F1},
		{"|*....", B1},
		{"|*...|", Dead},
		{"|..*.|", Dead},
		{"...x*....", F2},
		{"..x.*....", F2},
		{"|x*...", B2},
		{"...xx*...", F3},
		{"..x.x*...", F3},
		{"..xx.*...", F3},
		{"oxx*....", B3},
		{"|xx*...", B3},
		{"o.xx*.o", B3}, // five cells between the o's: a four at most
		{"..xxx*...", F4},
		{"oxxx*.", B4},
		{"oxxx*|", Dead},
		{"x.x*x.", B4}, // x.xxx.: the gap makes the five; right end open too but no straight four
		{"|x.x*x.", B4},
		{"..xx*x...", F4},
		{"xxxx*", Five},
		{"x.x*x.x", F4}, // two fours on one line win like a free four
		{"|xxx*.", B4},
		{"o*xxx.o", B4},
	}
	for _, r := range []Rule{Freestyle, Standard, Renju, CaroExact, CaroOverline} {
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s/%s", r, c.line), func(t *testing.T) {
				want := c.want
				if r == Renju && c.line == "x.x*x.x" {
					want = DoubleFourLine // forbidden for black in renju
				}
				if r.IsCaro() && c.line == "o*xxx.o" {
					want = Dead // the only five is blocked at both ends
				}
				if r.IsCaro() && c.line == "o.xx*.o" {
					want = Dead // the only five would be blocked at both ends
				}
				assert.Equal(t, want, blackPattern(t, r, c.line).Base(), "black")
				// the same picture with colours swapped, for white
				swapped := strings.Map(func(ch rune) rune {
					switch ch {
					case 'x':
						return 'o'
					case 'o':
						return 'x'
					}
					return ch
				}, c.line)
				wantWhite := c.want
				if r.IsCaro() && (c.line == "o*xxx.o" || c.line == "o.xx*.o") {
					wantWhite = Dead
				}
				assert.Equal(t, wantWhite, whitePattern(t, r, swapped).Base(), "white")
			})
		}
	}
}

func TestWaysToGrow(t *testing.T) {
	cases := []struct {
		line string
		want Pattern
	}{
		{"....x*....", F2x4}, // ..xx.. with room: two cells each side
		{"|x*....", B2},      // against the edge: a blocked two
		{"|.x*....", F2x2},   // xxx against the edge is blocked: only x*x. and x*.x count
		{"o..x*..o", F2x2},   // only .xxx. shapes with room: two of the four ways
		{"...xx*...", F3x2},  // .xxx. with room: both ends make a straight four
		{"o.xx*..", F3},      // one end closed by the o: only the right end
		{"..x.x*...", F3},    // a split three: only the gap makes a straight four
		{"..xx.*...", F3},    // xx.x: only the gap
		{"..x.*....", F2x3},  // x.*: the gap, the right neighbour and xx.* (x.x.x is no free three)
		{"|..x*.o", B2},      // five cells between wall and o: no free shape fits
	}
	for _, c := range cases {
		assert.Equal(t, c.want, blackPattern(t, Freestyle, c.line), c.line)
		assert.Equal(t, c.want.Base(), c.want.Base().Base(), "Base is idempotent")
	}
	for p := Dead; p < NumPatterns; p++ {
		switch p {
		case F2x2, F2x3, F2x4:
			assert.Equal(t, F2, p.Base())
		case F3x2:
			assert.Equal(t, F3, p.Base())
		default:
			assert.Equal(t, p, p.Base())
		}
	}
}

func TestOverlines(t *testing.T) {
	// freestyle: six in a row wins
	assert.Equal(t, Five, blackPattern(t, Freestyle, "xxx*xx"))
	// standard: six wins nothing, for either colour
	assert.Equal(t, Dead, blackPattern(t, Standard, "xxx*xx"))
	assert.Equal(t, Dead, whitePattern(t, Standard, "ooo*oo"))
	// renju: black's overline is forbidden, white's wins
	assert.Equal(t, Overline, blackPattern(t, Renju, "xxx*xx"))
	assert.Equal(t, Five, whitePattern(t, Renju, "ooo*oo"))
	// caro 8 lets an overline win, caro 9 does not
	assert.Equal(t, Five, blackPattern(t, CaroOverline, "xxx*xx"))
	assert.Equal(t, Dead, blackPattern(t, CaroExact, "xxx*xx"))

	// a four whose other end would make six: only one five point under the
	// exact-five rules, a free four in freestyle
	assert.Equal(t, F4, blackPattern(t, Freestyle, "x.xx*x.."))
	assert.Equal(t, B4, blackPattern(t, Standard, "x.xx*x.."))
	assert.Equal(t, B4, blackPattern(t, Renju, "x.xx*x.."))
	assert.Equal(t, F4, whitePattern(t, Renju, "o.oo*o.."))

	// a three whose straight four on one side would run into a stone: the
	// other side still makes it free
	assert.Equal(t, F3, blackPattern(t, Standard, "x..xx*...").Base())
	// ...but when the other side is blocked, only freestyle keeps it free
	assert.Equal(t, F3, blackPattern(t, Freestyle, "x..xx*.o").Base())
	assert.Equal(t, B3, blackPattern(t, Standard, "x..xx*.o"))
	assert.Equal(t, B3, blackPattern(t, Renju, "x..xx*.o"))
	assert.Equal(t, F3, whitePattern(t, Renju, "o..oo*.x").Base())
}

func TestCaroBlocks(t *testing.T) {
	// exact five blocked at both ends by the opponent wins nothing
	assert.Equal(t, Dead, blackPattern(t, CaroExact, "oxx*xxo"))
	assert.Equal(t, Dead, blackPattern(t, CaroOverline, "oxx*xxo"))
	assert.Equal(t, Five, blackPattern(t, Freestyle, "oxx*xxo"))
	// the board edge is not a block
	assert.Equal(t, Five, blackPattern(t, CaroExact, "|xx*xxo"))
	assert.Equal(t, Five, blackPattern(t, CaroExact, "|xx*xx|"))
	// a four between an opponent stone and an empty cell is a four whose five
	// is blocked on one side only
	assert.Equal(t, B4, blackPattern(t, CaroExact, "oxx*x."))
	// a free-looking four next to an opponent stone is no free four: the
	// far five point's stone leaves the near five blocked at both ends
	// (.xxxx.o: white at the left point, and xxxxx between o and o wins
	// nothing), so one stone answers it
	assert.Equal(t, B4, blackPattern(t, CaroExact, "..xx*x.o"))
	assert.Equal(t, B4, blackPattern(t, CaroOverline, "..xx*x.o"))
	assert.Equal(t, B4, blackPattern(t, CaroExact, "o.xx*x.|"))
	assert.Equal(t, F4, blackPattern(t, Freestyle, "..xx*x.o"))
	// with room on both sides it stays free
	assert.Equal(t, F4, blackPattern(t, CaroExact, "..xx*x.."))
	assert.Equal(t, F4, blackPattern(t, CaroExact, "|.xx*x.|"))
	assert.Equal(t, Dead, blackPattern(t, CaroExact, "o.xx*xo")) // its only five is boxed in
	assert.Equal(t, B4, blackPattern(t, Freestyle, "o.xx*xo"))
}

func TestRenjuStraightFourVersusTwoFours(t *testing.T) {
	assert.Equal(t, F4, blackPattern(t, Renju, "..xx*x.."))
	assert.Equal(t, DoubleFourLine, blackPattern(t, Renju, "xx.x*.xx"))
	assert.Equal(t, F4, whitePattern(t, Renju, "oo.o*.oo"))
	// a four whose second five point would make six: one five point for black
	assert.Equal(t, B4, blackPattern(t, Renju, ".xxx*.x"))
	assert.Equal(t, F4, whitePattern(t, Renju, ".ooo*.o"))
}

func TestLineTableOnlyFillsBoardWindows(t *testing.T) {
	// a wall in the middle of a window never occurs on a board
	var black, white uint64 = 1 << 7, 1 << 7
	b, w := ForRule(Freestyle).Line.Lookup(Key(black, white))
	assert.Equal(t, Dead, b)
	assert.Equal(t, Dead, w)
}

// TestFreestyleIgnoresWindowEnds checks what the board's star update
// relies on under freestyle (it skips the cells five steps from a stone):
// the line table's entry of every board-possible window is the same
// whatever holds the window's two end cells.
func TestFreestyleIgnoresWindowEnds(t *testing.T) {
	table := ForRule(Freestyle).Line
	// the end cells' bits in each ten-bit half of a key, and those of the
	// cells next to them
	const ends, inner = 1 | 1<<9, 1<<1 | 1<<8
	checked := 0
	for _, l := range sideConfigs() {
		for _, r := range sideConfigs() {
			b := l.black | mirror5(r.black)<<5
			w := l.white | mirror5(r.white)<<5
			if b&w&inner != 0 {
				continue // a wall next to the end: the end is a wall too
			}
			k := b | w<<10
			bare := k &^ (ends | ends<<10)
			require.Equal(t, table[bare], table[k], "window %020b", k)
			checked++
		}
	}
	assert.Greater(t, checked, 50_000)
}
