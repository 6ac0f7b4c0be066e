package stats

import "math"

// Pentanomial counts game pairs by an engine's points over the pair: a
// pair is one opening played twice with colours swapped, and Count[k] is
// the number of pairs in which the engine scored k/2 points (0, ½, 1, 1½
// or 2).
//
// Where the opening decides much of a game (in gomoku, black's first-move
// advantage), the two games of a pair are correlated: both engines tend to
// win with the same colour. Treating the games as independent then
// overstates the variance of the mean score; treating the pair as the unit
// does not, so the interval is narrower and the SPRT stops sooner at the
// same error rates.
type Pentanomial struct {
	Count [5]int
}

// AddPair counts one pair from the engine's points in its two games (each
// 0, 0.5 or 1).
func (p *Pentanomial) AddPair(first, second float64) {
	p.Count[int(math.Round(2*(first+second)))]++
}

// Pairs returns the number of pairs counted.
func (p Pentanomial) Pairs() int {
	n := 0
	for _, c := range p.Count {
		n += c
	}
	return n
}

// Score returns the mean points per game over the pairs (0.5 when none).
func (p Pentanomial) Score() float64 {
	if p.Pairs() == 0 {
		return 0.5
	}
	_, s, _ := p.moments(0)
	return s
}

// Variance returns the variance of a pair's mean points per game (its
// points over 2), estimated from the observed distribution.
func (p Pentanomial) Variance() float64 {
	_, _, v := p.moments(0)
	return v
}

// moments returns the weight of the pairs, the mean of a pair's mean
// points per game (k/4 for k half-points) and its variance, each outcome
// weighted by its count but at least floor (see LLRPairs); zeros when the
// weights are.
func (p Pentanomial) moments(floor float64) (n, mean, variance float64) {
	var points, squares float64
	for k, c := range p.Count {
		w := max(float64(c), floor)
		x := float64(k) / 4
		n += w
		points += w * x
		squares += w * x * x
	}
	if n == 0 {
		return 0, 0, 0
	}
	mean = points / n
	return n, mean, max(squares/n-mean*mean, 0)
}

// EloPairs estimates the Elo difference from the pairs, with a 95%
// confidence interval from the pairs' variance; like Elo, every figure is 0
// without pairs and the bounds are infinite at a perfect or nil score.
func EloPairs(p Pentanomial) Estimate {
	return estimate(float64(p.Pairs()), p.Score(), p.Variance())
}

// LLRPairs returns the log-likelihood ratio of H1 against H0 for the pairs
// p, in the normal approximation with the pair as the observation (the
// pentanomial model): the trinomial formula with the number of pairs and
// the variance of a pair's mean score. It is 0 without pairs. An outcome
// not seen yet counts as a thousandth of a pair (as Fishtest does), so that
// pairs that are all alike (say, every opening won once by each engine)
// have a small positive variance and speak against an Elo difference
// instead of saying nothing.
func (t SPRT) LLRPairs(p Pentanomial) float64 {
	if p.Pairs() == 0 {
		return 0
	}
	return t.llr(p.moments(unseenPairs))
}

// unseenPairs is the weight of a pair outcome not yet observed (see
// LLRPairs).
const unseenPairs = 1e-3

// DecidePairs returns the state of the test after the pairs p. It stays
// Undecided before MinPairs pairs: with few pairs, all alike by chance,
// the variance is too small to trust (see LLRPairs).
func (t SPRT) DecidePairs(p Pentanomial) Decision {
	if p.Pairs() < MinPairs {
		return Undecided
	}
	return t.DecideLLR(t.LLRPairs(p))
}

// MinPairs is the number of pairs before which DecidePairs does not
// decide. Twenty pairs alike by chance are rare: in self-play at 0.2 s
// about half the pairs are one point each (at most 67% in the logs of
// 2026-11-28), and 0.67^20 is about 3e-4.
const MinPairs = 20

// DecideLLR returns the state of the test at the log-likelihood ratio llr.
func (t SPRT) DecideLLR(llr float64) Decision {
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Undecided
}
