package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// generate runs gendata into a temporary file and returns its lines.
func generate(t *testing.T, args ...string) []string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "games.txt")
	cfg, err := parseFlags(append([]string{"-openings", "../../../shared/data/openings.txt", "-out", out}, args...))
	require.NoError(t, err)
	require.NoError(t, run(cfg))
	raw, err := os.ReadFile(out)
	require.NoError(t, err)
	return strings.Split(strings.TrimSpace(string(raw)), "\n")
}

func TestGamesAreDeterministicAndWellFormed(t *testing.T) {
	if _, err := os.Stat("../../../shared/data/openings.txt"); err != nil {
		t.Skip("shared data not present")
	}
	args := []string{"-games", "4", "-nodes", "300", "-rules", "0,4"}
	one := generate(t, append(args, "-concurrency", "1")...)
	two := generate(t, append(args, "-concurrency", "2")...)
	assert.Equal(t, one, two, "the same games in the same order, however many play at once")
	require.Len(t, one, 4)
	for i, line := range one {
		f := strings.Fields(line)
		require.Len(t, f, 7, line)
		assert.Equal(t, []string{"0", "2"}[i%2], f[0], "rules in rotation")
		assert.Contains(t, []string{"0", "0.5", "1"}, f[3])
		moves, scores := strings.Split(f[5], ";"), strings.Split(f[6], ",")
		assert.Len(t, scores, len(moves))
	}
	prefix := generate(t, "-games", "2", "-nodes", "300", "-rules", "0,4")
	assert.Equal(t, one[:2], prefix, "a shorter run writes the first games of a longer one")
	rest := generate(t, "-games", "2", "-first", "2", "-nodes", "300", "-rules", "0,4")
	assert.Equal(t, one[2:], rest, "-first continues a shorter run")
}

func TestGendataFlags(t *testing.T) {
	for _, args := range [][]string{{"-rules", "5"}, {"-games", "0"}, {"-size", "40"}, {"-rules", "x"}, {"-first", "-1"}} {
		_, err := parseFlags(args)
		assert.Error(t, err, "%v", args)
	}
}
