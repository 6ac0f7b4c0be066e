package stats

import "math"

// Z95 is the two-sided 95% quantile of the standard normal distribution.
const Z95 = 1.959963984540054

// EloFromScore returns the logistic Elo difference that yields the expected
// score s (0 < s < 1); it is ±Inf at 1 and 0.
func EloFromScore(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}

// ScoreFromElo returns the expected score of an engine that is elo points
// stronger than its opponent.
func ScoreFromElo(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// Estimate is an Elo difference with its 95% confidence interval.
type Estimate struct {
	Elo, Low, High float64
}

// Elo estimates the Elo difference of the engine whose results are r, with a
// 95% confidence interval. Without games every figure is 0; with a perfect or
// nil score the bounds are infinite.
func Elo(r WDL) Estimate {
	return estimate(float64(r.Games()), r.Score(), r.Variance())
}

// estimate is the Elo difference of a mean score s over n observations of
// variance v, with the normal approximation's 95% interval (every figure 0
// without observations).
func estimate(n, s, v float64) Estimate {
	if n == 0 {
		return Estimate{}
	}
	margin := Z95 * math.Sqrt(v/n)
	return Estimate{
		Elo:  EloFromScore(s),
		Low:  EloFromScore(s - margin),
		High: EloFromScore(s + margin),
	}
}

// LOS returns the likelihood of superiority: the probability that the engine
// with these wins and losses is the stronger one. It is 0.5 when no decisive
// game was played.
func LOS(r WDL) float64 {
	decisive := float64(r.Wins + r.Losses)
	if decisive == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(r.Wins-r.Losses)/math.Sqrt(2*decisive)))
}
