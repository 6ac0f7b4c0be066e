package main

import (
	"bytes"
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"amoba/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// quadPlayer is a synthetic opponent model: a side's chance to win a game
// falls with its squared distance to a known best value of each parameter,
// so the tuner must walk towards them.
type quadPlayer struct {
	best map[string]float64
	rng  *rand.Rand
}

func (q *quadPlayer) strength(p engine.Params) float64 {
	s := 0.0
	for name, best := range q.best {
		v, _ := p.Get(name)
		d := (float64(v) - best) / 100
		s -= d * d
	}
	return s
}

func (q *quadPlayer) play(_ context.Context, _ int, plus, minus engine.Params) (float64, error) {
	pWin := 1 / (1 + math.Exp(-(q.strength(plus)-q.strength(minus))*4))
	diff := 0.0
	for range 2 {
		if q.rng.Float64() < pWin {
			diff++
		} else {
			diff--
		}
	}
	return diff, nil
}

func tuneSynthetic(t *testing.T, iterations int) []tuned {
	t.Helper()
	spec := "rfp_margin 40 0.004 200\nthreat_bonus 60 0.004 1200\n"
	params, err := readSpec(strings.NewReader(spec))
	require.NoError(t, err)
	tn := newTuner(params, iterations, 7)
	pl := &quadPlayer{best: map[string]float64{"rfp_margin": 500, "threat_bonus": 700}, rng: rand.New(rand.NewPCG(3, 4))}
	var log bytes.Buffer
	require.NoError(t, tune(context.Background(), tn, pl, config{iterations: iterations, concurrency: 1, seed: 1, log: &log}))
	assert.Contains(t, log.String(), "start rfp_margin=200,threat_bonus=1200\n")
	assert.Contains(t, log.String(), "\nend ")
	assert.Equal(t, iterations+2, strings.Count(log.String(), "\n"))
	return tn.params
}

// TestTuneConverges: from one value below its best and one above, the
// estimates move most of the way to the best values.
func TestTuneConverges(t *testing.T) {
	params := tuneSynthetic(t, 3000)
	assert.InDelta(t, 500, params[0].value, 100, "rfp_margin from 200 towards 500")
	assert.InDelta(t, 700, params[1].value, 150, "threat_bonus from 1200 towards 700")
}

// TestGains: the last iteration perturbs by c_end and steps by
// r_end·c_end², and both gains shrink as the iterations go on.
func TestGains(t *testing.T) {
	tn := newTuner([]tuned{{name: "rfp_margin", max: 2000, cEnd: 30, rEnd: 0.002}}, 500, 1)
	ck, ak := tn.gains(0, 500)
	assert.InDelta(t, 30, ck, 1e-9)
	assert.InDelta(t, 0.002*30*30, ak, 1e-9)
	c1, a1 := tn.gains(0, 1)
	assert.Greater(t, c1, ck)
	assert.Greater(t, a1, ak)
}

// TestDrawStaysInRange: the perturbed values are the estimate plus and
// minus the perturbation, rounded and clamped to the engine's range.
func TestDrawStaysInRange(t *testing.T) {
	params, err := readSpec(strings.NewReader("rfp_max_depth 3 0.002 1\nrfp_margin 30 0.002\n"))
	require.NoError(t, err)
	tn := newTuner(params, 100, 1)
	for k := 1; k <= 50; k++ {
		tr := tn.draw(k)
		for _, p := range []engine.Params{tr.plus, tr.minus} {
			d, _ := p.Get("rfp_max_depth")
			assert.GreaterOrEqual(t, d, 0)
			assert.LessOrEqual(t, d, 20)
		}
		plus, _ := tr.plus.Get("rfp_margin")
		minus, _ := tr.minus.Get("rfp_margin")
		ck, _ := tn.gains(1, k)
		assert.InDelta(t, 2*ck, math.Abs(float64(plus-minus)), 1.01, "iteration %d", k)
		assert.Equal(t, tr.delta[1] > 0, plus > minus)
	}
}

type failingPlayer struct{}

func (failingPlayer) play(context.Context, int, engine.Params, engine.Params) (float64, error) {
	return 0, errors.New("engine crashed")
}

func TestTuneStopsOnError(t *testing.T) {
	params, err := readSpec(strings.NewReader("rfp_margin 30 0.002\n"))
	require.NoError(t, err)
	err = tune(context.Background(), newTuner(params, 10, 1), failingPlayer{}, config{iterations: 10, concurrency: 2, log: &bytes.Buffer{}})
	assert.ErrorContains(t, err, "engine crashed")
}

func TestReadSpec(t *testing.T) {
	params, err := readSpec(strings.NewReader("# comment\n\nrfp_margin 30 0.002\nthreat_bonus 80 0.001 900\n"))
	require.NoError(t, err)
	require.Len(t, params, 2)
	assert.Equal(t, tuned{name: "rfp_margin", min: 0, max: 2000, value: float64(engine.DefaultParams().RFPMarginPerPly), cEnd: 30, rEnd: 0.002}, params[0])
	assert.Equal(t, 900.0, params[1].value)

	for _, bad := range []string{"", "# nothing\n", "no_such 1 0.002\n", "rfp_margin 30\n", "rfp_margin x 0.002\n",
		"rfp_margin 30 -1\n", "rfp_margin 30 0.002 5000\n", "rfp_margin 30 0.002\nrfp_margin 20 0.002\n"} {
		_, err := readSpec(strings.NewReader(bad))
		assert.Error(t, err, "%q", bad)
	}
	specs, err := filepath.Glob("testdata/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, specs)
	for _, name := range specs {
		f, err := os.Open(name)
		require.NoError(t, err)
		_, err = readSpec(f)
		f.Close()
		assert.NoError(t, err, "the committed spec %s reads", name)
	}
}

func TestParseScore(t *testing.T) {
	pa, pb, err := parseScore("game 1 ...\nA vs B: 1 wins, 0 losses, 1 draws; score 1.5/2 = 75.0%\n")
	require.NoError(t, err)
	assert.Equal(t, 1.5, pa)
	assert.Equal(t, 0.5, pb)
	_, _, err = parseScore("nothing")
	assert.Error(t, err)
}

// TestWrapper: the wrapper runs the engine with the side's -param list
// (only the values that differ from the defaults).
func TestWrapper(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "fake engine")
	require.NoError(t, os.WriteFile(fake, []byte("#!/bin/sh\necho \"$@\"\n"), 0o755))
	m := &matchPlayer{engine: fake, dir: dir}
	p := engine.DefaultParams()
	require.NoError(t, p.SetList("rfp_margin=300,killer_bonus=450"))
	path, err := m.wrapper(3, "plus", p)
	require.NoError(t, err)
	out, err := exec.Command(path).Output()
	require.NoError(t, err)
	assert.Equal(t, "-param rfp_margin=300,killer_bonus=450\n", string(out))
}
