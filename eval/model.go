package eval

// Model is the evaluation: the value of every empty cell for the side it
// belongs to, learned per combination of its four line patterns, plus a
// threat term. A position's score for the side to move is
//
//	Σ Own[us][combo of the cell for us] − Σ Opp[them][combo of the cell for them]
//	  + Threat[us][ThreatKey(our flags, their flags)]
//
// over the empty cells. Own and Opp differ because the side to move can
// realise its own cells first and need only block the opponent's. Tables
// are per colour because renju is not symmetric; the other rules fill both
// colours alike.
type Model struct {
	Own    [2][NumCombos]int16
	Opp    [2][NumCombos]int16
	Threat [2][NumThreatKeys]int16
}

// HandSetModel returns the model the hand-set weights amount to: a cell is
// worth its pattern values plus its class bonus to the side to move and
// DefenceNum/DefenceDen of that to the other side, and the side to move
// gains the tempo. It is the starting point and the prior of the tuner, and
// the value of any combination the learned model does not list.
func HandSetModel(r Rule, w Weights) *Model {
	m := &Model{}
	for c := Black; c <= White; c++ {
		restricted := r == Renju && c == Black
		for k := Combo(0); k < NumCombos; k++ {
			ps := k.Patterns()
			s := int32(w.cellScore(ps, combine(ps, restricted)))
			m.Own[c][k] = int16(s)
			m.Opp[c][k] = int16(s * w.DefenceNum / w.DefenceDen)
		}
		for i := range m.Threat[c] {
			m.Threat[c][i] = w.Tempo
		}
	}
	return m
}

// Evaluate scores a position for the side to move, us, from the sums of
// the Own values of its cells (own) and the Opp values of the opponent's
// (opp), and both sides' threat flags.
func (m *Model) Evaluate(us Color, own, opp int32, ourFlags, theirFlags ThreatFlags) int32 {
	return own - opp + int32(m.Threat[us][ThreatKey(ourFlags, theirFlags)])
}
