package tt

// Mate scores: a win in n plies scores MateScore-n, a loss in n plies
// -(MateScore-n). Anything beyond MateBound in absolute value is a mate.
const (
	MateScore = 30000
	MateBound = MateScore - 2048
)

// ScoreToTT converts a search score at the given ply into the form stored in
// the table: mate scores counted from the node instead of from the root.
func ScoreToTT(score, ply int) int {
	switch {
	case score >= MateBound:
		return score + ply
	case score <= -MateBound:
		return score - ply
	}
	return score
}

// ScoreFromTT undoes ScoreToTT for a probe at the given ply.
func ScoreFromTT(score, ply int) int {
	switch {
	case score >= MateBound:
		return score - ply
	case score <= -MateBound:
		return score + ply
	}
	return score
}
