package eval

// Combo is a cell's four line patterns for one colour as a multiset: the
// directions do not matter to a cell's value, only which patterns meet
// there. It indexes the learned cell values of a Model.
type Combo uint16

// NumCombos is the number of multisets of four patterns out of
// NumPatterns: C(NumPatterns+3, 4).
const NumCombos = NumPatterns * (NumPatterns + 1) * (NumPatterns + 2) * (NumPatterns + 3) / 24

// comboTables maps every PatternSet to its Combo and back to the sorted
// patterns. Computed once at package initialisation and read-only after.
type comboTables struct {
	of       [1 << 16]Combo
	patterns [NumCombos][4]Pattern
}

var combos = buildComboTables()

// ComboOf returns the combination of a cell's four line patterns.
func ComboOf(s PatternSet) Combo { return combos.of[s] }

// Patterns returns the combination's patterns, strongest first.
func (k Combo) Patterns() [4]Pattern { return combos.patterns[k] }

// String returns the patterns joined by commas, strongest first.
func (k Combo) String() string {
	if int(k) >= NumCombos {
		return "combo?"
	}
	p := k.Patterns()
	return p[0].String() + "," + p[1].String() + "," + p[2].String() + "," + p[3].String()
}

// buildComboTables numbers the multisets in the order of their sorted
// patterns (strongest first, lexicographic) and maps every set to them.
func buildComboTables() *comboTables {
	t := &comboTables{}
	index := map[[4]Pattern]Combo{}
	n := Combo(0)
	for a := Pattern(NumPatterns); a > 0; a-- {
		for b := a; b > 0; b-- {
			for c := b; c > 0; c-- {
				for d := c; d > 0; d-- {
					ps := [4]Pattern{a - 1, b - 1, c - 1, d - 1}
					index[ps] = n
					t.patterns[n] = ps
					n++
				}
			}
		}
	}
	for s := range t.of {
		set := PatternSet(s)
		ps := [4]Pattern{set.Get(0), set.Get(1), set.Get(2), set.Get(3)}
		sortDescending(&ps)
		t.of[s] = index[ps]
	}
	return t
}

// sortDescending sorts four patterns, strongest first.
func sortDescending(ps *[4]Pattern) {
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && ps[j] > ps[j-1]; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// ComboFromString parses the form String writes.
func ComboFromString(s string) (Combo, bool) {
	var ps [4]Pattern
	start, n := 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != ',' {
			continue
		}
		if n == 4 {
			return 0, false
		}
		p, ok := patternFromString(s[start:i])
		if !ok {
			return 0, false
		}
		ps[n] = p
		n++
		start = i + 1
	}
	if n != 4 {
		return 0, false
	}
	set := PatternSet(0).With(0, ps[0]).With(1, ps[1]).With(2, ps[2]).With(3, ps[3])
	return ComboOf(set), true
}

// patternFromString parses a pattern's short name.
func patternFromString(s string) (Pattern, bool) {
	for p, name := range patternNames {
		if name == s {
			return Pattern(p), true
		}
	}
	return 0, false
}

// Class returns the threat class of the combination for a colour that is
// (restricted) or is not bound by renju's fouls.
func (k Combo) Class(restricted bool) Class { return combine(k.Patterns(), restricted) }
