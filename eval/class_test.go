package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCombineClasses(t *testing.T) {
	cases := []struct {
		patterns   [4]Pattern
		free, renB Class // unrestricted, and renju black
	}{
		{[4]Pattern{Five, Dead, Dead, Dead}, ClassFive, ClassFive},
		{[4]Pattern{Five, Overline, F4, B4}, ClassFive, ClassFive}, // a five beats every foul
		{[4]Pattern{F4, Dead, Dead, Dead}, ClassOpenFour, ClassOpenFour},
		{[4]Pattern{B4, B4, Dead, Dead}, ClassOpenFour, ClassForbidden},
		{[4]Pattern{DoubleFourLine, Dead, Dead, Dead}, ClassNone, ClassForbidden},
		{[4]Pattern{B4, F3, Dead, Dead}, ClassFourThree, ClassFourThree},
		{[4]Pattern{B4, F3, F3, Dead}, ClassFourThree, ClassForbidden}, // 4-3-3 holds a 3-3
		{[4]Pattern{B4, B3, Dead, Dead}, ClassFourPlus, ClassFourPlus},
		{[4]Pattern{B4, Dead, Dead, Dead}, ClassFour, ClassFour},
		{[4]Pattern{F3, F3, Dead, Dead}, ClassDoubleThree, ClassForbidden},
		{[4]Pattern{F3, B3, Dead, Dead}, ClassThreePlus, ClassThreePlus},
		{[4]Pattern{F3, F1, Dead, Dead}, ClassOpenThree, ClassOpenThree},
		{[4]Pattern{B3, F2, Dead, Dead}, ClassThreeTwo, ClassThreeTwo},
		{[4]Pattern{B3, B1, Dead, Dead}, ClassClosedThree, ClassClosedThree},
		{[4]Pattern{F2, F2, B1, Dead}, ClassTwoTwo, ClassTwoTwo},
		{[4]Pattern{F2, Dead, Dead, Dead}, ClassTwo, ClassTwo},
		{[4]Pattern{B2, F1, B1, Dead}, ClassWeak, ClassWeak},
		{[4]Pattern{Dead, Dead, Dead, Dead}, ClassNone, ClassNone},
		{[4]Pattern{Overline, F3, Dead, Dead}, ClassOpenThree, ClassForbidden},
	}
	for _, c := range cases {
		assert.Equal(t, c.free, combine(c.patterns, false), "%v unrestricted", c.patterns)
		assert.Equal(t, c.renB, combine(c.patterns, true), "%v renju black", c.patterns)
		// the order of the directions does not matter
		rev := [4]Pattern{c.patterns[3], c.patterns[2], c.patterns[1], c.patterns[0]}
		assert.Equal(t, c.free, combine(rev, false))
	}
}

func TestTablesCellMatchesCombine(t *testing.T) {
	tab := ForRule(Renju)
	set := PatternSet(0).With(0, B4).With(2, F3).With(3, F3)
	assert.Equal(t, ClassForbidden, tab.Cell(Black, set).Class)
	assert.Equal(t, int16(0), tab.Cell(Black, set).Attack, "a forbidden cell is worth nothing to black")
	assert.Equal(t, ClassFourThree, tab.Cell(White, set).Class)
	assert.Equal(t, ClassFourThree, tab.CellUnrestricted(set).Class)
	assert.Greater(t, tab.CellUnrestricted(set).Attack, int16(0))
	free := ForRule(Freestyle)
	assert.Equal(t, tab.Cell(White, set).Class, free.Cell(Black, set).Class)
	assert.Equal(t, free.Cell(White, set), free.Cell(Black, set), "colour-blind outside renju")
}

// TestTablesCellEverySet: the tables are indexed by the combination, so
// every pattern set, in whatever direction order, gets the class combine
// gives its four patterns and the model's values of its combination.
func TestTablesCellEverySet(t *testing.T) {
	for r := Rule(0); r < NumRules; r++ {
		tab := ForRule(r)
		for c := Black; c <= White; c++ {
			restricted := r == Renju && c == Black
			for s := 0; s < 1<<16; s++ {
				set := PatternSet(s)
				ps := [4]Pattern{set.Get(0), set.Get(1), set.Get(2), set.Get(3)}
				info, k := tab.Cell(c, set), ComboOf(set)
				if info.Class != combine(ps, restricted) || info.Own != tab.Model.Own[c][k] || info.Opp != tab.Model.Opp[c][k] {
					t.Fatalf("rule %v colour %v set %04x: %+v", r, c, s, info)
				}
				if *tab.CellRef(c, set) != info {
					t.Fatalf("rule %v colour %v set %04x: CellRef differs from Cell", r, c, s)
				}
			}
		}
	}
}

func TestRuleFromInfo(t *testing.T) {
	for v, want := range map[int]Rule{0: Freestyle, 1: Standard, 2: Renju, 3: Standard, 4: Renju,
		8: CaroOverline, 9: CaroExact, 10: CaroOverline, 11: CaroExact} {
		got, ok := RuleFromInfo(v)
		assert.True(t, ok, "rule %d", v)
		assert.Equal(t, want, got, "rule %d", v)
	}
	for _, v := range []int{5, 6, 7, 12, 77, -1} {
		got, ok := RuleFromInfo(v)
		assert.False(t, ok, "rule %d", v)
		assert.Equal(t, Freestyle, got)
	}
}
