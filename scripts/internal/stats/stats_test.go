package stats

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEloFromScore(t *testing.T) {
	assert.InDelta(t, 70.44, EloFromScore(0.6), 0.01)
	assert.InDelta(t, -70.44, EloFromScore(0.4), 0.01)
	assert.InDelta(t, 0, EloFromScore(0.5), 1e-12)
	assert.InDelta(t, 190.85, EloFromScore(0.75), 0.01)
	assert.True(t, math.IsInf(EloFromScore(1), 1))
	assert.True(t, math.IsInf(EloFromScore(0), -1))
	assert.InDelta(t, 0.6, ScoreFromElo(EloFromScore(0.6)), 1e-12)
}

func TestEloInterval(t *testing.T) {
	// 60 wins, 20 draws, 20 losses: score 0.7, per-game variance 0.16,
	// standard error 0.04, so the score interval is 0.7 ± 0.0784.
	r := WDL{Wins: 60, Draws: 20, Losses: 20}
	assert.InDelta(t, 0.7, r.Score(), 1e-12)
	assert.InDelta(t, 0.16, r.Variance(), 1e-12)
	e := Elo(r)
	assert.InDelta(t, 147.19, e.Elo, 0.01)
	assert.InDelta(t, 86.23, e.Low, 0.01)
	assert.InDelta(t, 218.25, e.High, 0.01)

	assert.Equal(t, Estimate{}, Elo(WDL{}))
	all := Elo(WDL{Wins: 4})
	assert.True(t, math.IsInf(all.Elo, 1))
}

func TestLOS(t *testing.T) {
	assert.InDelta(t, 0.999, LOS(WDL{Wins: 10}), 0.0005, "10-0")
	assert.InDelta(t, 0.5, LOS(WDL{Wins: 5, Losses: 5, Draws: 30}), 1e-12)
	assert.InDelta(t, 0.5, LOS(WDL{Draws: 3}), 1e-12)
	// erf(40/sqrt(160)) = erf(3.1623)
	assert.InDelta(t, 0.9999961, LOS(WDL{Wins: 60, Draws: 20, Losses: 20}), 1e-6)
	assert.InDelta(t, 1-LOS(WDL{Wins: 7, Losses: 3}), LOS(WDL{Wins: 3, Losses: 7}), 1e-12)
}

func TestSPRT(t *testing.T) {
	sprt, err := ParseSPRT("0,10,0.05,0.05")
	require.NoError(t, err)
	lower, upper := sprt.Bounds()
	assert.InDelta(t, -2.944, lower, 0.001) // ln(0.05/0.95)
	assert.InDelta(t, 2.944, upper, 0.001)  // ln(0.95/0.05)

	// s0 = 0.5, s1 = 1/(1+10^(-10/400)) = 0.514387; with score 0.7 and
	// variance 0.16 over 100 games:
	// LLR = 100·0.014387·(1.4 − 0.5 − 0.514387)/(2·0.16) = 1.7337.
	r := WDL{Wins: 60, Draws: 20, Losses: 20}
	assert.InDelta(t, 1.7337, sprt.LLR(r), 0.0001)
	assert.Equal(t, Undecided, sprt.Decide(r))

	// Same score over 200 games: the LLR doubles.
	r2 := WDL{Wins: 120, Draws: 40, Losses: 40}
	assert.InDelta(t, 3.4674, sprt.LLR(r2), 0.0001)
	assert.Equal(t, AcceptH1, sprt.Decide(r2))

	// A long, nearly even match at [0,5]: 1200-2000-1100 gives LLR 1.8599.
	s5 := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	assert.InDelta(t, 1.8599, s5.LLR(WDL{Wins: 1200, Draws: 2000, Losses: 1100}), 0.0001)

	// Losing heavily accepts H0.
	assert.Equal(t, AcceptH0, sprt.Decide(WDL{Wins: 40, Draws: 40, Losses: 120}))
	// No variance yet: no information.
	assert.Equal(t, 0.0, sprt.LLR(WDL{Wins: 3}))
}

func TestParseSPRTErrors(t *testing.T) {
	for _, s := range []string{"", "0,10", "0,10,0.05,x", "10,0,0.05,0.05", "0,10,0,0.05", "0,10,0.05,0.7"} {
		_, err := ParseSPRT(s)
		assert.Error(t, err, s)
	}
}

func TestPentanomial(t *testing.T) {
	var p Pentanomial
	assert.Equal(t, 0.5, p.Score())
	assert.Equal(t, Estimate{}, EloPairs(p))
	p.AddPair(1, 1)
	p.AddPair(0.5, 1)
	p.AddPair(0, 0.5)
	p.AddPair(1, 0)
	assert.Equal(t, [5]int{0, 1, 1, 1, 1}, p.Count)
	assert.Equal(t, 4, p.Pairs())

	// 10, 20, 40, 20 and 30 pairs of 0 … 2 points: 140 points in 240
	// games, score 0.583333; a pair's mean score is k/4, its variance
	// 52.5/120 − 0.583333² = 0.097222.
	p = Pentanomial{Count: [5]int{10, 20, 40, 20, 30}}
	assert.InDelta(t, 0.583333, p.Score(), 1e-6)
	assert.InDelta(t, 0.097222, p.Variance(), 1e-6)
	e := EloPairs(p)
	assert.InDelta(t, 58.451, e.Elo, 0.001)
	assert.InDelta(t, 19.160, e.Low, 0.001)
	assert.InDelta(t, 99.289, e.High, 0.001)
	sprt := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	// 120·0.014387·(1.166667 − 0.5 − 0.514387)/(2·0.097222)
	assert.InDelta(t, 1.3521, sprt.LLRPairs(p), 0.0001)
	assert.Equal(t, Undecided, sprt.DecideLLR(sprt.LLRPairs(p)))
	assert.Equal(t, 0.0, sprt.LLRPairs(Pentanomial{}), "no pairs")
	// Seven pairs won once by each engine: an outcome not seen counts a
	// thousandth of a pair, so the variance is small but positive and the
	// even score speaks for H0.
	even := Pentanomial{Count: [5]int{0, 0, 7, 0, 0}}
	assert.Less(t, sprt.LLRPairs(even), -3.0)
	assert.Equal(t, Undecided, sprt.DecidePairs(even), "too few pairs to decide")
	even.Count[2] = MinPairs
	assert.Equal(t, AcceptH0, sprt.DecidePairs(even))
}

// TestPairsSeeCorrelatedColours: when each engine wins with one colour in
// most pairs, the games look like coin flips but the pairs do not; the
// same 115-85 result is far clearer counted by pairs.
func TestPairsSeeCorrelatedColours(t *testing.T) {
	games := WDL{Wins: 115, Losses: 85}
	pairs := Pentanomial{Count: [5]int{0, 0, 85, 0, 15}} // 85 pairs won once each, 15 won twice
	assert.InDelta(t, games.Score(), pairs.Score(), 1e-12)
	assert.Less(t, pairs.Variance()*2, games.Variance()/3, "a pair's variance, per game, is far smaller")
	sprt := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	assert.Equal(t, Undecided, sprt.Decide(games))
	assert.Equal(t, AcceptH1, sprt.DecidePairs(pairs))
	g, p := Elo(games), EloPairs(pairs)
	assert.InDelta(t, g.Elo, p.Elo, 1e-9)
	assert.Less(t, p.High-p.Low, (g.High-g.Low)*0.6)
}
