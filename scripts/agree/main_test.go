package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two records of one opening (first 2): the second reaches the first's
// positions with the stones in another order. Scores and the brain's
// moves are given for some positions only.
const records = `0 15 15 1 2 7,7;8,8;7,8;9,9;7,9;10,10;6,6 -,-,30,-700,40,12,- -;-;7,6;6,7;8,7;-;5,5
0 15 15 0 2 7,8;9,9;7,7;8,8;7,9;10,10;6,6 -,-,-,-,45,-,- -;-;7,6;-;8,7;-;-
`

func writeSuite(t *testing.T, extra ...string) []string {
	t.Helper()
	data := filepath.Join(t.TempDir(), "games.lab")
	require.NoError(t, os.WriteFile(data, []byte(records), 0o644))
	cfg, err := parseFlags(append([]string{"-data", data}, extra...))
	require.NoError(t, err)
	var out, log bytes.Buffer
	require.NoError(t, run(cfg, &out, &log))
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines
}

// TestAgreeTakesTheQualifyingPositionsOnce: with -after 0, moves 2 and 4
// of the first record qualify (move 3's score is beyond ±500, moves 5 and
// 6 have no score or no choice); the second record's move 4 is the first
// record's position by another order, and is not written again.
func TestAgreeTakesTheQualifyingPositionsOnce(t *testing.T) {
	lines := writeSuite(t, "-after", "0", "-seed", "3")
	require.Len(t, lines, 2)
	byID := map[string]string{}
	for _, l := range lines {
		byID[strings.Fields(l)[0]] = l
	}
	assert.Equal(t, "agree-1-2 15 freestyle b 7,7 8,8 7,6 score=30", byID["agree-1-2"])
	assert.Equal(t, "agree-1-4 15 freestyle b 7,7;7,8 8,8;9,9 8,7 score=40", byID["agree-1-4"])

	// the wider score range takes move 3 (white to move) too
	lines = writeSuite(t, "-after", "0", "-max-score", "1000")
	assert.Len(t, lines, 3)
	assert.Contains(t, strings.Join(lines, "\n"), "agree-1-3 15 freestyle w 7,7;7,8 8,8 6,7 score=-700")

	// -after counts from the opening; -before ends the range; -n caps it
	assert.Len(t, writeSuite(t, "-after", "1"), 1)
	assert.Len(t, writeSuite(t, "-after", "0", "-before", "3"), 1)
	assert.Len(t, writeSuite(t, "-after", "0", "-n", "1"), 1)
}

// TestAgreeShuffleIsReproducible: the same seed writes the same suite.
func TestAgreeShuffleIsReproducible(t *testing.T) {
	a := writeSuite(t, "-after", "0", "-seed", "5")
	b := writeSuite(t, "-after", "0", "-seed", "5")
	assert.Equal(t, a, b)
}

func TestAgreeRejectsBadFlags(t *testing.T) {
	for _, args := range [][]string{{}, {"-data", "x", "-n", "0"}, {"-data", "x", "extra"}, {"-data", "x", "-after", "-1"}} {
		_, err := parseFlags(args)
		assert.Error(t, err, "%v", args)
	}
}

// TestAgreeNoteGoesInTheHeader: -note is written as a comment line.
func TestAgreeNoteGoesInTheHeader(t *testing.T) {
	data := filepath.Join(t.TempDir(), "games.lab")
	require.NoError(t, os.WriteFile(data, []byte(records), 0o644))
	cfg, err := parseFlags([]string{"-data", data, "-note", "labelled by a test"})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, run(cfg, &out, &bytes.Buffer{}))
	assert.Contains(t, out.String(), "\n# labelled by a test\n")
}
