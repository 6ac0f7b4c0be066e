package engine

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadBenchPositionsReadsTheMiddleGameFile: every position of the
// shipped file parses into a 15x15 freestyle board of 12 to 39 stones.
func TestReadBenchPositionsReadsTheMiddleGameFile(t *testing.T) {
	positions := middleGamePositions(t)
	require.Len(t, positions, 71)
	for _, bp := range positions {
		b, err := bp.Board()
		require.NoError(t, err, bp.Name)
		assert.Equal(t, eval.Freestyle, b.Rule(), bp.Name)
		assert.Equal(t, 15, b.Width(), bp.Name)
		assert.True(t, b.NumStones() >= 12 && b.NumStones() < 40, "%s: %d stones", bp.Name, b.NumStones())
	}
}

// TestReadBenchPositionsNamesTheBadLine: a line that does not make a
// position is reported with its number, and comments and blank lines are
// skipped.
func TestReadBenchPositionsNamesTheBadLine(t *testing.T) {
	good := "# a comment\n\na 15x15 freestyle 7,7;7,8\nb 20x18 renju 7,7\n"
	positions, err := ReadBenchPositions(strings.NewReader(good))
	require.NoError(t, err)
	require.Len(t, positions, 2)
	assert.Equal(t, BenchPosition{Name: "b", Width: 20, Height: 18, Rule: eval.Renju, Moves: "7,7"}, positions[1])

	for bad, want := range map[string]string{
		"c 15x15 freestyle":           "fields",
		"c 15by15 freestyle 7,7":      "bad size",
		"c 15x15 gomoku 7,7":          "unknown rule",
		"c 15x15 freestyle 7,7;7,x":   "bad move",
		"c 15x15 freestyle 7,7;7,7":   "occupied",
		"c 15x15 freestyle 7,7;15,15": "bad move",
		"c 40x40 freestyle 7,7":       "size",
	} {
		_, err := ReadBenchPositions(strings.NewReader(good + bad + "\n"))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "line 5: ", bad)
		assert.Contains(t, err.Error(), want, bad)
	}
}

// TestBenchNodesIsRepeatable: the node-limited bench searches the same
// nodes every time, each position stopping near the limit.
func TestBenchNodesIsRepeatable(t *testing.T) {
	positions := middleGamePositions(t)[:4]
	var out1, out2 bytes.Buffer
	first := BenchNodes(&out1, positions, 3_000, DefaultParams())
	second := BenchNodes(&out2, positions, 3_000, DefaultParams())
	assert.Equal(t, first, second)
	assert.Greater(t, first, int64(4*2_000), "each position searches up to about the limit")
	assert.Less(t, first, int64(4*4_000), "and stops there")
	assert.Contains(t, out1.String(), "Nodes searched  : ")
}

// middleGamePositions reads testdata/midgame.txt.
func middleGamePositions(t *testing.T) []BenchPosition {
	t.Helper()
	f, err := os.Open("testdata/midgame.txt")
	require.NoError(t, err)
	defer f.Close()
	positions, err := ReadBenchPositions(f)
	require.NoError(t, err)
	return positions
}
