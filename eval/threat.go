package eval

// ThreatFlags summarise what one side can make in one move, from its count
// of cells per class: the threat term of a Model is indexed by both sides'
// flags, because who is to move decides what a threat is worth.
type ThreatFlags uint8

// The threat flags of one side. Fives are not among them: a position with
// a five point is never evaluated statically (the search plays or blocks
// it).
const (
	// ThreatFour: a cell that makes a plain four (with or without support).
	ThreatFour ThreatFlags = 1 << iota
	// ThreatOpenThree: a cell that makes a free three.
	ThreatOpenThree
	// ThreatDoubleThree: a cell that makes two free threes.
	ThreatDoubleThree
	// ThreatWinning: a cell that makes a free four or a four-three.
	ThreatWinning

	// NumThreatFlags is the number of flag combinations of one side.
	NumThreatFlags = 16
	// NumThreatKeys is the number of (side to move, opponent) flag pairs.
	NumThreatKeys = NumThreatFlags * NumThreatFlags
)

// ThreatFlagsOf returns the flags of a side from its number of empty
// cells of each class.
func ThreatFlagsOf(n *[NumClasses]int16) ThreatFlags {
	var f ThreatFlags
	if n[ClassFour]+n[ClassFourPlus] > 0 {
		f |= ThreatFour
	}
	if n[ClassOpenThree]+n[ClassThreePlus] > 0 {
		f |= ThreatOpenThree
	}
	if n[ClassDoubleThree] > 0 {
		f |= ThreatDoubleThree
	}
	if n[ClassFourThree]+n[ClassOpenFour] > 0 {
		f |= ThreatWinning
	}
	return f
}

// ThreatKey indexes the threat term by the flags of the side to move (own)
// and of its opponent.
func ThreatKey(own, opp ThreatFlags) int { return int(own)*NumThreatFlags + int(opp) }
