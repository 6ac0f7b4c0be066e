package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"sync"

	"amoba/engine"
)

// tuned is one parameter under tuning.
type tuned struct {
	name     string
	min, max int
	value    float64 // the current estimate
	cEnd     float64 // perturbation at the last iteration
	rEnd     float64 // learning rate at the last iteration
}

// schedule exponents and the stability constant's share of the iterations
// (Spall's recommended values, as OpenBench uses them).
const (
	alphaExp  = 0.602
	gammaExp  = 0.101
	stability = 0.1
)

// tuner holds the parameters and the SPSA schedule. Its methods are safe
// for concurrent use: iterations run in parallel and each applies its step
// when its games end.
type tuner struct {
	mu         sync.Mutex
	params     []tuned
	iterations int
	rng        *rand.Rand
}

// newTuner makes a tuner for the given parameters and iteration count;
// seed fixes the directions drawn.
func newTuner(params []tuned, iterations int, seed uint64) *tuner {
	return &tuner{params: params, iterations: iterations, rng: rand.New(rand.NewPCG(seed, 0x73707361))}
}

// gains returns the perturbation c_k and the step gain a_k of parameter i
// at iteration k (1-based).
func (t *tuner) gains(i, k int) (ck, ak float64) {
	p := &t.params[i]
	n := float64(t.iterations)
	bigA := stability * n
	c := p.cEnd * math.Pow(n, gammaExp)
	a := p.rEnd * p.cEnd * p.cEnd * math.Pow(bigA+n, alphaExp)
	return c / math.Pow(float64(k), gammaExp), a / math.Pow(bigA+float64(k), alphaExp)
}

// trial is one iteration's perturbation: the direction drawn and the two
// parameter sets to play.
type trial struct {
	k           int
	delta       []float64 // ±1 per parameter
	plus, minus engine.Params
}

// draw returns iteration k's trial from the current estimate.
func (t *tuner) draw(k int) trial {
	t.mu.Lock()
	defer t.mu.Unlock()
	tr := trial{k: k, delta: make([]float64, len(t.params)), plus: engine.DefaultParams(), minus: engine.DefaultParams()}
	for i := range t.params {
		p := &t.params[i]
		tr.delta[i] = 1
		if t.rng.IntN(2) == 0 {
			tr.delta[i] = -1
		}
		ck, _ := t.gains(i, k)
		// Set cannot fail: the name was checked when the spec was read and
		// the value is clamped to the range.
		_ = tr.plus.Set(p.name, p.clampRound(p.value+ck*tr.delta[i]))
		_ = tr.minus.Set(p.name, p.clampRound(p.value-ck*tr.delta[i]))
	}
	return tr
}

// update applies iteration tr's step for the score difference diff: the
// plus side's points minus the minus side's.
func (t *tuner) update(tr trial, diff float64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for i := range t.params {
		p := &t.params[i]
		ck, ak := t.gains(i, tr.k)
		p.value = math.Max(float64(p.min), math.Min(float64(p.max), p.value+ak*diff*tr.delta[i]/ck))
	}
}

// current returns the estimate as "name=value,..." (rounded), the form
// pbrain-amoba's -param takes.
func (t *tuner) current() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	parts := make([]string, len(t.params))
	for i, p := range t.params {
		parts[i] = fmt.Sprintf("%s=%d", p.name, p.clampRound(p.value))
	}
	return strings.Join(parts, ",")
}

// clampRound rounds v to the nearest value the engine accepts.
func (p *tuned) clampRound(v float64) int {
	return max(p.min, min(p.max, int(math.Round(v))))
}

// paramList writes the parameters of p that differ from the defaults as a
// -param list.
func paramList(p engine.Params) string {
	var parts []string
	def := engine.DefaultParams()
	for _, info := range engine.ParamList() {
		v, _ := p.Get(info.Name)
		if d, _ := def.Get(info.Name); v != d {
			parts = append(parts, fmt.Sprintf("%s=%d", info.Name, v))
		}
	}
	return strings.Join(parts, ",")
}
