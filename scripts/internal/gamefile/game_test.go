package gamefile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amoba/engine"
	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseAndStringRoundTrip(t *testing.T) {
	for _, line := range []string{
		"2 15 15 0.5 1 7,7;8,8;9,9 -,12,-30", // renju, as gendata writes it
		"0 20 16 1 0 0,0;19,15 5,-",
		"8 15 15 0 2 7,7;8,7;9,9 -,-,-",
		"0 15 15 1 1 7,7;8,8;9,9 -,12,-30 -;9,9;10,10", // with another brain's choices
	} {
		g, err := Parse(line)
		require.NoError(t, err, line)
		assert.Equal(t, line, g.String())
	}
	g, err := Parse("4 15 15 0.5 1 7,7;8,8;9,9 -,12,-30")
	require.NoError(t, err)
	assert.Equal(t, eval.Renju, g.Rule)
	assert.Len(t, g.Moves, 3)
	assert.Equal(t, "12", g.Scores[1])
	assert.Nil(t, g.Best, "no best-move field")

	g, err = Parse("0 15 15 1 1 7,7;8,8;9,9 -,12,-30 -;9,9;10,10")
	require.NoError(t, err)
	assert.Equal(t, []engine.Pos{engine.NoPos, engine.MakePos(9, 9), engine.MakePos(10, 10)}, g.Best)
	g.Best = []engine.Pos{engine.NoPos, engine.NoPos, engine.NoPos}
	assert.Equal(t, "0 15 15 1 1 7,7;8,8;9,9 -,12,-30", g.String(), "no field when no move has one")
}

func TestParseRejects(t *testing.T) {
	for _, line := range []string{
		"0 15 15 1 3 7,7;8,8",            // 6 fields
		"0 15 15 2 3 7,7;8,8 -,- x",      // result
		"0 15 15 -0.1 0 7,7;8,8 -,-",     // a result below 0
		"0 15 15 x 0 7,7;8,8 -,-",        // a result that is no number
		"0 15 15 1 0 7,7;8,8 -",          // one score for two moves
		"5 15 15 1 0 7,7;8,8 -,-",        // no rule 5
		"0 15 15 1 0 7,7;8,8 -,- -;- x",  // too many fields
		"0 15 15 1 0 7,7;8,x -,-",        // a bad move
		"0 15 15 1 0 7,7;8,8 -,1.5",      // a score that is no integer
		"0 15 15 1 0 7,7;8,8 -,- -",      // one best move for two moves
		"0 15 15 1 0 7,7;8,8 -,- -;15,3", // a best move off the board
		"0 15 15 1 0 7,7;8,8 -,- -;x",    // a bad best move
	} {
		_, err := Parse(line)
		assert.Error(t, err, line)
	}
}

// TestLinesSkipsCommentsAndKeepsNumbers: blank and '#' lines are skipped
// but counted, lines are trimmed, and visit's error stops the reading.
func TestLinesSkipsCommentsAndKeepsNumbers(t *testing.T) {
	in := "# header\n  first line  \n\n# note\nsecond\nthird\n"
	var got []string
	err := Lines(strings.NewReader(in), func(n int, line string) error {
		got = append(got, fmt.Sprintf("%d:%s", n, line))
		if line == "second" {
			return errors.New("stop")
		}
		return nil
	})
	assert.EqualError(t, err, "stop")
	assert.Equal(t, []string{"2:first line", "5:second"}, got)
}

// TestLinesAndCommentsKeepsTheCommentsInPlace: the comment lines come to
// their own function, trimmed, in order among the records.
func TestLinesAndCommentsKeepsTheCommentsInPlace(t *testing.T) {
	in := "# header\n  first line  \n\n  # note\nsecond\n"
	var got []string
	err := LinesAndComments(strings.NewReader(in), func(line string) error {
		got = append(got, "c:"+line)
		return nil
	}, func(n int, line string) error {
		got = append(got, fmt.Sprintf("%d:%s", n, line))
		return nil
	})
	assert.NoError(t, err)
	assert.Equal(t, []string{"c:# header", "2:first line", "c:# note", "5:second"}, got)
}

func TestReadFileParsesEveryRecordAndNamesABadLine(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	require.NoError(t, os.WriteFile(good, []byte("# two games\n0 15 15 1 1 7,7;8,8 -,5\n\n0 15 15 0 0 7,7 3\n"), 0o644))
	games, err := ReadFile(good)
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Equal(t, 1.0, games[0].Result)
	assert.Equal(t, []string{"3"}, games[1].Scores)

	bad := filepath.Join(dir, "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("0 15 15 1 1 7,7;8,8 -,5\n0 15 15 1 1 7,7 x\n"), 0o644))
	_, err = ReadFile(bad)
	assert.ErrorContains(t, err, "bad.txt:2")
	_, err = ReadFile(filepath.Join(dir, "missing.txt"))
	assert.Error(t, err)
}
