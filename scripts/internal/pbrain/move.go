package pbrain

import (
	"strconv"
	"strings"
)

// Move is a board cell, 0-based: X is the column, Y the row.
type Move struct {
	X, Y int
}

// String formats the move as the protocol does: "x,y".
func (m Move) String() string {
	return strconv.Itoa(m.X) + "," + strconv.Itoa(m.Y)
}

// ParseMove reads a move line: exactly two decimal integers (an optional
// leading minus sign each) separated by one comma, with no spaces and nothing
// else. "7,7 ", "7, 7" and "7,7,1" are not moves.
func ParseMove(line string) (Move, bool) {
	xs, ys, found := strings.Cut(line, ",")
	if !found {
		return Move{}, false
	}
	x, okX := parseInt(xs)
	y, okY := parseInt(ys)
	if !okX || !okY {
		return Move{}, false
	}
	return Move{X: x, Y: y}, true
}

// parseInt accepts an optional '-' followed by at least one ASCII digit.
func parseInt(s string) (int, bool) {
	digits := strings.TrimPrefix(s, "-")
	if digits == "" || len(digits) > 9 {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// IsInfo reports whether a line from the brain is a MESSAGE or DEBUG line,
// which managers log or skip but never take as an answer.
func IsInfo(line string) bool {
	word, _, _ := strings.Cut(line, " ")
	return strings.EqualFold(word, "MESSAGE") || strings.EqualFold(word, "DEBUG")
}

// BoardCommand is the BOARD block of a position given as its stones in
// play order (black first): the side to move's stones are marked 1 (the
// brain's own), the others 2. Brains read BOARD as a game record, so the
// order must be one the stones could have been played in.
func BoardCommand(moves []Move) []string {
	lines := make([]string, 0, len(moves)+2)
	lines = append(lines, "BOARD")
	mover := len(moves) % 2
	for i, m := range moves {
		who := 2
		if i%2 == mover {
			who = 1
		}
		lines = append(lines, m.String()+","+strconv.Itoa(who))
	}
	return append(lines, "DONE")
}
