package eval

// classifier computes the line pattern of every window for one colour under
// one rule, from first principles: a five is what the rule says wins, a four
// has one or two points that make a five through the centre, and every
// weaker pattern is one step below the best pattern one more stone on the
// line makes. Results are memoised per window key.
type classifier struct {
	rule  Rule
	color Color
	memo  []uint8 // per ownKey: pattern+1, or 0 when not yet known
}

func newClassifier(rule Rule, color Color) *classifier {
	return &classifier{rule: rule, color: color, memo: make([]uint8, NumKeys)}
}

// renjuBlack reports whether the colour is restricted by renju's fouls.
func (c *classifier) renjuBlack() bool { return c.rule == Renju && c.color == Black }

// run measures the run of own stones through the centre (which holds an own
// stone) and returns its length and whether each end is an opponent stone.
// The run is measured inside the window only, which is enough: a run longer
// than five is an overline whatever lies beyond.
func run(k ownKey) (length int, leftBlocked, rightBlocked bool) {
	left := WindowCentre - 1
	for left >= 0 && k.cell(left) == cellOwn {
		left--
	}
	right := WindowCentre + 1
	for right < WindowSize && k.cell(right) == cellOwn {
		right++
	}
	length = right - left - 1
	leftBlocked = left >= 0 && k.cell(left) == cellOpp
	rightBlocked = right < WindowSize && k.cell(right) == cellOpp
	return length, leftBlocked, rightBlocked
}

// isFive reports whether a run through the centre wins under the rule. The
// board edge never blocks in caro: only opponent stones do.
func (c *classifier) isFive(k ownKey) bool {
	n, lb, rb := run(k)
	switch c.rule {
	case Freestyle:
		return n >= 5
	case Standard:
		return n == 5
	case Renju:
		if c.color == Black {
			return n == 5
		}
		return n >= 5
	case CaroExact:
		return n == 5 && !(lb && rb)
	case CaroOverline:
		return n > 5 || (n == 5 && !(lb && rb))
	}
	return false
}

// pattern returns the line pattern of the window k with an own stone placed
// on its centre.
func (c *classifier) pattern(k ownKey) Pattern {
	if m := c.memo[k]; m != 0 {
		return Pattern(m - 1)
	}
	p := c.compute(k)
	c.memo[k] = uint8(p) + 1
	return p
}

func (c *classifier) compute(k ownKey) Pattern {
	if c.isFive(k) {
		return Five
	}
	if n, _, _ := run(k); n > 5 {
		// The run through the centre only grows: no five can come of it.
		if c.renjuBlack() {
			return Overline
		}
		return Dead
	}

	var fivePoints [WindowSize]bool
	count := 0
	for i := 0; i < WindowSize; i++ {
		if i != WindowCentre && k.cell(i) == cellEmpty && c.isFive(k.withOwn(i)) {
			fivePoints[i] = true
			count++
		}
	}
	switch {
	case count == 1:
		return B4
	case count >= 2:
		if c.renjuBlack() && !hasStraightFour(k, &fivePoints) {
			return DoubleFourLine
		}
		if c.rule.IsCaro() && c.oneStoneStopsAll(k, &fivePoints) {
			return B4
		}
		return F4
	}

	best := Dead
	for i := 0; i < WindowSize; i++ {
		if i == WindowCentre || k.cell(i) != cellEmpty {
			continue
		}
		next := c.pattern(k.withOwn(i))
		if next.IsForbiddenShape() {
			continue // renju black may not play there, so it builds nothing
		}
		if w := next.weaker(); w > best {
			best = w
		}
	}
	return c.refine(k, best)
}

// refine splits a free two or free three by the number of cells that make
// it one step stronger: free threes for a two, free fours for a three.
func (c *classifier) refine(k ownKey, base Pattern) Pattern {
	var stronger Pattern
	switch base {
	case F2:
		stronger = F3
	case F3:
		stronger = F4
	default:
		return base
	}
	ways := 0
	for i := 0; i < WindowSize; i++ {
		if i != WindowCentre && k.cell(i) == cellEmpty && c.pattern(k.withOwn(i)).Base() == stronger {
			ways++
		}
	}
	if base == F3 {
		if ways >= 2 {
			return F3x2
		}
		return F3
	}
	return [...]Pattern{F2, F2, F2x2, F2x3, F2x4}[min(ways, 4)]
}

// oneStoneStopsAll reports whether a single opponent stone on the line
// leaves none of the five points a five. In caro that happens when the
// far five point's stone leaves the other five blocked at both ends
// (o.xxxx. at the edge): such a four is no free four, one block answers
// it.
func (c *classifier) oneStoneStopsAll(k ownKey, fivePoints *[WindowSize]bool) bool {
	for e := 0; e < WindowSize; e++ {
		if e == WindowCentre || k.cell(e) != cellEmpty {
			continue
		}
		blocked := k.withOpp(e)
		stopped := true
		for i := 0; i < WindowSize && stopped; i++ {
			if fivePoints[i] && i != e && c.isFive(blocked.withOwn(i)) {
				stopped = false
			}
		}
		if stopped {
			return true
		}
	}
	return false
}

// hasStraightFour reports whether two of the five points close the ends of
// one run of four own stones (a straight four), rather than making two
// separate fours on the same line.
func hasStraightFour(k ownKey, fivePoints *[WindowSize]bool) bool {
	for a := 0; a+5 < WindowSize; a++ {
		if !fivePoints[a] || !fivePoints[a+5] {
			continue
		}
		straight := true
		for i := a + 1; i < a+5; i++ {
			if i != WindowCentre && k.cell(i) != cellOwn {
				straight = false
			}
		}
		if straight {
			return true
		}
	}
	return false
}
