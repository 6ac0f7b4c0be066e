package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSubtractFeatures: the difference of two sparse feature lists keeps
// every parameter of either and drops the ones that cancel.
func TestSubtractFeatures(t *testing.T) {
	a := []feature{{1, 3}, {4, 2}, {7, -1}}
	b := []feature{{0, 5}, {4, 2}, {7, 1}, {9, 1}}
	assert.Equal(t, []feature{{0, -5}, {1, 3}, {7, -2}, {9, -1}}, subtractFeatures(a, b))
	assert.Empty(t, subtractFeatures(a, a))
}

// TestChoiceGradientMatchesTheLoss compares choiceEpoch's gradient with
// finite differences of its loss.
func TestChoiceGradientMatchesTheLoss(t *testing.T) {
	ps := []choicePosition{
		{cands: [][]feature{{{0, 1}, {2, -2}}, {{1, 3}}, {{0, -1}, {1, 1}, {2, 1}}}},
		{cands: [][]feature{{{2, 4}}}},
	}
	w := []float64{30, -12, 7}
	const temp, weight = 50.0, 0.7
	grad := make([]float64, len(w))
	choiceEpoch(ps, w, temp, grad, weight)
	for j := range w {
		const h = 1e-4
		up, down := append([]float64(nil), w...), append([]float64(nil), w...)
		up[j] += h
		down[j] -= h
		numeric := weight * (choiceEpoch(ps, up, temp, nil, 0).loss - choiceEpoch(ps, down, temp, nil, 0).loss) / (2 * h)
		assert.InDelta(t, numeric, grad[j], 1e-6, "parameter %d", j)
	}
	st := choiceEpoch(ps, w, temp, nil, 0)
	// position 1: logits 0 (the brain's move), 0.32, -0.72, -0.70; position 2: 0, 0.56
	assert.Zero(t, st.top1, "the brain's move ranks first in neither position")
	assert.Greater(t, st.loss, 0.0)
}

// TestChoiceFitPicksTheBrainsMoveMoreOften runs the tuner with -choice on
// the committed sample, each game's moves standing in for a labelling
// brain's choices: the fitted values rank them first more often than the
// values the fit started from, and the same data gives the same file.
func TestChoiceFitPicksTheBrainsMoveMoreOften(t *testing.T) {
	data := filepath.Join(t.TempDir(), "best.txt")
	out, err := os.Create(data)
	require.NoError(t, err)
	in, err := os.Open("testdata/games.txt")
	require.NoError(t, err)
	defer in.Close()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 7 {
			f = append(f, f[5]) // the best moves: the moves played
		}
		_, err := out.WriteString(strings.Join(f, " ") + "\n")
		require.NoError(t, err)
	}
	require.NoError(t, out.Close())

	// a later -data replaces tuneSample's
	args := []string{"-data", data, "-order=false", "-prior-from", "../../eval/models/freestyle.txt",
		"-choice", "1", "-choice-limit", "100000"}
	model, _ := tuneSample(t, "freestyle", args...)
	again, _ := tuneSample(t, "freestyle", args...)
	assert.Equal(t, model, again, "the same data and flags give the same file")
	top1 := map[string]float64{}
	for _, line := range strings.Split(model, "\n") {
		f := strings.Fields(line)
		if len(f) >= 10 && f[0] == "#" && f[6] == "top-1" {
			v, err := parseFloat(f[7])
			require.NoError(t, err, line)
			top1[f[1]] = v
		}
	}
	require.Contains(t, top1, "prior", "the header reports the choice of the starting values\n%s", model[:min(len(model), 1500)])
	require.Contains(t, top1, "learned")
	assert.Greater(t, top1["learned"], top1["prior"], "the fit ranks the brain's moves first more often")
	_, _, err = eval.ReadModel(strings.NewReader(model), eval.Freestyle)
	require.NoError(t, err)

	for _, args := range [][]string{
		{"-data", "x", "-choice", "1", "-fine"},
		{"-data", "x", "-choice", "-1"},
		{"-data", "x", "-choice", "1", "-choice-limit", "0"},
	} {
		_, err := parseFlags(args)
		assert.Error(t, err, "%v", args)
	}
}

// parseFloat reads one float.
func parseFloat(s string) (float64, error) {
	var v float64
	_, err := fmtSscan(s, &v)
	return v, err
}
