package eval

// Model is the evaluation: the value of every empty cell for the side it
// belongs to, per combination of its four line patterns, plus a threat
// term. A position's score for the side to move is
//
//	Σ Own[us][combo of the cell for us] − Σ Opp[them][combo of the cell for them]
//	  + Threat[us][ThreatKey(our flags, their flags)]
//
// over the empty cells. Own and Opp differ because the side to move can
// realise its own cells first and need only block the opponent's. Tables
// are per colour because renju is not symmetric; the other rules fill both
// colours alike.
//
// Attack and Defence order moves rather than score positions: a move's
// ordering score is the Attack value of its cell's combination for the
// side to move plus the Defence value of the cell's combination for the
// opponent (what playing there takes away from it).
type Model struct {
	Own     [2][NumCombos]int16
	Opp     [2][NumCombos]int16
	Threat  [2][NumThreatKeys]int16
	Attack  [2][NumCombos]int16
	Defence [2][NumCombos]int16
	// FreeAttack and FreeDefence are black's ordering scores as if renju's
	// fouls did not exist, for the double threes that the exact check
	// finds legal (see Tables.CellUnrestricted); outside renju they are
	// black's Attack and Defence.
	FreeAttack, FreeDefence [NumCombos]int16
}

// Sides of a cell's value: to the side to move, or to the other side. For
// the ordering scores SideOwn is the attack and SideOpp the defence.
const (
	SideOwn = 0
	SideOpp = 1
)

// Coarse is a model in the hand-set shape: a cell's value is the sum of
// its four patterns' values plus its class's value (a renju black
// forbidden cell: the class value alone), for each side and colour, and
// the threat term. It has a few hundred numbers, so it can be learned
// from a few thousand games; a Model can then refine single combinations.
// The ordering scores have the same shape: OrderPattern and OrderClass,
// with SideOwn the attack and SideOpp the defence.
type Coarse struct {
	Pattern      [2][2][NumPatterns]int16 // [side][colour][pattern]
	Class        [2][2][NumClasses]int16  // [side][colour][class]
	Threat       [2][NumThreatKeys]int16  // [colour to move][key]
	OrderPattern [2][2][NumPatterns]int16 // [attack/defence][colour][pattern]
	OrderClass   [2][2][NumClasses]int16  // [attack/defence][colour][class]
}

// HandSetCoarse returns the hand-set weights as a coarse model: the Opp
// values are the Own values scaled by DefenceNum/DefenceDen, and the side
// to move gains the tempo whatever the threats. The hand-set ordering
// scores are the same values, the attack weighted 5/4 against the defence.
func HandSetCoarse(w Weights) *Coarse {
	cm := &Coarse{}
	for c := Black; c <= White; c++ {
		for p := Pattern(0); p < NumPatterns; p++ {
			v := int32(w.Pattern[p])
			cm.Pattern[SideOwn][c][p] = int16(v)
			cm.Pattern[SideOpp][c][p] = int16(v * w.DefenceNum / w.DefenceDen)
			cm.OrderPattern[SideOwn][c][p] = int16(v * 5 / 4)
			cm.OrderPattern[SideOpp][c][p] = int16(v)
		}
		for cl := Class(0); cl < NumClasses; cl++ {
			v := int32(w.Class[cl])
			if cl == ClassForbidden {
				v = 0 // black may not play there: it is worth nothing to black
			}
			cm.Class[SideOwn][c][cl] = int16(v)
			cm.Class[SideOpp][c][cl] = int16(v * w.DefenceNum / w.DefenceDen)
			cm.OrderClass[SideOwn][c][cl] = int16(v * 5 / 4)
			cm.OrderClass[SideOpp][c][cl] = int16(v)
		}
		for i := range cm.Threat[c] {
			cm.Threat[c][i] = w.Tempo
		}
	}
	return cm
}

// Value returns the coarse value of a combination for a side and colour
// under the rule.
func (cm *Coarse) Value(r Rule, side int, c Color, k Combo) int16 {
	return comboSum(&cm.Class[side][c], &cm.Pattern[side][c], k, r == Renju && c == Black)
}

// OrderValue returns the coarse ordering score of a combination for a
// side (SideOwn: attack, SideOpp: defence) and colour under the rule,
// built like Value.
func (cm *Coarse) OrderValue(r Rule, side int, c Color, k Combo) int16 {
	return comboSum(&cm.OrderClass[side][c], &cm.OrderPattern[side][c], k, r == Renju && c == Black)
}

// comboSum is a combination's class value plus its four patterns' values
// (a renju black forbidden cell: the class value alone), clamped to int16.
func comboSum(classes *[NumClasses]int16, patterns *[NumPatterns]int16, k Combo, restricted bool) int16 {
	class := k.Class(restricted)
	v := int32(classes[class])
	if class != ClassForbidden {
		for _, p := range k.Patterns() {
			v += int32(patterns[p])
		}
	}
	return int16(max(-32768, min(32767, v)))
}

// Model expands the coarse model into every combination's values.
func (cm *Coarse) Model(r Rule) *Model {
	m := &Model{Threat: cm.Threat}
	for c := Black; c <= White; c++ {
		for k := Combo(0); k < NumCombos; k++ {
			m.Own[c][k] = cm.Value(r, SideOwn, c, k)
			m.Opp[c][k] = cm.Value(r, SideOpp, c, k)
			m.Attack[c][k] = cm.OrderValue(r, SideOwn, c, k)
			m.Defence[c][k] = cm.OrderValue(r, SideOpp, c, k)
		}
	}
	for k := Combo(0); k < NumCombos; k++ {
		m.FreeAttack[k] = comboSum(&cm.OrderClass[SideOwn][Black], &cm.OrderPattern[SideOwn][Black], k, false)
		m.FreeDefence[k] = comboSum(&cm.OrderClass[SideOpp][Black], &cm.OrderPattern[SideOpp][Black], k, false)
	}
	return m
}

// HandSetModel returns the model the hand-set weights amount to (see
// HandSetCoarse). It is the tuner's starting point and what a rule plays
// with when it has no learned model.
func HandSetModel(r Rule, w Weights) *Model { return HandSetCoarse(w).Model(r) }

// Evaluate scores a position for the side to move, us, from the sums of
// the Own values of its cells (own) and the Opp values of the opponent's
// (opp), and both sides' threat flags.
func (m *Model) Evaluate(us Color, own, opp int32, ourFlags, theirFlags ThreatFlags) int32 {
	return own - opp + int32(m.Threat[us][ThreatKey(ourFlags, theirFlags)])
}
