package eval

// Pattern is what one colour makes on one line by playing an empty cell:
// the strongest shape of that line through the cell after the move. The
// "F" patterns are free (open) and the "B" patterns blocked (closed): a free
// four has two winning points, a blocked four one; a free three can become a
// free four with one more stone, a blocked three only a blocked four; and so
// on down to single stones.
type Pattern uint8

// Line patterns, weakest first. Everything up to Five is ordered by
// strength; Overline and DoubleFourLine exist only for renju black, for whom
// they make the move forbidden.
//
// Free twos and free threes are split by how many ways they have to grow,
// because that is what threat sequences grow from: a free two is F2, F2x2,
// F2x3 or F2x4 when one, two, three or four (or more) cells make it a free
// three, and a free three is F3 or F3x2 when one or two (or more) cells make
// it a free four. Base maps them back to F2 and F3 for everything that only
// asks "is it a free two / three".
const (
	Dead           Pattern = iota // no five can ever pass through the cell on this line
	B1                            // one stone, room for a five only on a blocked path
	F1                            // one stone with room to grow freely
	B2                            // two stones that can become a blocked three at best
	F2                            // two stones that can become a free three, in one way
	F2x2                          // a free two with two ways to a free three
	F2x3                          // a free two with three ways to a free three
	F2x4                          // a free two with four or more ways to a free three
	B3                            // three stones that can become a blocked four
	F3                            // a free three: one cell makes a free four
	F3x2                          // a free three with two or more cells that make a free four
	B4                            // a four: one point completes a five
	F4                            // a free four (or two fours on the line): two five points no one stone stops
	Five                          // the move makes a winning five
	Overline                      // renju black: the move makes six or more (forbidden)
	DoubleFourLine                // renju black: two separate fours on one line (forbidden)

	// NumPatterns is the number of patterns; a pattern fits in four bits.
	NumPatterns = 16
)

var patternNames = [NumPatterns]string{"dead", "B1", "F1", "B2", "F2", "F2x2", "F2x3", "F2x4", "B3", "F3", "F3x2",
	"B4", "F4", "five", "overline", "double-four-line"}

// String returns the pattern's short name.
func (p Pattern) String() string {
	if int(p) < len(patternNames) {
		return patternNames[p]
	}
	return "pattern?"
}

// IsForbiddenShape reports whether the pattern makes a renju black move
// forbidden on its own (overline or two fours on one line).
func (p Pattern) IsForbiddenShape() bool { return p == Overline || p == DoubleFourLine }

// Base returns the pattern without its count of ways to grow: F2 for every
// free two, F3 for every free three, the pattern itself otherwise.
func (p Pattern) Base() Pattern {
	switch p {
	case F2x2, F2x3, F2x4:
		return F2
	case F3x2:
		return F3
	}
	return p
}

// weaker is the pattern a line had one stone earlier: if one more stone can
// make p, the line before it is one step below p. It drives the recursive
// classification.
func (p Pattern) weaker() Pattern {
	switch p.Base() {
	case F4:
		return F3
	case B4:
		return B3
	case F3:
		return F2
	case B3:
		return B2
	case F2:
		return F1
	case B2, F1, B1:
		return B1
	}
	return Dead
}
