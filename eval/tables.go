package eval

import "sync"

// CellInfo is what an empty cell is worth to one colour: its evaluation
// values (see Model) and its move-ordering score and threat class.
type CellInfo struct {
	// Own is the cell's value to the colour when it is to move, Opp when
	// the other side is.
	Own, Opp int16
	// Attack is the cell's ordering score when the colour is to move (what
	// the move makes), Defence when the other side is (what a move there
	// takes away from the colour).
	Attack, Defence int16
	Class           Class
}

// Tables bundle what a board needs to evaluate cells under one rule: the
// line table and, per colour, the combination of four line patterns into a
// CellInfo. A Tables value is read-only and safe to share between threads.
type Tables struct {
	// Rule is the rule the tables were built for.
	Rule Rule
	// Line classifies windows; see LineTable.
	Line LineTable
	// Model is the evaluation the cells' values come from.
	Model *Model
	cells [2][NumCombos]CellInfo
	// free is black's combination without renju's fouls: the class of a
	// cell whose double three turns out to be false (see CellUnrestricted).
	free [NumCombos]CellInfo
}

// PatternSet packs a cell's four line patterns of one colour, direction d
// in bits 4d..4d+3.
type PatternSet uint16

// Get returns the pattern of direction d.
func (s PatternSet) Get(d int) Pattern { return Pattern(s >> (4 * uint(d)) & 0xF) }

// With returns the set with direction d's pattern replaced by p.
func (s PatternSet) With(d int, p Pattern) PatternSet {
	shift := 4 * uint(d)
	return s&^(0xF<<shift) | PatternSet(p)<<shift
}

// Cell returns the class and score of a cell for colour c with patterns s.
func (t *Tables) Cell(c Color, s PatternSet) CellInfo { return t.cells[c][combos.of[s]] }

// CellRef returns a pointer to the table entry Cell returns, for copying
// it without a temporary. The entry must not be written.
func (t *Tables) CellRef(c Color, s PatternSet) *CellInfo { return &t.cells[c][combos.of[s]] }

// CellUnrestricted returns black's class and score for patterns s as if
// renju's fouls did not exist. The board uses it for a cell the tables
// mark forbidden (a double-three candidate) that the exact check finds
// legal: its threats are real.
func (t *Tables) CellUnrestricted(s PatternSet) CellInfo { return t.free[combos.of[s]] }

// ruleCache holds the default tables of each rule, built on first use. The
// tables are written once under sync.Once and only read afterwards; building
// all rules eagerly would cost start-up time that managers charge to the
// first move.
type ruleCache struct {
	once   sync.Once
	tables *Tables
}

var defaultTables [NumRules]ruleCache

// lineCache holds each rule's line table, built on first use and shared by
// all weights.
type lineCache struct {
	once  sync.Once
	table LineTable
}

var lineTables [NumRules]lineCache

// lineTableFor returns the rule's line table, building it on first use.
func lineTableFor(r Rule) LineTable {
	c := &lineTables[r]
	c.once.Do(func() { c.table = buildLineTable(r) })
	return c.table
}

// ForRule returns the tables of a rule with the learned model, building
// them on first use (tens of milliseconds). Safe for concurrent use.
func ForRule(r Rule) *Tables {
	if r >= NumRules {
		r = Freestyle
	}
	c := &defaultTables[r]
	c.once.Do(func() { c.tables = NewTables(r, LearnedModel(r)) })
	return c.tables
}

// NewTables builds the tables of a rule with the given model (for tuning
// and comparisons; players use ForRule).
func NewTables(r Rule, m *Model) *Tables {
	if r >= NumRules {
		r = Freestyle
	}
	t := &Tables{Rule: r, Line: lineTableFor(r), Model: m}
	for c := Black; c <= White+1; c++ { // White+1: black without fouls
		restricted := r == Renju && c == Black
		owner := c
		if c > White {
			owner = Black // black without fouls has black's values
		}
		cells := &t.free
		if c <= White {
			cells = &t.cells[c]
		}
		for k := range Combo(NumCombos) {
			info := CellInfo{Class: combine(k.Patterns(), restricted), Own: m.Own[owner][k], Opp: m.Opp[owner][k],
				Attack: m.Attack[owner][k], Defence: m.Defence[owner][k]}
			if c > White {
				info.Attack, info.Defence = m.FreeAttack[k], m.FreeDefence[k]
			}
			cells[k] = info
		}
	}
	return t
}

// Evaluate scores a position for the side to move, us, from the sums of
// its cells' Own values and the opponent's cells' Opp values and both
// sides' threat flags (see Model).
func (t *Tables) Evaluate(us Color, own, opp int32, ourFlags, theirFlags ThreatFlags) int32 {
	return t.Model.Evaluate(us, own, opp, ourFlags, theirFlags)
}
