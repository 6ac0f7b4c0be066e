package eval

import "fmt"

// Rule is the win rule of a game.
type Rule uint8

// The rules Amoba plays. Their order is stable: it indexes per-rule caches.
const (
	// Freestyle: five or more in a row wins.
	Freestyle Rule = iota
	// Standard: exactly five wins, for both colours; an overline wins nothing.
	Standard
	// Renju: black wins only with exactly five and may not make an overline,
	// a double four or a double three; white wins with five or more.
	Renju
	// CaroExact (INFO rule 9): exactly five, not blocked by opponent stones at
	// both ends; the board edge is not a block.
	CaroExact
	// CaroOverline (INFO rule 8) as the Gomocup referee judges it: an
	// overline wins, and so does a five not blocked at both ends.
	CaroOverline

	// NumRules is the number of rules.
	NumRules = 5
)

// String returns the rule's name.
func (r Rule) String() string {
	switch r {
	case Freestyle:
		return "freestyle"
	case Standard:
		return "standard"
	case Renju:
		return "renju"
	case CaroExact:
		return "caro9"
	case CaroOverline:
		return "caro8"
	}
	return fmt.Sprintf("rule(%d)", uint8(r))
}

// IsCaro reports whether r is one of the caro rules.
func (r Rule) IsCaro() bool { return r == CaroExact || r == CaroOverline }

// RuleFromInfo maps an INFO rule value to a Rule: 0 freestyle, 1 standard,
// 4 renju, 8 caro as the Gomocup referee judges it (overlines win), 9 caro
// with exactly five. Yixin-Board sends 2 for renju, so 2 is renju. Piskvork
// adds 2 for a continuous game; where that is unambiguous (3, 10, 11) the
// rule underneath counts. Values that mean different things to different
// managers (6: renju+continuous to Piskvork, freestyle+Swap2 to Rapfi) or
// nothing return Freestyle and ok == false, so the caller can warn but keep
// playing.
func RuleFromInfo(v int) (rule Rule, ok bool) {
	switch v {
	case 0:
		return Freestyle, true
	case 1, 3:
		return Standard, true
	case 2, 4:
		return Renju, true
	case 8, 10:
		return CaroOverline, true
	case 9, 11:
		return CaroExact, true
	}
	return Freestyle, false
}

// ParseRuleName maps a rule name as used in the shared data files
// ("freestyle", "standard", "renju", "caro", "caro8", "caro9") to a Rule.
func ParseRuleName(name string) (Rule, bool) {
	switch name {
	case "freestyle", "any":
		return Freestyle, true
	case "standard":
		return Standard, true
	case "renju":
		return Renju, true
	case "caro", "caro8":
		return CaroOverline, true
	case "caro9":
		return CaroExact, true
	}
	return Freestyle, false
}
