package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/scripts/internal/gamefile"
)

// parseAll parses record lines.
func parseAll(t *testing.T, lines ...string) []gamefile.Game {
	t.Helper()
	var out []gamefile.Game
	for _, l := range lines {
		g, err := gamefile.Parse(l)
		require.NoError(t, err, l)
		out = append(out, g)
	}
	return out
}

func TestCollectKeepsThePositionsEveryFileScores(t *testing.T) {
	a := parseAll(t, "0 15 15 1 1 7,7;8,8;9,9;6,6 -,10,-20,30")
	b := parseAll(t, "0 15 15 1 1 7,7;8,8;9,9;6,6 -,15,-,35")
	pos, err := collect([][]gamefile.Game{a, b})
	require.NoError(t, err)
	require.Len(t, pos, 2, "move 3 is unscored in the second file")
	assert.Equal(t, []int{10, 15}, pos[0].scores)
	assert.Equal(t, 0.0, pos[0].result, "white is to move before move 2 and lost")
	assert.Equal(t, []int{30, 35}, pos[1].scores)
	assert.Equal(t, 0.0, pos[1].result)

	other := parseAll(t, "0 15 15 1 1 7,7;8,8;9,9;6,5 -,15,-,35")
	_, err = collect([][]gamefile.Game{a, other})
	assert.Error(t, err, "a different game")
	_, err = collect([][]gamefile.Game{a, append(b, b...)})
	assert.Error(t, err, "a different number of games")
}

func TestResultForTheSideToMove(t *testing.T) {
	assert.Equal(t, 1.0, resultFor(1, 0), "black to move, black won")
	assert.Equal(t, 0.0, resultFor(1, 1), "white to move, black won")
	assert.Equal(t, 0.5, resultFor(0.5, 3))
}

// softPositions are positions whose results are the win probabilities
// sigmoid(score/scale) itself, for scores across ±3 scales.
func softPositions(scale float64, files int) []position {
	var pos []position
	for s := -3 * int(scale); s <= 3*int(scale); s += int(scale / 20) {
		p := position{result: 1 / (1 + math.Exp(-float64(s)/scale)), scores: make([]int, files)}
		for f := range p.scores {
			p.scores[f] = s
		}
		pos = append(pos, p)
	}
	return pos
}

func TestFitRecoversTheScale(t *testing.T) {
	c := claims{mate: 6000, eps: 0.02}
	for _, scale := range []float64{200, 1100} {
		w, _ := c.fit(softPositions(scale, 1), 0)
		assert.InDelta(t, scale, 1/w, scale*0.01, "the loss is least at the scale the results were drawn with")
	}
}

func TestNoiseRaisesTheLoss(t *testing.T) {
	c := claims{mate: 6000, eps: 0.02}
	pos := softPositions(300, 2)
	// the second file's scores are the first's, every other one negated
	for i := range pos {
		if i%2 == 1 {
			pos[i].scores[1] = -pos[i].scores[1]
		}
	}
	_, good := c.fit(pos, 0)
	_, noisy := c.fit(pos, 1)
	assert.Less(t, good, noisy)
	assert.LessOrEqual(t, noisy, math.Ln2+1e-9, "a useless file fits slope 0: a coin's loss")
}

func TestClaimsAreRewardedWhenTheyComeTrue(t *testing.T) {
	c := claims{mate: 6000, eps: 0.02}
	pos := []position{
		{result: 1, scores: []int{6000, -6000, 0}},
		{result: 0, scores: []int{-6000, 6000, 0}},
	}
	_, right := c.fit(pos, 0)
	_, wrong := c.fit(pos, 1)
	_, none := c.fit(pos, 2)
	assert.InDelta(t, -math.Log(0.98), right, 1e-9)
	assert.InDelta(t, -math.Log(0.02), wrong, 1e-9)
	assert.InDelta(t, math.Ln2, none, 1e-9)
	assert.Equal(t, 2, c.claimCount(pos, 0))
	assert.Equal(t, 0, c.claimCount(pos, 2))
}

func TestCorrelationLeavesClaimsOut(t *testing.T) {
	c := claims{mate: 6000, eps: 0.02}
	pos := []position{
		{scores: []int{100, 200, -100}},
		{scores: []int{200, 400, -200}},
		{scores: []int{-50, -100, 50}},
		{scores: []int{6000, -9000, 7000}},
	}
	r, n, ok := c.correlation(pos, 0, 1)
	require.True(t, ok)
	assert.Equal(t, 3, n, "the claimed position is left out")
	assert.InDelta(t, 1, r, 1e-9)
	r, _, ok = c.correlation(pos, 0, 2)
	require.True(t, ok)
	assert.InDelta(t, -1, r, 1e-9)
	_, _, ok = c.correlation(pos[:1], 0, 1)
	assert.False(t, ok, "one position has no correlation")
}

func TestRunPrintsOneRowPerFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(body+"\n"), 0o644))
		return p
	}
	ref := write("ref.txt", "0 15 15 1 1 7,7;8,8;9,9;6,6;5,5 -,-100,200,-300,6000\n0 15 15 0 1 7,7;8,8;9,9;6,6 -,100,-200,300")
	a := write("a.txt", "0 15 15 1 1 7,7;8,8;9,9;6,6;5,5 -,-10,20,-30,40\n0 15 15 0 1 7,7;8,8;9,9;6,6 -,10,-20,30")
	cfg, err := parseFlags([]string{"-ref", ref, a})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, run(cfg, &out))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 4, out.String())
	assert.Equal(t, "7 positions scored in every file", lines[0])
	assert.Contains(t, lines[2], "ref.txt (ref)")
	assert.Contains(t, lines[3], "a.txt")
	assert.Contains(t, lines[3], "1.000 (6)", "the same scores up to a factor, the claim left out")
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-mate", "0", "x"},
		{"-mate-eps", "0.5", "x"},
	} {
		_, err := parseFlags(args)
		assert.Error(t, err, "%v", args)
	}
}
