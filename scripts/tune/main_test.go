package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tuneSample runs the tuner on the committed sample and returns the model
// file and the log.
func tuneSample(t *testing.T, family string, extra ...string) (string, string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), family+".txt")
	args := append([]string{"-data", "testdata/games.txt", "-family", family, "-epochs", "60", "-out", out}, extra...)
	cfg, err := parseFlags(args)
	require.NoError(t, err)
	var log bytes.Buffer
	require.NoError(t, run(cfg, &bytes.Buffer{}, &log))
	raw, err := os.ReadFile(out)
	require.NoError(t, err)
	return string(raw), log.String()
}

func TestTuneLowersTheLossAndIsReproducible(t *testing.T) {
	for _, family := range []string{"freestyle", "renju"} {
		model, _ := tuneSample(t, family)
		again, _ := tuneSample(t, family)
		assert.Equal(t, model, again, "%s: the same data and flags give the same file", family)

		_, _, err := eval.ReadModel(strings.NewReader(model), familyRule(family))
		require.NoError(t, err, family)
		var hand, coarse float64
		for _, line := range strings.Split(model, "\n") {
			f := strings.Fields(line)
			if len(f) == 6 && f[0] == "#" && f[4] == "held-out" {
				v := 0.0
				_, err := fmtSscan(f[3], &v) // the training loss
				require.NoError(t, err)
				switch f[1] {
				case "hand-set":
					hand = v
				case "coarse":
					coarse = v
				}
			}
		}
		require.Positive(t, hand, "%s: the header reports the losses\n%s", family, model[:400])
		assert.Less(t, coarse, hand, "%s: the fitted model fits its training positions better", family)
	}
}

func TestTuneKeepsSpaceValuesAtZero(t *testing.T) {
	model, _ := tuneSample(t, "freestyle")
	m, _, err := eval.ReadModel(strings.NewReader(model), eval.Freestyle)
	require.NoError(t, err)
	empty, ok := eval.ComboFromString("F1,F1,F1,F1")
	require.True(t, ok)
	assert.Zero(t, m.Own[eval.Black][empty], "a cell far from the stones is worth nothing, whatever the board size")
	assert.Zero(t, m.Opp[eval.White][empty])
}

func TestTuneFlagsAndData(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-data", "x", "-family", "gomoku"},
		{"-data", "x", "-blend", "2"},
		{"-data", "x", "-rate", "0"},
		{"-data", "x", "-order-best", "-order-from", "m.txt"},
		{"-data", "x", "-order-best", "-order=false"},
	} {
		_, err := parseFlags(args)
		assert.Error(t, err, "%v", args)
	}
	_, err := parseGame("0 15 15 1 0 7,7;8,8 -") // one score for two moves: gamefile's tests have the rest
	assert.Error(t, err)
	g, err := parseGame("4 15 15 0.5 1 7,7;8,8;9,9 -,12,-30")
	assert.True(t, math.IsNaN(g.scores[0]), "no score")
	require.NoError(t, err)
	assert.Equal(t, eval.Renju, g.rule)
	assert.Len(t, g.moves, 3)
	assert.Equal(t, 12.0, g.scores[1])
}

// fmtSscan reads one float.
func fmtSscan(s string, v *float64) (int, error) { return fmt.Sscan(s, v) }

func TestTuneFineWritesCombinations(t *testing.T) {
	model, _ := tuneSample(t, "caro", "-fine")
	assert.Contains(t, model, "\ncombo own any ")
	m, cm, err := eval.ReadModel(strings.NewReader(model), eval.CaroOverline)
	require.NoError(t, err)
	assert.NotEqual(t, *cm.Model(eval.CaroOverline), *m, "the combination values differ from the coarse ones")
}

func TestTuneScoredTargetsAndOrderFrom(t *testing.T) {
	results, _ := tuneSample(t, "freestyle", "-order=false")
	scoredModel, log := tuneSample(t, "freestyle", "-order-from", "../../eval/models/freestyle.txt",
		"-blend", "1", "-score-scale", "300", "-scored-only")
	assert.NotEqual(t, results, scoredModel, "fitted to the scores, the model differs")
	assert.Contains(t, scoredModel, "# Loss on the fitted targets")
	assert.Contains(t, log, "tune: (the committed model")

	count := func(model string) (n int) {
		for _, line := range strings.Split(model, "\n") {
			if strings.HasPrefix(line, "# Learned by") {
				_, err := fmt.Sscanf(strings.SplitN(line, ": ", 2)[1], "%d games, %d training", new(int), &n)
				require.NoError(t, err, line)
			}
		}
		return n
	}
	assert.Less(t, count(scoredModel), count(results), "-scored-only keeps only the positions with a score")

	ordering := func(model string) []string {
		var out []string
		for _, line := range strings.Split(model, "\n") {
			if strings.HasPrefix(line, "order-") {
				out = append(out, line)
			}
		}
		return out
	}
	committed, err := os.ReadFile("../../eval/models/freestyle.txt")
	require.NoError(t, err)
	assert.NotEmpty(t, ordering(scoredModel))
	assert.Equal(t, ordering(string(committed)), ordering(scoredModel), "-order-from copies the ordering scores")
	assert.NotEqual(t, ordering(results), ordering(scoredModel))
}

// TestTiedFitValuesACellTheSameWhoeverIsToMove: -tied writes one coarse
// value for Own and Opp, an untied fit of the same data two, and -tied
// refuses -fine.
func TestTiedFitValuesACellTheSameWhoeverIsToMove(t *testing.T) {
	for _, family := range []string{"freestyle", "renju"} {
		model, _ := tuneSample(t, family, "-tied")
		_, cm, err := eval.ReadModel(strings.NewReader(model), familyRule(family))
		require.NoError(t, err, family)
		assert.Equal(t, cm.Pattern[0], cm.Pattern[1], "%s: Own and Opp pattern values are one", family)
		assert.Equal(t, cm.Class[0], cm.Class[1], "%s: Own and Opp class values are one", family)

		untied, _ := tuneSample(t, family)
		_, free, err := eval.ReadModel(strings.NewReader(untied), familyRule(family))
		require.NoError(t, err, family)
		assert.NotEqual(t, free.Pattern[0], free.Pattern[1], "%s: an untied fit tells them apart (so the check above can fail)", family)
	}
	_, err := parseFlags([]string{"-data", "x", "-tied", "-fine"})
	assert.Error(t, err, "-tied fits the coarse model only")
}
