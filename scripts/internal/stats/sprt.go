package stats

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is a sequential probability ratio test of H0: the Elo difference is
// Elo0, against H1: it is Elo1, with false-positive rate Alpha and
// false-negative rate Beta.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Decision is the state of an SPRT.
type Decision int

// The SPRT states.
const (
	Undecided Decision = iota // keep playing
	AcceptH0                  // the engine is not Elo1 stronger: stop
	AcceptH1                  // the engine is stronger by Elo1: stop
)

// String names the decision.
func (d Decision) String() string {
	switch d {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "continue"
}

// ParseSPRT reads "elo0,elo1,alpha,beta", e.g. "0,10,0.05,0.05".
func ParseSPRT(s string) (SPRT, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 4 {
		return SPRT{}, fmt.Errorf("sprt %q: want elo0,elo1,alpha,beta", s)
	}
	var v [4]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return SPRT{}, fmt.Errorf("sprt %q: %w", s, err)
		}
		v[i] = f
	}
	t := SPRT{Elo0: v[0], Elo1: v[1], Alpha: v[2], Beta: v[3]}
	return t, t.validate()
}

func (t SPRT) validate() error {
	if !(t.Elo1 > t.Elo0) {
		return fmt.Errorf("sprt: elo1 (%g) must exceed elo0 (%g)", t.Elo1, t.Elo0)
	}
	if !(t.Alpha > 0 && t.Alpha < 0.5 && t.Beta > 0 && t.Beta < 0.5) {
		return fmt.Errorf("sprt: alpha and beta must lie in (0, 0.5)")
	}
	return nil
}

// Bounds returns the log-likelihood ratios at which H0 (lower) and H1 (upper)
// are accepted.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// LLR returns the log-likelihood ratio of H1 against H0 for the results r,
// in the normal approximation of the trinomial model. It is 0 until the
// results have a positive variance (at least two different outcomes).
func (t SPRT) LLR(r WDL) float64 {
	return t.llr(float64(r.Games()), r.Score(), r.Variance())
}

// llr is the generalised SPRT's log-likelihood ratio for n observations
// of mean score s and variance v (0 without variance).
func (t SPRT) llr(n, s, v float64) float64 {
	if n == 0 || v <= 0 {
		return 0
	}
	s0, s1 := ScoreFromElo(t.Elo0), ScoreFromElo(t.Elo1)
	return n * (s1 - s0) * (2*s - s0 - s1) / (2 * v)
}

// Decide returns the state of the test after the results r.
func (t SPRT) Decide(r WDL) Decision {
	return t.DecideLLR(t.LLR(r))
}
