package main

import (
	"slices"

	"amoba/eval"
)

// The coarse model is the hand-set model's shape with free numbers: a
// cell's Own (or Opp) value is the sum of its four patterns' values plus
// its class's bonus, each learned, per colour in renju; the threat term is
// the same. It has a few hundred parameters, so it is fitted first, on the
// same positions, and the fitted combination values are pulled towards it
// rather than towards the hand-set values: a combination seldom seen then
// keeps what its patterns and class say.

// coarseLayout numbers the coarse parameters: per colour block, Own
// patterns, Own classes, Opp patterns, Opp classes; then the threat terms.
// A tied layout reads the Opp values from the Own slots, so a cell is worth
// the same to its colour whoever is to move (the Opp slots stay unused).
type coarseLayout struct {
	colours int
	tied    bool
}

const coarseBlock = 2 * (eval.NumPatterns + eval.NumClasses)

func (l coarseLayout) pattern(opp bool, c eval.Color, p eval.Pattern) int32 {
	if l.tied {
		opp = false
	}
	return int32(int(c)%l.colours*coarseBlock + boolInt(opp)*(eval.NumPatterns+eval.NumClasses) + int(p))
}

func (l coarseLayout) class(opp bool, c eval.Color, cl eval.Class) int32 {
	return l.pattern(opp, c, 0) + eval.NumPatterns + int32(cl)
}

func (l coarseLayout) threat(c eval.Color, key int) int32 {
	return int32(l.colours*coarseBlock + int(c)%l.colours*eval.NumThreatKeys + key)
}

func (l coarseLayout) size() int { return l.colours * (coarseBlock + eval.NumThreatKeys) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// fineParam tells what a fine parameter index stands for.
type fineParam struct {
	opp    bool
	colour eval.Color
	combo  eval.Combo
	threat int // threat key, or -1
}

func (l params) describe(j int32) fineParam {
	i := int(j)
	block := l.colours * eval.NumCombos
	switch {
	case i < block:
		return fineParam{colour: eval.Color(i / eval.NumCombos), combo: eval.Combo(i % eval.NumCombos), threat: -1}
	case i < 2*block:
		i -= block
		return fineParam{opp: true, colour: eval.Color(i / eval.NumCombos), combo: eval.Combo(i % eval.NumCombos), threat: -1}
	}
	i -= 2 * block
	return fineParam{colour: eval.Color(i / eval.NumThreatKeys), threat: i % eval.NumThreatKeys}
}

// restricted reports whether colour c is bound by renju's fouls.
func restricted(rule eval.Rule, c eval.Color) bool { return rule == eval.Renju && c == eval.Black }

// coarseTerms lists the coarse parameters one fine parameter is the sum of.
func coarseTerms(fp fineParam, rule eval.Rule, l coarseLayout) []int32 {
	if fp.threat >= 0 {
		return []int32{l.threat(fp.colour, fp.threat)}
	}
	cl := fp.combo.Class(restricted(rule, fp.colour))
	terms := []int32{l.class(fp.opp, fp.colour, cl)}
	if cl == eval.ClassForbidden {
		return terms // the hand-set model gives a forbidden cell no pattern values
	}
	for _, p := range fp.combo.Patterns() {
		terms = append(terms, l.pattern(fp.opp, fp.colour, p))
	}
	return terms
}

// coarseSamples re-expresses samples in coarse parameters.
func coarseSamples(samples []sample, fine params, rule eval.Rule, l coarseLayout) []sample {
	out := make([]sample, len(samples))
	acc := map[int32]int32{}
	for i := range samples {
		clear(acc)
		for _, f := range samples[i].features {
			for _, t := range coarseTerms(fine.describe(f.param), rule, l) {
				acc[t] += f.count
			}
		}
		s := samples[i]
		s.features = make([]feature, 0, len(acc))
		for p, n := range acc {
			if n != 0 {
				s.features = append(s.features, feature{param: p, count: n})
			}
		}
		slices.SortFunc(s.features, func(a, b feature) int { return int(a.param - b.param) })
		out[i] = s
	}
	return out
}

// spaceOnly reports whether a pattern or class says only that a cell has
// room, with no stone of the colour to build on: single stones, dead
// lines. Such values are held at zero. Every empty cell far from the
// stones has them, so their value would grow with the board's size and
// make the evaluation of a 20×20 board mean something else than on 15×15.
func spaceOnly(p eval.Pattern) bool { return p == eval.Dead || p == eval.B1 || p == eval.F1 }

// frozen marks the coarse parameters that stay at zero (see spaceOnly).
func (l coarseLayout) frozen() []bool {
	f := make([]bool, l.size())
	for c := eval.Black; int(c) < l.colours; c++ {
		for _, opp := range []bool{false, true} {
			for p := eval.Pattern(0); p < eval.NumPatterns; p++ {
				f[l.pattern(opp, c, p)] = spaceOnly(p)
			}
			f[l.class(opp, c, eval.ClassNone)] = true
			f[l.class(opp, c, eval.ClassWeak)] = true
		}
	}
	return f
}

// coarsePrior is the hand-set coarse model (eval.HandSetCoarse) as coarse
// parameters, the frozen ones zero.
func coarsePrior(w eval.Weights, l coarseLayout) []float64 {
	return coarseVector(eval.HandSetCoarse(w), l)
}

// coarseVector lays a coarse model's evaluation values out as coarse
// parameters (a tied slot takes the mean of the two sides' values; the
// values held at zero are zero).
func coarseVector(cm *eval.Coarse, l coarseLayout) []float64 {
	v := make([]float64, l.size())
	// a tied slot starts from the mean of the two sides' values
	share := 1.0
	if l.tied {
		share = 0.5
	}
	for c := eval.Black; int(c) < l.colours; c++ {
		for side, opp := range []bool{false, true} {
			for p := eval.Pattern(0); p < eval.NumPatterns; p++ {
				v[l.pattern(opp, c, p)] += share * float64(cm.Pattern[side][c][p])
			}
			for cl := eval.Class(0); cl < eval.NumClasses; cl++ {
				v[l.class(opp, c, cl)] += share * float64(cm.Class[side][c][cl])
			}
		}
		for key := range eval.NumThreatKeys {
			v[l.threat(c, key)] = float64(cm.Threat[c][key])
		}
	}
	for i, f := range l.frozen() {
		if f {
			v[i] = 0
		}
	}
	return v
}

// toCoarse turns coarse weights into an eval.Coarse (black's values for
// both colours when the colours share one block), with the hand-set
// ordering scores (the ordering has a fit of its own, see order.go).
func (l coarseLayout) toCoarse(v []float64) *eval.Coarse {
	hand := eval.HandSetCoarse(eval.DefaultWeights())
	cm := &eval.Coarse{OrderPattern: hand.OrderPattern, OrderClass: hand.OrderClass}
	for c := eval.Black; c <= eval.White; c++ {
		for side, opp := range []bool{false, true} {
			for p := eval.Pattern(0); p < eval.NumPatterns; p++ {
				cm.Pattern[side][c][p] = int16(v[l.pattern(opp, c, p)])
			}
			for cl := eval.Class(0); cl < eval.NumClasses; cl++ {
				cm.Class[side][c][cl] = int16(v[l.class(opp, c, cl)])
			}
		}
		for key := range eval.NumThreatKeys {
			cm.Threat[c][key] = int16(v[l.threat(c, key)])
		}
	}
	return cm
}
