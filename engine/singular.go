package engine

import "amoba/tt"

const (
	// seMinDepth is the shallowest node whose TT move is tested for
	// being singular.
	seMinDepth = 7
	// seMarginPerPly is how far below the TT move's score, per ply of
	// depth, every other move must stay for the TT move to be singular.
	seMarginPerPly = 6
)

// singularCandidate reports whether the node's TT move may be tested for
// being singular: a deep enough node, not too far below the root (the
// extension must not feed itself), whose table entry is a trusted lower
// bound that is not a mate.
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
// that is above the node's beta the node fails high (multi-cut).
func (w *worker) singular(m Pos, e tt.Entry, depth, ply int) (sBeta, score int) {
	sBeta = tt.ScoreFromTT(e.Score, ply) - seMarginPerPly*depth
	w.excluded[ply] = m
	score = w.search(sBeta-1, sBeta, (depth-1)/2, ply)
	w.excluded[ply] = NoPos
	return sBeta, score
}
