package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"amoba/engine"
	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFormatWritesTheSuiteLinesBack: every committed suite line, read and
// given its answers and counts again, is written out exactly as it is in
// the file (the stones in their order, the stops, the played move and the
// counts, with the judge's when it has them).
func TestFormatWritesTheSuiteLinesBack(t *testing.T) {
	lines := suiteFileLines(t, "testdata/defence_freestyle.txt")
	for _, line := range lines {
		s, err := parseSuiteLine(line, eval.Freestyle)
		require.NoError(t, err)
		f := strings.Fields(line)
		e := entry{id: s.id, board: s.board, played: s.played, stops: answerCells(t, f[6])}
		var stops int
		_, err = fmt.Sscanf(f[7], "kind=defence;depth=%d;stops=%d;fails=%d;unknown=%d", &e.depth, &stops, &e.fails, &e.unknowns)
		require.NoError(t, err, line)
		if _, refuted, ok := strings.Cut(f[7], ";refuted="); ok { // a judged suite
			e.judged = true
			_, err = fmt.Sscanf(refuted, "%d", &e.refuted)
			require.NoError(t, err, line)
		}
		assert.Equal(t, line, format(e))
	}
}

// suiteFileLines returns the position lines of a committed suite file
// (comments and blank lines left out); it fails the test on none.
func suiteFileLines(t *testing.T, path string) []string {
	t.Helper()
	raw, err := os.ReadFile(path)
	require.NoError(t, err)
	var lines []string
	for _, line := range strings.Split(string(raw), "\n") {
		if line = strings.TrimSpace(line); line != "" && line[0] != '#' {
			lines = append(lines, line)
		}
	}
	require.NotEmpty(t, lines, path)
	return lines
}

// answerCells reads the answers field's cells, the played move ("!x,y")
// left out.
func answerCells(t *testing.T, field string) []engine.Pos {
	t.Helper()
	var cells []engine.Pos
	for _, a := range strings.Split(field, ";") {
		if !strings.HasPrefix(a, "!") {
			var x, y int
			_, err := fmt.Sscanf(a, "%d,%d", &x, &y)
			require.NoError(t, err, field)
			cells = append(cells, engine.MakePos(x, y))
		}
	}
	return cells
}
