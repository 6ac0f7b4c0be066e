package eval

// Class is a cell's threat class for one colour: what playing the cell
// makes, all four lines together. Classes are ordered by strength, except
// Forbidden, which sits low because it is a move black may not make.
type Class uint8

// Threat classes, weakest first.
const (
	ClassNone        Class = iota // no line through the cell can hold a five
	ClassForbidden                // renju black: overline, double four or double three
	ClassWeak                     // single stones and blocked twos only
	ClassTwo                      // a free two
	ClassTwoTwo                   // two free twos
	ClassClosedThree              // a blocked three
	ClassThreeTwo                 // a blocked three with another three or free two
	ClassOpenThree                // a free three
	ClassThreePlus                // a free three with a blocked three or free two
	ClassDoubleThree              // two free threes
	ClassFour                     // a four
	ClassFourPlus                 // a four with a blocked three or free two
	ClassFourThree                // a four with a free three
	ClassOpenFour                 // a free four, or two fours: wins next move
	ClassFive                     // wins now

	// NumClasses is the number of classes; a class fits in four bits.
	NumClasses = 15
)

var classNames = [NumClasses]string{"none", "forbidden", "weak", "two", "two-two", "closed-three",
	"three-two", "open-three", "three-plus", "double-three", "four", "four-plus", "four-three",
	"open-four", "five"}

// String returns the class's name.
func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return "class?"
}

// IsFour reports whether the class makes at least a four (a threat to win
// on the next move), five excluded.
func (c Class) IsFour() bool { return c >= ClassFour && c <= ClassOpenFour }

// MakesFour reports whether the class makes a four or a five.
func (c Class) MakesFour() bool { return c >= ClassFour }

// combine turns a cell's four line patterns into its class. In renju, black
// (restricted) gets Forbidden for an overline, two fours or two free threes
// unless the move also makes a five; two free threes are only a candidate:
// whether each three is real is a question for the board.
func combine(patterns [4]Pattern, restricted bool) Class {
	var n [NumPatterns]int
	for _, p := range patterns {
		n[p.Base()]++
	}
	if n[Five] > 0 {
		return ClassFive
	}
	if restricted {
		if n[Overline] > 0 || n[F4]+n[B4]+2*n[DoubleFourLine] >= 2 || n[F3] >= 2 {
			return ClassForbidden
		}
	}
	fours := n[F4] + n[B4]
	support := n[B3] + n[F2]
	switch {
	case n[F4] > 0 || fours >= 2:
		return ClassOpenFour
	case n[B4] > 0 && n[F3] > 0:
		return ClassFourThree
	case n[B4] > 0 && support > 0:
		return ClassFourPlus
	case n[B4] > 0:
		return ClassFour
	case n[F3] >= 2:
		return ClassDoubleThree
	case n[F3] > 0 && support > 0:
		return ClassThreePlus
	case n[F3] > 0:
		return ClassOpenThree
	case n[B3] > 0 && support >= 2:
		return ClassThreeTwo
	case n[B3] > 0:
		return ClassClosedThree
	case n[F2] >= 2:
		return ClassTwoTwo
	case n[F2] > 0:
		return ClassTwo
	case n[B2]+n[F1]+n[B1] > 0:
		return ClassWeak
	}
	return ClassNone
}
