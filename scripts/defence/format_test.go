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
	raw, err := os.ReadFile("testdata/defence_freestyle.txt")
	require.NoError(t, err)
	n := 0
	for _, line := range strings.Split(string(raw), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		s, err := parseSuiteLine(line, eval.Freestyle)
		require.NoError(t, err)
		f := strings.Fields(line)
		e := entry{id: s.id, board: s.board, played: s.played}
		for _, a := range strings.Split(f[6], ";") {
			if !strings.HasPrefix(a, "!") {
				var x, y int
				_, err := fmt.Sscanf(a, "%d,%d", &x, &y)
				require.NoError(t, err)
				e.stops = append(e.stops, engine.MakePos(x, y))
			}
		}
		var stops int
		_, err = fmt.Sscanf(f[7], "kind=defence;depth=%d;stops=%d;fails=%d;unknown=%d", &e.depth, &stops, &e.fails, &e.unknowns)
		require.NoError(t, err, line)
		if _, refuted, ok := strings.Cut(f[7], ";refuted="); ok { // a judged suite
			e.judged = true
			_, err = fmt.Sscanf(refuted, "%d", &e.refuted)
			require.NoError(t, err, line)
		}
		assert.Equal(t, line, format(e))
		n++
	}
	assert.Positive(t, n)
}
