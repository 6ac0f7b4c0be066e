package main

import (
	"math"
)

// sigmoid is the logistic function.
func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// evalOf is a sample's evaluation under the weights.
func evalOf(s *sample, w []float64) float64 {
	e := 0.0
	for _, f := range s.features {
		e += float64(f.count) * w[f.param]
	}
	return e
}

// target is what a sample's prediction is fitted to: the result, blended
// with the score's probability when blend > 0 and the sample has one.
func target(s *sample, blend float64) float64 {
	if blend <= 0 || math.IsNaN(s.scoreProb) {
		return s.target
	}
	return (1-blend)*s.target + blend*s.scoreProb
}

// setScoreProbs turns the samples' scores into win probabilities,
// sigmoid(score/scale); scores of mateScore and beyond (mates) stay
// unknown.
func setScoreProbs(samples []sample, scale, mateScore float64) {
	for i := range samples {
		s := &samples[i]
		s.scoreProb = math.NaN()
		if !math.IsNaN(s.score) && math.Abs(s.score) < mateScore {
			s.scoreProb = sigmoid(s.score / scale)
		}
	}
}

// scored keeps the samples that have a score probability.
func scored(samples []sample) []sample {
	var out []sample
	for _, s := range samples {
		if !math.IsNaN(s.scoreProb) {
			out = append(out, s)
		}
	}
	return out
}

// targetLoss is the mean cross-entropy of the samples' fitted targets
// (results blended with scores).
func targetLoss(samples []sample, w []float64, k, blend float64) float64 {
	if len(samples) == 0 {
		return math.NaN()
	}
	sum := 0.0
	for i := range samples {
		p := sigmoid(evalOf(&samples[i], w) / k)
		p = min(max(p, 1e-9), 1-1e-9)
		t := target(&samples[i], blend)
		sum -= t*math.Log(p) + (1-t)*math.Log(1-p)
	}
	return sum / float64(len(samples))
}

// loss is the mean cross-entropy of the samples' results (not blended:
// the result is what the model is judged on).
func loss(samples []sample, w []float64, k float64) float64 { return targetLoss(samples, w, k, 0) }

// fitScale finds the K that minimises the loss of fixed weights.
func fitScale(samples []sample, w []float64) float64 {
	return logGoldenMin(20, 5000, func(k float64) float64 { return loss(samples, w, k) })
}

// logGoldenMin returns the x in [lo, hi] that minimises a unimodal f, by a
// golden-section search on log x (a scale is as likely to be off by a
// factor at 20 as at 2,000).
func logGoldenMin(lo, hi float64, f func(float64) float64) float64 {
	l, h := math.Log(lo), math.Log(hi)
	phi := (math.Sqrt(5) - 1) / 2
	g := func(x float64) float64 { return f(math.Exp(x)) }
	a, b := h-phi*(h-l), l+phi*(h-l)
	fa, fb := g(a), g(b)
	for range 40 {
		if fa < fb {
			h, b, fb = b, a, fa
			a = h - phi*(h-l)
			fa = g(a)
		} else {
			l, a, fa = a, b, fb
			b = l + phi*(h-l)
			fb = g(b)
		}
	}
	return math.Exp((l + h) / 2)
}

// choiceRefit is how many epochs the move-choice temperature is held
// before it is fitted again to the weights.
const choiceRefit = 25

// fitConfig is the optimiser's settings.
type fitConfig struct {
	epochs int
	rate   float64 // Adam's step, in evaluation units
	l2     float64 // pull towards the prior, per parameter
	blend  float64
	frozen []bool // parameters that keep their prior value
	report func(epoch int, w []float64)
	// choice adds the move-choice loss (choice.go), weighted by
	// choiceWeight against the mean loss of the samples, at the temperature
	// that fits the current weights best (found again every
	// choiceRefit epochs, so that scaling every value up does not lower
	// the choice loss: the samples' loss alone sets the scale).
	choice       []choicePosition
	choiceWeight float64
}

// fit runs full-batch Adam on the logistic loss (plus, with cfg.choice,
// the move-choice loss) and an L2 pull towards prior, starting from prior,
// and returns the weights.
func fit(samples []sample, prior []float64, k float64, cfg fitConfig) []float64 {
	n := len(prior)
	w := append([]float64(nil), prior...)
	grad := make([]float64, n)
	m := make([]float64, n)
	v := make([]float64, n)
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	scale := 1 / float64(len(samples))
	t := 0.0 // the move-choice temperature
	for epoch := 1; epoch <= cfg.epochs; epoch++ {
		clear(grad)
		for i := range samples {
			s := &samples[i]
			d := (sigmoid(evalOf(s, w)/k) - target(s, cfg.blend)) / k * scale
			for _, f := range s.features {
				grad[f.param] += d * float64(f.count)
			}
		}
		if len(cfg.choice) > 0 {
			if (epoch-1)%choiceRefit == 0 {
				t = fitChoiceTemperature(cfg.choice, w)
			}
			choiceEpoch(cfg.choice, w, t, grad, cfg.choiceWeight)
		}
		b1, b2 := 1-math.Pow(beta1, float64(epoch)), 1-math.Pow(beta2, float64(epoch))
		for j := range w {
			if cfg.frozen != nil && cfg.frozen[j] {
				continue
			}
			g := grad[j] + 2*cfg.l2*(w[j]-prior[j])*scale
			m[j] = beta1*m[j] + (1-beta1)*g
			v[j] = beta2*v[j] + (1-beta2)*g*g
			w[j] -= cfg.rate * (m[j] / b1) / (math.Sqrt(v[j]/b2) + eps)
		}
		if cfg.report != nil {
			cfg.report(epoch, w)
		}
	}
	return w
}
