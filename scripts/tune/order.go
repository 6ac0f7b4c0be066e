package main

import (
	"fmt"
	"io"
	"math"

	"amoba/engine"
	"amoba/eval"
)

// The ordering scores are fitted to the moves the engine chose in its
// games: in every position, the candidate moves compete in a softmax of
// their scores (attack for the mover plus defence against the opponent,
// divided by a temperature T), and the fit raises the probability of the
// move that was played. A score that ranks the played move first puts the
// search's best move first, which is what cut-offs need.

// orderCand is one candidate move: the combination of its cell for the
// mover (attack) and for the opponent (defence). free marks renju black's
// false double three, which has the class it would have without fouls.
type orderCand struct {
	attack, defence         eval.Combo
	freeAttack, freeDefence bool
}

// orderPosition is one position's candidates, the move played first.
type orderPosition struct {
	mover eval.Color
	cands []orderCand
}

// orderData is the positions of a family, split like the evaluation's.
type orderData struct {
	train, test []orderPosition
}

// orderLayout numbers the ordering parameters: per colour block, attack
// patterns, attack classes, defence patterns, defence classes.
type orderLayout struct {
	colours int
}

func (l orderLayout) pattern(side int, c eval.Color, p eval.Pattern) int {
	return int(c)%l.colours*coarseBlock + side*(eval.NumPatterns+eval.NumClasses) + int(p)
}

func (l orderLayout) class(side int, c eval.Color, cl eval.Class) int {
	return l.pattern(side, c, 0) + eval.NumPatterns + int(cl)
}

func (l orderLayout) size() int { return l.colours * coarseBlock }

// extractOrder replays the games and collects the positions where the
// engine chose the move, neither side had a five point and the move was
// among the candidates (the cells near the stones with a pattern for
// either side, as the search generates them). With best, the target is
// the record's best move (another brain's choice) instead of the move
// played, and positions without one are left out.
func extractOrder(games []gameLine, holdOut uint64, best bool) (orderData, error) {
	var od orderData
	err := replay(games, holdOut, func(b *engine.Board, g *gameLine, i int, test bool) {
		if i < g.first {
			return
		}
		target := g.moves[i]
		if best {
			if g.best == nil || g.best[i] == engine.NoPos {
				return
			}
			target = g.best[i]
		}
		if pos, ok := orderSample(b, target); ok {
			if test {
				od.test = append(od.test, pos)
			} else {
				od.train = append(od.train, pos)
			}
		}
	})
	return od, err
}

// orderSample builds the candidates of the position, played first; ok is
// false when the position says nothing about ordering.
func orderSample(b *engine.Board, played engine.Pos) (orderPosition, bool) {
	us, them := b.ToMove(), b.ToMove().Opponent()
	if b.ClassCount(us, eval.ClassFive) > 0 || b.ClassCount(them, eval.ClassFive) > 0 {
		return orderPosition{}, false
	}
	renju := b.Rule() == eval.Renju
	var forbidden engine.Bitboard
	for _, p := range b.ForbiddenPoints() {
		forbidden.Set(p)
	}
	cand := func(p engine.Pos) orderCand {
		c := orderCand{attack: eval.ComboOf(b.Patterns(p, us)), defence: eval.ComboOf(b.Patterns(p, them))}
		// black's double-three candidates that the exact check finds legal
		if renju && us == eval.Black && c.attack.Class(true) == eval.ClassForbidden {
			c.freeAttack = true // a forbidden one is not a candidate at all
		}
		if renju && them == eval.Black && c.defence.Class(true) == eval.ClassForbidden && !forbidden.Has(p) {
			c.freeDefence = true
		}
		return c
	}
	pos := orderPosition{mover: us}
	found := -1
	candidates := b.Candidates()
	var buf [engine.MaxCells]engine.Pos
	for _, p := range candidates.AppendTo(buf[:0]) {
		if b.Patterns(p, us) == 0 && b.Patterns(p, them) == 0 || !b.IsLegal(p) {
			continue
		}
		if p == played {
			found = len(pos.cands)
		}
		pos.cands = append(pos.cands, cand(p))
	}
	if found < 0 || len(pos.cands) < 2 {
		return orderPosition{}, false
	}
	pos.cands[0], pos.cands[found] = pos.cands[found], pos.cands[0]
	return pos, true
}

// orderValues are every combination's attack and defence scores under
// the parameters, [side][colour][free][combo].
type orderValues [2][2][2][eval.NumCombos]float64

// comboTerms lists the parameters a combination's score is the sum of.
func (l orderLayout) comboTerms(rule eval.Rule, side int, c eval.Color, free bool, k eval.Combo, terms []int) []int {
	cl := k.Class(restricted(rule, c) && !free)
	terms = append(terms[:0], l.class(side, c, cl))
	if cl == eval.ClassForbidden {
		return terms
	}
	for _, p := range k.Patterns() {
		terms = append(terms, l.pattern(side, c, p))
	}
	return terms
}

// values expands the parameters into every combination's scores.
func (l orderLayout) values(rule eval.Rule, w []float64, out *orderValues) {
	var terms []int
	for side := range 2 {
		for c := eval.Black; c <= eval.White; c++ {
			for free := range 2 {
				for k := eval.Combo(0); k < eval.NumCombos; k++ {
					terms = l.comboTerms(rule, side, c, free == 1, k, terms)
					v := 0.0
					for _, t := range terms {
						v += w[t]
					}
					out[side][c][free][k] = v
				}
			}
		}
	}
}

// orderStats are a set's mean cross-entropy of the played move and the
// share of positions where it has the best score (ties share the credit).
type orderStats struct {
	loss, top1 float64
}

// orderEpoch computes the stats of the positions under values v, divided
// by temperature t, and, when grad is not nil, adds the loss's gradient
// with respect to every combination's score.
func orderEpoch(ps []orderPosition, v *orderValues, t float64, grad *orderValues) orderStats {
	var st orderStats
	if len(ps) == 0 {
		return orderStats{math.NaN(), math.NaN()}
	}
	var logits []float64
	for i := range ps {
		pos := &ps[i]
		them := pos.mover.Opponent()
		logits = logits[:0]
		best, ties := math.Inf(-1), 0
		for _, c := range pos.cands {
			x := (v[eval.SideOwn][pos.mover][boolInt(c.freeAttack)][c.attack] + v[eval.SideOpp][them][boolInt(c.freeDefence)][c.defence]) / t
			logits = append(logits, x)
			switch {
			case x > best:
				best, ties = x, 1
			case x == best:
				ties++
			}
		}
		if logits[0] == best {
			st.top1 += 1 / float64(ties)
		}
		sum := 0.0
		for _, x := range logits {
			sum += math.Exp(x - best)
		}
		st.loss += best + math.Log(sum) - logits[0]
		if grad == nil {
			continue
		}
		for j, c := range pos.cands {
			d := math.Exp(logits[j]-best) / sum
			if j == 0 {
				d--
			}
			d /= t
			grad[eval.SideOwn][pos.mover][boolInt(c.freeAttack)][c.attack] += d
			grad[eval.SideOpp][them][boolInt(c.freeDefence)][c.defence] += d
		}
	}
	n := float64(len(ps))
	return orderStats{st.loss / n, st.top1 / n}
}

// orderPrior is the hand-set ordering scores (eval.HandSetCoarse) as
// parameters.
func (l orderLayout) prior() []float64 {
	cm := eval.HandSetCoarse(eval.DefaultWeights())
	w := make([]float64, l.size())
	for side := range 2 {
		for c := eval.Black; int(c) < l.colours; c++ {
			for p := eval.Pattern(0); p < eval.NumPatterns; p++ {
				w[l.pattern(side, c, p)] = float64(cm.OrderPattern[side][c][p])
			}
			for cl := eval.Class(0); cl < eval.NumClasses; cl++ {
				w[l.class(side, c, cl)] = float64(cm.OrderClass[side][c][cl])
			}
		}
	}
	return w
}

// fitTemperature finds the temperature under which the hand-set scores
// explain the played moves best, by a golden-section search on log T: it
// puts the learned scores on the hand-set scale, so that the search's
// fixed bonuses (killers, threats, history) keep their weight.
func fitTemperature(ps []orderPosition, v *orderValues) float64 {
	return logGoldenMin(1, 2000, func(t float64) float64 { return orderEpoch(ps, v, t, nil).loss })
}

// orderFit is the result of fitting the ordering scores.
type orderFit struct {
	weights          []float64
	temperature      float64
	handSet, learned [2]orderStats // train, held-out
}

// fitOrder fits the ordering parameters by full-batch Adam on the softmax
// loss with an L2 pull (strength l2, in positions) towards the hand-set
// scores.
func fitOrder(od orderData, rule eval.Rule, l orderLayout, epochs int, rate, l2 float64, report func(int, orderStats, orderStats)) orderFit {
	prior := l.prior()
	var v, grad orderValues
	l.values(rule, prior, &v)
	res := orderFit{temperature: math.Round(fitTemperature(od.train, &v))}
	t := res.temperature
	res.handSet = [2]orderStats{orderEpoch(od.train, &v, t, nil), orderEpoch(od.test, &v, t, nil)}
	w := append([]float64(nil), prior...)
	g := make([]float64, len(w))
	m := make([]float64, len(w))
	s := make([]float64, len(w))
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	scale := 1 / float64(len(od.train))
	var terms []int
	for epoch := 1; epoch <= epochs; epoch++ {
		l.values(rule, w, &v)
		grad = orderValues{}
		st := orderEpoch(od.train, &v, t, &grad)
		if report != nil && epoch%50 == 0 {
			report(epoch, st, orderEpoch(od.test, &v, t, nil))
		}
		clear(g)
		for side := range 2 {
			for c := eval.Black; c <= eval.White; c++ {
				for free := range 2 {
					for k := eval.Combo(0); k < eval.NumCombos; k++ {
						d := grad[side][c][free][k]
						if d == 0 {
							continue
						}
						for _, j := range l.comboTerms(rule, side, c, free == 1, k, terms) {
							g[j] += d * scale
						}
					}
				}
			}
		}
		b1, b2 := 1-math.Pow(beta1, float64(epoch)), 1-math.Pow(beta2, float64(epoch))
		for j := range w {
			gj := g[j] + 2*l2/(t*t)*(w[j]-prior[j])*scale
			m[j] = beta1*m[j] + (1-beta1)*gj
			s[j] = beta2*s[j] + (1-beta2)*gj*gj
			w[j] -= rate * (m[j] / b1) / (math.Sqrt(s[j]/b2) + eps)
		}
	}
	res.weights = roundVector(w)
	l.values(rule, res.weights, &v)
	res.learned = [2]orderStats{orderEpoch(od.train, &v, t, nil), orderEpoch(od.test, &v, t, nil)}
	return res
}

// setOrder writes fitted ordering parameters into a coarse model.
func (l orderLayout) setOrder(cm *eval.Coarse, w []float64) {
	for side := range 2 {
		for c := eval.Black; c <= eval.White; c++ {
			for p := eval.Pattern(0); p < eval.NumPatterns; p++ {
				cm.OrderPattern[side][c][p] = int16(w[l.pattern(side, c, p)])
			}
			for cl := eval.Class(0); cl < eval.NumClasses; cl++ {
				cm.OrderClass[side][c][cl] = int16(w[l.class(side, c, cl)])
			}
		}
	}
}

// orderRun is a fitted ordering with what it was fitted on.
type orderRun struct {
	orderFit
	layout orderLayout
	data   orderData
	best   bool // fitted to the records' best moves, not the moves played
}

// tuneOrder extracts the ordering data of the games and fits it.
func tuneOrder(cfg config, games []gameLine, rule eval.Rule, colours int, log io.Writer) (orderRun, error) {
	od, err := extractOrder(games, cfg.holdOut, cfg.orderBest)
	if err != nil {
		return orderRun{}, err
	}
	if len(od.train) == 0 {
		return orderRun{}, fmt.Errorf("no positions to fit the ordering on")
	}
	l := orderLayout{colours: colours}
	var report func(int, orderStats, orderStats)
	if cfg.verbose {
		report = func(epoch int, train, test orderStats) {
			fmt.Fprintf(log, "tune: ordering epoch %d: train %.5f held-out %.5f (top-1 %.3f)\n", epoch, train.loss, test.loss, test.top1)
		}
	}
	fit := fitOrder(od, rule, l, cfg.epochs, cfg.rate, cfg.orderPrior, report)
	return orderRun{orderFit: fit, layout: l, data: od, best: cfg.orderBest}, nil
}

// report is the ordering's lines of the model file's header.
func (r orderRun) report(train, test int) []string {
	target := "the played move"
	if r.best {
		target = "the labelling brain's move, -order-best"
	}
	lines := []string{
		fmt.Sprintf("Move ordering: %d training and %d held-out positions, temperature T = %.0f; loss (cross-entropy of %s) and top-1:", train, test, r.temperature, target),
		fmt.Sprintf("  hand-set  train %.5f  held-out %.5f  top-1 %.3f", r.handSet[0].loss, r.handSet[1].loss, r.handSet[1].top1),
		fmt.Sprintf("  learned   train %.5f  held-out %.5f  top-1 %.3f", r.learned[0].loss, r.learned[1].loss, r.learned[1].top1),
	}
	return lines
}
