// Package stats turns match results into the figures engine testers use:
// the Elo difference implied by a score with a 95% confidence interval, the
// likelihood of superiority (LOS), and a sequential probability ratio test
// (SPRT) that stops a match as soon as the result is clear; by games
// (win/draw/loss) or by pairs of games (pentanomial: an opening played with
// colours swapped, see Pentanomial).
//
// Elo is logistic: a score s corresponds to −400·log10(1/s − 1) Elo. The
// interval comes from the normal approximation of the mean score per game
// with the variance of the observed win/draw/loss distribution. LOS is
// computed from wins and losses only (draws carry no information on which
// engine is stronger). The SPRT uses the generalised SPRT log-likelihood ratio
// with the normal approximation of the trinomial (win/draw/loss) model:
// LLR = N·(s1 − s0)·(2s − s0 − s1) / (2σ²). By pairs, the same formula with
// N the number of pairs and σ² the variance of a pair's mean score, an
// outcome not seen yet counting a thousandth of a pair, and no decision
// before MinPairs pairs.
package stats
