package engine

import "amoba/tt"

const (
	// seMinDepth is the shallowest node whose TT move is tested for
	// being singular.
	seMinDepth = 7
	// seMarginPerPly is how far below the TT move's score, per ply of
	// depth, every other move must stay for the TT move to be singular.
	seMarginPerPly = 6
	// seDoubleMargin is how far below the test's window every other
	// move must stay for the TT move of a null-window node to be searched
	// two plies deeper (about a tenth of a logit of the win rate).
	seDoubleMargin = 110
)

// singularCandidate reports whether the node's TT move may be tested for
// being singular: a deep enough node, not too far below the root (the
// extension must not feed itself), whose table entry is a trusted lower
// bound that is not a mate. depth is in whole plies.
func (w *worker) singularCandidate(e tt.Entry, depth, ply int) bool {
	if depth < seMinDepth || ply >= 2*w.rootDepth || w.excluded[ply] != NoPos {
		return false
	}
	if e.Bound != tt.BoundLower && e.Bound != tt.BoundExact || e.Depth < depth-2 {
		return false
	}
	return !isMate(tt.ScoreFromTT(e.Score, ply))
}

// singular searches the node again without its TT move m, at half the
// depth and with a null window below the move's score. It returns that
// window's beta and the score: below it, m is the only good move (it is
// searched a ply deeper); at or above it, another move holds too, and if
// that is above the node's beta the node fails high (multi-cut). The test
// is a null-window search of the node itself: at a PV node (pvNode) it is
// not an expected cut node, whatever flag the node's parent set for its
// null-window children, and the line it leaves at the ply is not the
// node's.
func (w *worker) singular(m Pos, e tt.Entry, depth, ply int, pvNode bool) (sBeta, score int) {
	sBeta = tt.ScoreFromTT(e.Score, ply) - seMarginPerPly*depth
	wasCut := w.cutNode[ply]
	if pvNode {
		w.cutNode[ply] = false
	}
	w.excluded[ply] = m
	score = w.search(sBeta-1, sBeta, (depth-1)/2*onePly, ply)
	w.excluded[ply] = NoPos
	w.cutNode[ply] = wasCut
	w.pvLen[ply] = 0
	return sBeta, score
}

// singularVerdict turns a singular test into the TT move's extension, or a
// cut-off of the node (multi-cut). sBeta and score are the test's window
// and result, beta the node's, ttScore the entry's score:
//   - every other move fails low: the move is searched a ply deeper, two
//     at a null-window node when they all stay seDoubleMargin below;
//   - another move clears the window, and the window is at or above beta:
//     the node fails high;
//   - another move clears it below beta, but the entry's score is above
//     beta: the node will most likely fail high on either move, and the TT
//     move is searched a ply shallower;
//   - otherwise the move is searched as usual.
func singularVerdict(sBeta, score, beta, ttScore int, pvNode bool) (extension int, cut bool) {
	switch {
	case score < sBeta-seDoubleMargin && !pvNode:
		return 2, false
	case score < sBeta:
		return 1, false
	case sBeta >= beta:
		return 0, true
	case ttScore >= beta:
		return -1, false
	}
	return 0, false
}
