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
const (
	Dead           Pattern = iota // no five can ever pass through the cell on this line
	B1                            // one stone, room for a five only on a blocked path
	F1                            // one stone with room to grow freely
	B2                            // two stones that can become a blocked three at best
	F2                            // two stones that can become a free three
	B3                            // three stones that can become a blocked four
	F3                            // a free three: one more stone makes a free four
	B4                            // a four: one point completes a five
	F4                            // a free four (or two fours on the line): two five points
	Five                          // the move makes a winning five
	Overline                      // renju black: the move makes six or more (forbidden)
	DoubleFourLine                // renju black: two separate fours on one line (forbidden)

	// NumPatterns is the number of patterns; a pattern fits in four bits.
	NumPatterns = 12
)

var patternNames = [NumPatterns]string{"dead", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "five", "overline", "double-four-line"}

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

// weaker is the pattern a line had one stone earlier: if one more stone can
// make p, the line before it is one step below p. It drives the recursive
// classification.
func (p Pattern) weaker() Pattern {
	switch p {
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
