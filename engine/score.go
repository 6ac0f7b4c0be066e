package engine

import "amoba/tt"

// Search scores: evaluations stay well inside ±mateBound; a win in n plies
// from the root scores mateScore-n.
const (
	mateScore = tt.MateScore
	mateBound = tt.MateBound
	infinity  = mateScore + 1
	// maxPly bounds the depth of any line the search follows.
	maxPly = 128
	// maxEval is the largest score that is not a mate: static evaluations
	// are clamped to ±maxEval, and -maxEval is also the score of a loss a
	// null-window node sees but has not proven (see search).
	maxEval = mateBound - 1
)

// winIn is the score of winning with the stone placed at ply.
func winIn(ply int) int { return mateScore - ply }

// lossIn is the score of losing to the stone the opponent places at ply.
func lossIn(ply int) int { return -mateScore + ply }

// isMate reports whether a score is a proven win or loss.
func isMate(score int) bool { return score >= mateBound || score <= -mateBound }

// clampEval keeps a static evaluation away from the mate range.
func clampEval(v int) int { return min(max(v, -maxEval), maxEval) }

// IsWinScore reports whether a search score is a proven win for the side
// to move.
func IsWinScore(score int) bool { return score >= mateBound }

// boundOf is what a node's best score says of its value, searched with the
// window (alphaOrig, beta): at least best when it failed high, and also
// when it raised alpha with a proven win, since the search then stops
// without looking for a faster one (search and searchRoot); exactly best
// inside the window; at most best when it failed low.
func boundOf(best, alphaOrig, beta int) tt.Bound {
	switch {
	case best >= beta || (best > alphaOrig && best >= mateBound):
		return tt.BoundLower
	case best > alphaOrig:
		return tt.BoundExact
	}
	return tt.BoundUpper
}
