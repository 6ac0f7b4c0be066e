package referee

import (
	"fmt"
	"strconv"
	"strings"
)

// Rule is a game rule, numbered as in the pbrain INFO rule command.
type Rule int

// The rules the referee judges.
const (
	Freestyle Rule = 0
	Standard  Rule = 1
	Renju     Rule = 4
	Caro      Rule = 8 // caro as GomocupJudge judges it: overlines win
	CaroExact Rule = 9 // caro, exactly five
)

// ParseRule reads a rule given as its INFO number (0, 1, 4, 8, 9) or as a
// name (freestyle, standard, renju, caro).
func ParseRule(s string) (Rule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "freestyle", "gomoku":
		return Freestyle, nil
	case "standard", "exact":
		return Standard, nil
	case "renju":
		return Renju, nil
	case "caro":
		return Caro, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, fmt.Errorf("unknown rule %q", s)
	}
	r := Rule(n)
	if !r.Valid() {
		return 0, fmt.Errorf("unsupported rule %d (want 0, 1, 4, 8 or 9)", n)
	}
	return r, nil
}

// Valid reports whether the referee can judge r.
func (r Rule) Valid() bool {
	switch r {
	case Freestyle, Standard, Renju, Caro, CaroExact:
		return true
	}
	return false
}

// String names the rule.
func (r Rule) String() string {
	switch r {
	case Freestyle:
		return "freestyle"
	case Standard:
		return "standard"
	case Renju:
		return "renju"
	case Caro:
		return "caro"
	case CaroExact:
		return "caro-exact"
	}
	return fmt.Sprintf("rule(%d)", int(r))
}

// DrawLimit is the number of stones after which a game on a w×h board is
// declared drawn by default: the full board, or for renju the board minus 25
// cells (200 stones on 15×15), as the Gomocup referee does.
func (r Rule) DrawLimit(w, h int) int {
	if r == Renju && w*h > 25 {
		return w*h - 25
	}
	return w * h
}
