package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/engine"
	"amoba/scripts/internal/gamefile"
)

// game is a freestyle record whose first four moves are the opening.
const game = "0 15 15 1 4 7,7;8,8;7,8;9,9;7,9;10,10;6,6;8,6;9,8;5,5;11,11;6,8;8,7;10,8;9,7 " +
	"-,-,-,-,-,-,-,-,-,-,-,-,-,-,-"

func runOffline(t *testing.T, data string, args ...string) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "in.txt")
	require.NoError(t, os.WriteFile(path, []byte(data), 0o644))
	cfg, err := parseFlags(append([]string{"-data", path}, args...))
	require.NoError(t, err)
	var out, log bytes.Buffer
	require.NoError(t, run(cfg, &out, &log))
	if out.Len() == 0 {
		return nil
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

// TestOffLineRecordsLeaveTheGameByOneQuietMove checks every record written
// against the game: the game's moves up to an engine ply k, another legal
// cell that makes no five, a position after it that tune would fit, and
// one legal move more; at most -per records, each ply once; the same seed
// writes the same file.
func TestOffLineRecordsLeaveTheGameByOneQuietMove(t *testing.T) {
	orig, err := gamefile.Parse(game)
	require.NoError(t, err)
	lines := runOffline(t, game, "-per", "5", "-seed", "9")
	require.NotEmpty(t, lines)
	assert.LessOrEqual(t, len(lines), 5)
	seen := map[int]bool{}
	for _, l := range lines {
		g, err := gamefile.Parse(l)
		require.NoError(t, err, l)
		k := g.First - 1
		require.Len(t, g.Moves, k+2, l)
		assert.GreaterOrEqual(t, k, orig.First, l)
		assert.False(t, seen[k], "ply %d drawn twice", k)
		seen[k] = true
		assert.Equal(t, orig.Moves[:k], g.Moves[:k], l)
		assert.NotEqual(t, orig.Moves[k], g.Moves[k], l)
		assert.Equal(t, orig.Result, g.Result)

		b, err := engine.NewBoard(15, 15, orig.Rule)
		require.NoError(t, err)
		for i, m := range g.Moves {
			require.True(t, b.IsLegal(m), "%s: move %d", l, i)
			if i == k {
				assert.False(t, b.IsWinningMove(m), l)
			}
			if i == k+1 {
				assert.True(t, gamefile.Quiet(b), l)
			}
			b.Play(m)
		}
	}
	assert.Equal(t, lines, runOffline(t, game, "-per", "5", "-seed", "9"))
	assert.NotEqual(t, lines, runOffline(t, game, "-per", "5", "-seed", "10"))
}

// TestSoftResultsTakeTheLabel: the result becomes black's win probability
// by the score of the record's position First (the mover's view, so
// negated for white); a record without that score is dropped.
func TestSoftResultsTakeTheLabel(t *testing.T) {
	data := "0 15 15 1 3 7,7;8,8;7,8;9,9;7,9 -,-,-,200,-\n" + // white to move, +200 for white
		"0 15 15 0 2 7,7;8,8;7,8;9,9 -,-,0,-\n" + // black to move, level
		"0 15 15 1 2 7,7;8,8;7,8;9,9 -,-,-,400\n" // no score at First
	lines := runOffline(t, data, "-soft-results", "-score-scale", "200")
	require.Len(t, lines, 2)
	g, err := gamefile.Parse(lines[0])
	require.NoError(t, err)
	assert.InDelta(t, 0.2689, g.Result, 1e-4) // 1 - sigmoid(1)
	g, err = gamefile.Parse(lines[1])
	require.NoError(t, err)
	assert.Equal(t, 0.5, g.Result)
}
