package engine

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkPosition is one line of the shared position format (see
// /work/shared/data/README.md):
// <id> <size> <rule> <tomove> <black> <white> <answers> <info>.
type checkPosition struct {
	id           string
	size         int
	rule         eval.Rule
	toMove       Color
	black, white []Pos
	answers      []string // as written; "!x,y" is a move that must not be played
}

func parsePosList(s string) ([]Pos, error) {
	if s == "-" {
		return nil, nil
	}
	var out []Pos
	for _, f := range strings.Split(s, ";") {
		xs, ys, ok := strings.Cut(strings.TrimPrefix(f, "!"), ",")
		x, err1 := strconv.Atoi(xs)
		y, err2 := strconv.Atoi(ys)
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad cell %q", f)
		}
		out = append(out, MakePos(x, y))
	}
	return out, nil
}

// loadPositions reads a position file from testdata.
func loadPositions(tb testing.TB, name string) []checkPosition {
	tb.Helper()
	f, err := os.Open("testdata/" + name)
	require.NoError(tb, err)
	defer f.Close()
	var out []checkPosition
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line) // the info field may hold spaces
		require.GreaterOrEqual(tb, len(fs), 7, "line %q", line)
		cp := checkPosition{id: fs[0], toMove: eval.Black}
		cp.size, err = strconv.Atoi(fs[1])
		require.NoError(tb, err, line)
		var ok bool
		cp.rule, ok = eval.ParseRuleName(fs[2])
		require.True(tb, ok, "rule of %q", line)
		if fs[3] == "w" {
			cp.toMove = eval.White
		}
		cp.black, err = parsePosList(fs[4])
		require.NoError(tb, err, line)
		cp.white, err = parsePosList(fs[5])
		require.NoError(tb, err, line)
		if fs[6] != "-" {
			cp.answers = strings.Split(fs[6], ";")
		}
		out = append(out, cp)
	}
	require.NoError(tb, sc.Err())
	require.NotEmpty(tb, out)
	return out
}

// board sets the position up with the side to move given.
func (cp checkPosition) board(tb testing.TB) *Board {
	tb.Helper()
	b, err := NewBoard(cp.size, cp.size, cp.rule)
	require.NoError(tb, err)
	for _, p := range cp.black {
		b.Put(p, eval.Black)
	}
	for _, p := range cp.white {
		b.Put(p, eval.White)
	}
	b.SetToMove(cp.toMove)
	return b
}

// renjuPicture sets up a 15x15 renju board with the picture in its top left
// corner: 'x' black, 'o' white, '.' empty, '*' the empty cell under test
// (returned; NoPos without one). Black is to move.
func renjuPicture(t *testing.T, rows ...string) (*Board, Pos) {
	t.Helper()
	b, err := NewBoard(15, 15, eval.Renju)
	require.NoError(t, err)
	target := NoPos
	for y, row := range rows {
		require.LessOrEqual(t, len(row), 15)
		for x, ch := range row {
			switch ch {
			case 'x':
				b.Put(MakePos(x, y), eval.Black)
			case 'o':
				b.Put(MakePos(x, y), eval.White)
			case '*':
				target = MakePos(x, y)
			case '.':
			default:
				t.Fatalf("bad picture character %q", ch)
			}
		}
	}
	return b, target
}

// boardSnapshot is everything observable about a board: the stones, the
// side to move, the key, the move history and the whole pattern state
// (stale values of occupied cells included).
type boardSnapshot struct {
	cells   [MaxCells]Stone
	lines   [numDirs][maxLines][2]uint64
	key     uint64
	toMove  Color
	moves   []Pos
	pattern patternState
}

func snapshot(b *Board) boardSnapshot {
	return boardSnapshot{cells: b.cells, lines: b.lines, key: b.key, toMove: b.toMove,
		moves: b.Moves(), pattern: b.patternState}
}

func requireSameSnapshot(t *testing.T, want, got boardSnapshot, msg string) {
	t.Helper()
	require.Equal(t, want.cells, got.cells, "%s: cells", msg)
	require.Equal(t, want.lines, got.lines, "%s: lines", msg)
	require.Equal(t, want.key, got.key, "%s: key", msg)
	require.Equal(t, want.toMove, got.toMove, "%s: side to move", msg)
	require.Equal(t, want.moves, got.moves, "%s: moves", msg)
	require.True(t, want.pattern == got.pattern, "%s: pattern state changed", msg)
}

// renjuStats counts what a comparison with the reference saw.
type renjuStats struct {
	positions, cells   int
	candidates         int // black ClassForbidden cells
	doubleThreeChecks  int // candidates decided by playing (no overline, no double four)
	fakeDoubleThree    int // of those, legal after all
	forbidden          int
	overline, fourFour int
	maxRefDepth        int
}

func (s renjuStats) String() string {
	return fmt.Sprintf("%d positions, %d empty cells, %d candidates (%d overline, %d double-four, %d double-three candidates of which %d false), %d forbidden, reference recursion depth up to %d",
		s.positions, s.cells, s.candidates, s.overline, s.fourFour, s.doubleThreeChecks, s.fakeDoubleThree,
		s.forbidden, s.maxRefDepth)
}

// compareWithReference checks every empty cell of b: black's four line
// patterns against the reference shapes, and ForbiddenPoints against the
// reference judge. It also checks that asking left the board untouched.
func compareWithReference(t *testing.T, b *Board, label string, st *renjuStats) {
	t.Helper()
	before := snapshot(b)
	got := b.ForbiddenPoints()
	requireSameSnapshot(t, before, snapshot(b), label+": ForbiddenPoints")
	gotSet := map[Pos]bool{}
	for _, p := range got {
		require.False(t, gotSet[p], "%s: %v listed twice", label, p)
		gotSet[p] = true
	}
	r := refFromBoard(b)
	st.positions++
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := MakePos(x, y)
			if b.At(p) != Empty {
				require.False(t, gotSet[p], "%s: occupied %v listed", label, p)
				continue
			}
			st.cells++
			// line patterns: the table's view of each line against the reference
			r.set(x, y, refBlack)
			for d := 0; d < numDirs; d++ {
				want := refPattern(r.line(x, y, d))
				have := b.Patterns(p, eval.Black).Get(d).Base() // the reference does not count ways to grow
				if want == eval.Dead && have >= eval.F3 || want != eval.Dead && have != want {
					t.Fatalf("%s: black pattern of %v direction %d is %v, reference %v (dead = weaker than F3)\n%s",
						label, p, d, have, want, pictureOf(b, p))
				}
			}
			r.set(x, y, refEmpty)

			r.depth, r.maxDepth = 0, 0
			want := r.forbidden(x, y)
			st.maxRefDepth = max(st.maxRefDepth, r.maxDepth)
			if want != gotSet[p] {
				t.Fatalf("%s: ForbiddenPoints has %v: %v, reference forbidden: %v\n%s", label, p, gotSet[p], want, pictureOf(b, p))
			}
			if b.Class(p, eval.Black) == eval.ClassForbidden {
				st.candidates++
				sure, _ := b.renjuSure(p)
				set := b.Patterns(p, eval.Black)
				switch {
				case !sure:
					st.doubleThreeChecks++
					if !want {
						st.fakeDoubleThree++
					}
				case slices.Contains(setPatterns(set), eval.Overline):
					st.overline++
				default:
					st.fourFour++
				}
			} else if want {
				t.Fatalf("%s: %v forbidden but not a candidate\n%s", label, p, pictureOf(b, p))
			}
			if want {
				st.forbidden++
			}
			// the same answer one cell at a time, whoever is to move
			if b.renjuForbidden(p) != want {
				t.Fatalf("%s: renjuForbidden(%v) disagrees with ForbiddenPoints", label, p)
			}
		}
	}
	requireSameSnapshot(t, before, snapshot(b), label+": renjuForbidden")
}

func setPatterns(s eval.PatternSet) []eval.Pattern {
	return []eval.Pattern{s.Get(0), s.Get(1), s.Get(2), s.Get(3)}
}

// pictureOf draws the board for failure messages, '*' on p.
func pictureOf(b *Board, p Pos) string {
	var sb strings.Builder
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			q := MakePos(x, y)
			switch {
			case q == p:
				sb.WriteByte('*')
			case b.At(q) == BlackStone:
				sb.WriteByte('x')
			case b.At(q) == WhiteStone:
				sb.WriteByte('o')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// randomRenjuGame plays a random legal renju game on 15x15 (black never
// fouls, nobody makes five), dense around the centre so that threes and
// fours pile up, and calls visit after every move. The reference judges
// legality, so the positions do not depend on the code under test.
func randomRenjuGame(t testing.TB, rng *rand.Rand, visit func(b *Board)) {
	b, err := NewBoard(15, 15, eval.Renju)
	require.NoError(t, err)
	r := newRefBoard(15, 15)
	radius := 2 + rng.IntN(4)          // black plays in a 5x5 to 11x11 square
	whiteSpread := rng.Float64() * 0.7 // how often white plays anywhere
	target := 25 + rng.IntN(70)
	fails := 0
	for b.NumStones() < target && fails < 300 {
		c := b.ToMove()
		var x, y int
		if c == eval.White && rng.Float64() < whiteSpread {
			x, y = rng.IntN(15), rng.IntN(15)
		} else {
			x, y = 7-radius+rng.IntN(2*radius+1), 7-radius+rng.IntN(2*radius+1)
		}
		stone := refBlack
		if c == eval.White {
			stone = refWhite
		}
		if r.at(x, y) != refEmpty || r.refWins(x, y, stone) || (c == eval.Black && r.forbidden(x, y)) {
			fails++
			continue
		}
		b.Play(MakePos(x, y))
		r.set(x, y, stone)
		visit(b)
	}
}

// renjuGames is the number of random games the property tests play: fewer
// with -short or under the race detector.
func renjuGames() int {
	switch {
	case raceEnabled:
		return 4
	case testing.Short():
		return 25
	}
	return 120
}

// TestRenjuForbiddenMatchesReference compares ForbiddenPoints and the line
// patterns with the reference on every empty cell of random dense renju
// positions, with either side to move.
func TestRenjuForbiddenMatchesReference(t *testing.T) {
	games := renjuGames()
	rng := rand.New(rand.NewPCG(2024, 6))
	var st renjuStats
	for g := 0; g < games; g++ {
		randomRenjuGame(t, rng, func(b *Board) {
			compareWithReference(t, b, fmt.Sprintf("game %d move %d", g, b.NumStones()), &st)
		})
	}
	t.Log(st)
	assert.Greater(t, st.cells, 4000*games)
	assert.Greater(t, st.doubleThreeChecks, 10*games)
	assert.Greater(t, st.fakeDoubleThree, 2*games, "the positions must hold false double threes")
	assert.Greater(t, st.overline, 2*games)
	assert.Greater(t, st.fourFour, 5*games)
}

// depthNeeded returns the smallest stone limit from which the double-three
// check of the candidate p gives the answer of the full limit.
func depthNeeded(b *Board, p Pos) int {
	want := b.renjuForbiddenLimit(p, renjuMaxDepth)
	need := renjuMaxDepth
	for l := renjuMaxDepth - 1; l >= 1 && b.renjuForbiddenLimit(p, l) == want; l-- {
		need = l
	}
	return need
}

// TestRenjuDepthNeeded measures how many stones deep the double-three check
// must look: on real positions, and on the random dense clusters, which
// must stay well inside renjuMaxDepth.
func TestRenjuDepthNeeded(t *testing.T) {
	hist := func(boards func(visit func(b *Board))) (map[int]int, int) {
		h := map[int]int{}
		deepest := 0
		boards(func(b *Board) {
			for _, p := range b.ClassCells(eval.Black, eval.ClassForbidden).AppendTo(nil) {
				if sure, _ := b.renjuSure(p); !sure {
					n := depthNeeded(b, p)
					h[n]++
					deepest = max(deepest, n)
				}
			}
		})
		return h, deepest
	}
	real, deepReal := hist(func(visit func(b *Board)) {
		for _, cp := range loadPositions(t, "renju_positions.txt") {
			visit(cp.board(t))
		}
	})
	t.Logf("real positions: stones needed -> candidates %v", real)
	assert.LessOrEqual(t, deepReal, 4)
	games := renjuGames()
	rng := rand.New(rand.NewPCG(2024, 6))
	random, deepRandom := hist(func(visit func(b *Board)) {
		for g := 0; g < games; g++ {
			randomRenjuGame(t, rng, visit)
		}
	})
	t.Logf("random dense positions: stones needed -> candidates %v", random)
	assert.Less(t, deepRandom, renjuMaxDepth/2)
}

// TestRenjuRealPositions compares with the reference on positions from a
// published renju puzzle collection (the ones with the most candidates).
func TestRenjuRealPositions(t *testing.T) {
	var st renjuStats
	for _, cp := range loadPositions(t, "renju_positions.txt") {
		b := cp.board(t)
		compareWithReference(t, b, cp.id, &st)
		b.SetToMove(cp.toMove.Opponent())
		compareWithReference(t, b, cp.id+" other side to move", &st)
	}
	t.Log(st)
	assert.Greater(t, st.candidates, 400)
}

// TestRenjuRuleChecks runs the renju lines of the shared rule checks: a
// "!x,y" answer must be forbidden for black, the other answers of a black
// move must be legal, and the whole forbidden set must match the reference.
func TestRenjuRuleChecks(t *testing.T) {
	n := 0
	for _, cp := range loadPositions(t, "rule_checks.txt") {
		if cp.rule != eval.Renju {
			continue
		}
		t.Run(cp.id, func(t *testing.T) {
			b := cp.board(t)
			var st renjuStats
			compareWithReference(t, b, cp.id, &st)
			forb := b.ForbiddenPoints()
			for _, a := range cp.answers {
				ps, err := parsePosList(a)
				require.NoError(t, err)
				p := ps[0]
				if strings.HasPrefix(a, "!") {
					assert.Contains(t, forb, p, "%s must be forbidden", a)
					if cp.toMove == eval.Black {
						assert.True(t, b.IsForbidden(p))
						assert.False(t, b.IsLegal(p))
					}
					n++
				} else if cp.toMove == eval.Black {
					assert.True(t, b.IsLegal(p), "answer %s must be legal", a)
					assert.NotContains(t, forb, p)
				}
			}
		})
	}
	assert.Equal(t, 4, n, "forbidden answers checked")
}

// TestGomocupRenjuAdmission is the referee's renju admission check in its
// own notation: after h8 h9 i7 i9 h10 i6 i11 i12, black must not play g9.
func TestGomocupRenjuAdmission(t *testing.T) {
	b, err := NewBoard(15, 15, eval.Renju)
	require.NoError(t, err)
	for _, m := range []string{"h8", "h9", "i7", "i9", "h10", "i6", "i11", "i12"} {
		b.Play(MakePos(int(m[0]-'a'), mustAtoi(t, m[1:])-1))
	}
	g9 := MakePos(6, 8)
	assert.Equal(t, eval.Black, b.ToMove())
	assert.True(t, b.IsForbidden(g9))
	assert.Equal(t, []Pos{g9}, b.ForbiddenPoints())
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	require.NoError(t, err)
	return n
}

// TestRenjuClassicCases are hand-made positions with the verdict worked out
// by hand; each is also compared with the reference.
func TestRenjuClassicCases(t *testing.T) {
	cases := []struct {
		name      string
		forbidden bool
		rows      []string
	}{
		{"double three", true, []string{
			"..........",
			"..........",
			"......x...",
			"......x...",
			"....xx*...",
		}},
		{"three blocked by white and a three: legal", false, []string{
			"..........",
			"..........",
			"......x...",
			"......x...",
			"...oxx*...",
		}},
		{"white one step away does not block: double three", true, []string{
			"..........",
			"..........",
			"......x...",
			"......x...",
			"..o.xx*...",
		}},
		{"three blocked by the board edge and a three: legal", false, []string{
			"..........",
			"..........",
			"..x.......",
			"..x.......",
			"xx*.......",
		}},
		{"one cell from the edge it is a three: double three", true, []string{
			"..........",
			"..........",
			"...x......",
			"...x......",
			".xx*......",
		}},
		{"split three and a three: double three", true, []string{
			"..........",
			"..........",
			"......x...",
			"......x...",
			"...x.x*...",
		}},
		{"four-three: legal", false, []string{
			"..........",
			"..........",
			"......x...",
			"......x...",
			"..oxxx*...",
		}},
		{"open four and three: legal", false, []string{
			"..........",
			"..........",
			"......x...",
			"......x...",
			"...xxx*...",
		}},
		{"four-four on two lines", true, []string{
			"......o...",
			"......x...",
			"......x...",
			"......x...",
			"..oxxx*...",
		}},
		{"four-four on one line: x.x*x.x", true, []string{
			"..........",
			"..x.x*x.x.",
		}},
		{"four-four on one line: xx.x*.xx", true, []string{
			"..........",
			".xx.x*.xx.",
		}},
		{"four-four on one line: xxx.*.xxx", true, []string{
			"..........",
			"xxx.*.xxx.",
		}},
		{"straight four is one four: legal", false, []string{
			"..........",
			"..xx*x....",
		}},
		{"overline", true, []string{
			"..........",
			".xx*xxx...",
		}},
		{"five beats an overline on another line", false, []string{
			"..........",
			"..........",
			"......x...",
			"......x...",
			"......x...",
			"..xxxx*...",
			"......x...",
			"......x...",
		}},
		{"five beats a double four", false, []string{
			"..........",
			"..o.......",
			"...x..x...",
			"....x.x...",
			".....xx...",
			"...xxx*o..",
			"......x...",
		}},
		{"six through the cell is no five: overline", true, []string{
			"..........",
			"..xxxx*x..",
		}},
		{"false double three: the only four point makes an overline", false, []string{
			"...............",
			"...............",
			"...............",
			".......o.......",
			"...............",
			".......x.......",
			".......x.......",
			".....xx*.......",
			".....xx.xxx....",
		}},
		{"four with a true and a false three: a legal four-three", false, []string{
			"...............",
			"...............",
			"...............",
			".......o.......",
			"..........o....",
			".......x.x.....",
			".......xx......",
			".....xx*.......",
			".....xx.xxx....",
		}},
		{"the same with the four point free: double three", true, []string{
			"...............",
			"...............",
			"...............",
			".......o.......",
			"...............",
			".......x.......",
			".......x.......",
			".....xx*.......",
			".....xx..xx....",
		}},
		{"false double three: the only four point makes four-four", false, []string{
			"...............",
			"...............",
			"...............",
			".......o.......",
			"...............",
			".......x.......",
			".....o.x.......",
			".....xx*.......",
			"...oxxx........",
			"........x......",
			".........x.....",
		}},
		{"false double three: both four points of a three make overlines", false, []string{
			"...............",
			"...............",
			"...............",
			"...............",
			"....x...x......",
			"....x..xx......",
			"....x..xx......",
			".....xx*.......",
			"....x...x......",
			"....x...x......",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, p := renjuPicture(t, c.rows...)
			require.NotEqual(t, NoPos, p)
			r := refFromBoard(b)
			require.Equal(t, c.forbidden, r.forbidden(p.X(), p.Y()), "reference\n%s", pictureOf(b, p))
			assert.Equal(t, c.forbidden, b.IsForbidden(p), "IsForbidden\n%s", pictureOf(b, p))
			assert.Equal(t, !c.forbidden, b.IsLegal(p))
			assert.Equal(t, c.forbidden, slices.Contains(b.ForbiddenPoints(), p))
			var st renjuStats
			compareWithReference(t, b, c.name, &st)
			b.SetToMove(eval.White)
			assert.False(t, b.IsForbidden(p), "white is never forbidden")
			assert.Equal(t, c.forbidden, slices.Contains(b.ForbiddenPoints(), p), "whoever is to move")
		})
	}
}

// TestRenjuRecursion: positions (found by the random games) where the
// verdict needs the recursion: a three's four point is itself a
// double-three candidate, whose own threes must be checked in turn.
func TestRenjuRecursion(t *testing.T) {
	cases := []struct {
		name      string
		forbidden bool
		stones    int // the stone limit the verdict needs
		rows      []string
	}{
		{"a four point that is a false double three keeps the three real", true, 2, []string{
			".........o.....",
			"...............",
			"..o............",
			"...............",
			"..o............",
			".....x.........",
			".......x.x.....",
			".....o.x*......",
			"......x..x.....",
			"......x..x...o.",
			"............o..",
			"...............",
			"..............o",
		}},
		{"three levels deep: legal", false, 3, []string{
			"...............",
			"..............o",
			".............o.",
			"...............",
			"...............",
			".......x.x.....",
			".o...ooxxx.....",
			"......xx.*.....",
			"......x..x.....",
			"......xxx.o....",
			".........o....o",
			"....o..........",
			".............o.",
			".....o.........",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, p := renjuPicture(t, c.rows...)
			require.Equal(t, eval.ClassForbidden, b.Class(p, eval.Black))
			sure, _ := b.renjuSure(p)
			require.False(t, sure, "a double-three candidate")
			r := refFromBoard(b)
			require.Equal(t, c.forbidden, r.forbidden(p.X(), p.Y()), "reference")
			assert.Equal(t, c.forbidden, b.IsForbidden(p))
			assert.Equal(t, c.stones, depthNeeded(b, p))
			assert.NotEqual(t, c.forbidden, b.renjuForbiddenLimit(p, c.stones-1), "one stone less gets it wrong")
			var st renjuStats
			compareWithReference(t, b, c.name, &st)
		})
	}
}

// TestRenjuFiveTakesPrecedence: a black five is legal and wins even when
// the same move makes an overline or a double four elsewhere.
func TestRenjuFiveTakesPrecedence(t *testing.T) {
	b, p := renjuPicture(t,
		"..........",
		"..........",
		"......x...",
		"......x...",
		"......x...",
		"..xxxx*...",
		"......x...",
		"......x...",
	)
	assert.Equal(t, eval.ClassFive, b.Class(p, eval.Black))
	assert.True(t, b.IsWinningMove(p))
	assert.True(t, b.IsLegal(p))
	assert.NotContains(t, b.ForbiddenPoints(), p)
	b.Play(p)
	assert.True(t, b.WinAt(p))
}

// TestRenjuOnlyBlackAndOnlyRenju: other rules and white have no forbidden
// points.
func TestRenjuOnlyBlackAndOnlyRenju(t *testing.T) {
	rows := []string{"..........", "......x...", "......x...", "....xx*..."}
	for _, r := range allRules {
		b := boardFromPicture(t, r, append(rows, "..........", "..........")...)
		p := MakePos(6, 3)
		if r == eval.Renju {
			assert.Equal(t, []Pos{p}, b.ForbiddenPoints())
			assert.True(t, b.IsForbidden(p))
		} else {
			assert.Empty(t, b.ForbiddenPoints(), "%s", r)
			assert.False(t, b.IsForbidden(p), "%s", r)
			assert.True(t, b.IsLegal(p), "%s", r)
		}
	}
}

// TestRenjuForbiddenIsReadOnly asks the forbidden points of one board from
// several goroutines at once: the check never writes to the board, so the
// race detector has nothing to report and every answer is the same.
func TestRenjuForbiddenIsReadOnly(t *testing.T) {
	positions := loadPositions(t, "renju_positions.txt")[:20]
	for _, cp := range positions {
		b := cp.board(t)
		want := b.ForbiddenPoints()
		before := snapshot(b)
		var wg sync.WaitGroup
		results := make([][]Pos, 4)
		for g := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 5 {
					results[g] = b.ForbiddenPoints()
					for _, p := range b.ClassCells(eval.Black, eval.ClassForbidden).AppendTo(nil) {
						_ = b.IsLegal(p)
					}
				}
			}()
		}
		wg.Wait()
		for _, got := range results {
			assert.Equal(t, want, got, cp.id)
		}
		requireSameSnapshot(t, before, snapshot(b), cp.id)
	}
}

// renjuBenchCells collects real renju positions and the candidate cells
// (black ClassForbidden) in them.
type renjuBenchCell struct {
	b *Board
	p Pos
}

func renjuBenchCells(tb testing.TB, onlyDoubleThree bool) []renjuBenchCell {
	var out []renjuBenchCell
	add := func(b *Board) {
		for _, p := range b.ClassCells(eval.Black, eval.ClassForbidden).AppendTo(nil) {
			if sure, _ := b.renjuSure(p); onlyDoubleThree && sure {
				continue
			}
			out = append(out, renjuBenchCell{b, p})
		}
	}
	for _, cp := range loadPositions(tb, "renju_positions.txt") {
		add(cp.board(tb))
	}
	return out
}

// BenchmarkRenjuForbidden measures one forbidden check of a candidate cell
// (a black ClassForbidden cell: the only cells that need work) on the
// positions of testdata/renju_positions.txt. ns/op is per checked cell.
func BenchmarkRenjuForbidden(b *testing.B) {
	for _, bc := range []struct {
		name string
		only bool
	}{{"candidates", false}, {"double-three", true}} {
		b.Run(bc.name, func(b *testing.B) {
			cells := renjuBenchCells(b, bc.only)
			b.ResetTimer()
			n := 0
			for i := 0; i < b.N; i++ {
				c := cells[i%len(cells)]
				if c.b.renjuForbidden(c.p) {
					n++
				}
			}
			b.ReportMetric(float64(len(cells)), "cells")
			if n < 0 {
				b.Fatal()
			}
		})
	}
	b.Run("ForbiddenPoints", func(b *testing.B) {
		var boards []*Board
		for _, cp := range loadPositions(b, "renju_positions.txt") {
			boards = append(boards, cp.board(b))
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			_ = boards[i%len(boards)].ForbiddenPoints()
		}
	})
}
