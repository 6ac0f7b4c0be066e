package main

import (
	"fmt"
	"math"
	"os"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
)

// Move-choice data (-choice): the evaluation is also asked to pick the
// labelling brain's move. For a position with a record's best move, every
// candidate cell but our fours is played and the position after it
// evaluated from the mover's view (minus the evaluation for the opponent,
// now to move); the candidates compete in a softmax of those evaluations,
// and the loss is the cross-entropy of the brain's move. The scores say
// how good a position is; the choice says which of the positions one move
// apart the brain prefers. (On 2026-12-05 such a fit chose Rapfi's move by
// its static evaluation more often, but the engine searching with it did
// not: see the README's "The learned evaluation".)

// choicePosition is one position's candidates: each candidate's features
// (coarse parameters, the mover's view of the position after it) minus
// those of the brain's move, whose own logit is therefore always zero and
// is left out.
type choicePosition struct {
	cands [][]feature
}

// choiceData is the move-choice positions, split as the games are.
type choiceData struct {
	train, test []choicePosition
}

// choiceFilter keeps a position when the labelling brain's score of it is
// within ±limit and not a mate: a won or lost position's move says little
// about values.
type choiceFilter struct {
	limit     float64
	mateScore float64
}

// extractChoice replays the games and builds the move-choice positions:
// past the opening, quiet (gamefile.Quiet), with no four point for the
// opponent (no cell that gives it a four: there its threats weigh more in
// the choice than the values do), with a best move among the candidates
// and a score within the filter's limit.
func extractChoice(games []gameLine, layout params, rule eval.Rule, cl coarseLayout, holdOut uint64, f choiceFilter) (choiceData, error) {
	var cd choiceData
	var counts [2][eval.NumCombos]int32
	var touched [2][]eval.Combo
	err := replay(games, holdOut, func(b *engine.Board, g *gameLine, i int, test bool) {
		if i < g.first || g.best == nil || g.best[i] == engine.NoPos || !gamefile.Quiet(b) {
			return
		}
		if s := g.scores[i]; math.IsNaN(s) || math.Abs(s) >= f.mateScore || math.Abs(s) > f.limit {
			return
		}
		them := b.ToMove().Opponent()
		if b.FourCount(them) > 0 {
			return
		}
		pos, ok := choiceSample(b, g.best[i], layout, rule, cl, &counts, &touched)
		if !ok {
			return
		}
		if test {
			cd.test = append(cd.test, pos)
		} else {
			cd.train = append(cd.train, pos)
		}
	})
	return cd, err
}

// choiceSample plays every candidate of the position (the cells the search
// generates in a calm node: near the stones, with a pattern for either
// side, legal) but the fours, and records the mover's view of the
// position after it; ok is false when the best move is a four or not a
// candidate, or there is no other.
func choiceSample(b *engine.Board, best engine.Pos, layout params, rule eval.Rule, cl coarseLayout,
	counts *[2][eval.NumCombos]int32, touched *[2][]eval.Combo) (choicePosition, bool) {
	us, them := b.ToMove(), b.ToMove().Opponent()
	candidates := b.Candidates()
	var buf [engine.MaxCells]engine.Pos
	var after [][]feature
	found := -1
	for _, p := range candidates.AppendTo(buf[:0]) {
		if b.Patterns(p, us) == 0 && b.Patterns(p, them) == 0 || !b.IsLegal(p) {
			continue
		}
		b.Play(p)
		if b.ClassCount(us, eval.ClassFive) > 0 {
			// a four: the reply is forced, and the search never
			// evaluates the position before it statically
			b.Undo()
			if p == best {
				return choicePosition{}, false
			}
			continue
		}
		if p == best {
			found = len(after)
		}
		s := positionSample(b, layout, counts, touched)
		b.Undo()
		cs := coarseSamples([]sample{s}, layout, rule, cl)[0]
		for j := range cs.features {
			cs.features[j].count = -cs.features[j].count // the mover's view
		}
		after = append(after, cs.features)
	}
	if found < 0 || len(after) < 2 {
		return choicePosition{}, false
	}
	var pos choicePosition
	for j, f := range after {
		if j != found {
			pos.cands = append(pos.cands, subtractFeatures(f, after[found]))
		}
	}
	return pos, true
}

// subtractFeatures returns a - b over features sorted by parameter,
// without the zero counts.
func subtractFeatures(a, b []feature) []feature {
	var out []feature
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i].param < b[j].param):
			out = append(out, a[i])
			i++
		case i == len(a) || b[j].param < a[i].param:
			out = append(out, feature{param: b[j].param, count: -b[j].count})
			j++
		default:
			if n := a[i].count - b[j].count; n != 0 {
				out = append(out, feature{param: a[i].param, count: n})
			}
			i++
			j++
		}
	}
	return out
}

// choiceStats is the move-choice loss (mean cross-entropy of the brain's
// move) and how often the evaluation ranks the brain's move first (ties
// shared).
type choiceStats struct {
	loss, top1 float64
}

// choiceEpoch computes the stats of the positions under weights w at
// temperature t and, when grad is not nil, adds weight times the mean
// loss's gradient to it.
func choiceEpoch(ps []choicePosition, w []float64, t float64, grad []float64, weight float64) choiceStats {
	if len(ps) == 0 {
		return choiceStats{math.NaN(), math.NaN()}
	}
	var st choiceStats
	var logits []float64
	scale := weight / float64(len(ps))
	for i := range ps {
		logits = logits[:0]
		best, ties := 0.0, 1 // the brain's move, logit 0
		for _, c := range ps[i].cands {
			x := 0.0
			for _, f := range c {
				x += float64(f.count) * w[f.param]
			}
			x /= t
			logits = append(logits, x)
			switch {
			case x > best:
				best, ties = x, 0
			case x == best:
				ties++
			}
		}
		if best == 0 && ties > 0 {
			st.top1 += 1 / float64(ties)
		}
		sum := math.Exp(-best)
		for _, x := range logits {
			sum += math.Exp(x - best)
		}
		st.loss += best + math.Log(sum)
		if grad == nil {
			continue
		}
		// the brain's move has no features (the differences are to it),
		// so only the others' probabilities push the weights
		for j, c := range ps[i].cands {
			d := math.Exp(logits[j]-best) / sum / t * scale
			for _, f := range c {
				grad[f.param] += d * float64(f.count)
			}
		}
	}
	n := float64(len(ps))
	return choiceStats{st.loss / n, st.top1 / n}
}

// fitChoiceTemperature is the temperature under which weights w explain
// the brain's moves best (golden-section search on log T).
func fitChoiceTemperature(ps []choicePosition, w []float64) float64 {
	return logGoldenMin(1, 5000, func(t float64) float64 { return choiceEpoch(ps, w, t, nil, 0).loss })
}

// prepareChoice extracts the move-choice positions of the games.
func prepareChoice(cfg config, games []gameLine, layout params, rule eval.Rule, cl coarseLayout) (choiceData, error) {
	cd, err := extractChoice(games, layout, rule, cl, cfg.holdOut, choiceFilter{limit: cfg.choiceLimit, mateScore: cfg.mateScore})
	if err != nil {
		return choiceData{}, err
	}
	if len(cd.train) == 0 {
		return choiceData{}, fmt.Errorf("-choice: no position has a best move (scripts/label writes them)")
	}
	return cd, nil
}

// report is the move-choice lines of the model file's header: the loss
// (each set of values at the temperature that fits it best on the
// training positions) and top-1 of the starting values (named prior) and
// of the fitted ones.
func (cd choiceData) report(cfg config, prior string, start, learned []float64) []string {
	row := func(name string, w []float64) string {
		t := fitChoiceTemperature(cd.train, w)
		tr, te := choiceEpoch(cd.train, w, t, nil, 0), choiceEpoch(cd.test, w, t, nil, 0)
		return fmt.Sprintf("  %-8s  train %.5f  held-out %.5f  top-1 %.3f  (T = %.0f)", name, tr.loss, te.loss, te.top1, t)
	}
	return []string{
		fmt.Sprintf("Move choice (-choice %g, scores within ±%g): %d training and %d held-out positions; loss (cross-entropy of the labelling brain's move) and top-1:",
			cfg.choice, cfg.choiceLimit, len(cd.train), len(cd.test)),
		row(prior, start),
		row("learned", learned),
	}
}

// readCoarse reads a model file's coarse values as coarse parameters.
func readCoarse(path string, rule eval.Rule, cl coarseLayout) ([]float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	_, cm, err := eval.ReadModel(f, rule)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return coarseVector(cm, cl), nil
}
