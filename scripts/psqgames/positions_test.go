package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPositionsOfOnePlayer(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run1")
	require.NoError(t, os.Mkdir(dir, 0o755))
	path := filepath.Join(dir, "game-0001.psq")
	// three opening stones with 0 ms, then the players: "amoba" is black
	rec := strings.Replace(psq(0, row(3, 5, 4, true)...), "4,6,10\r\n4,8,10\r\n5,6,10\r\n", "4,6,0\r\n4,8,0\r\n5,6,0\r\n", 1)
	require.NoError(t, os.WriteFile(path, []byte(rec), 0o644))

	for _, c := range []struct {
		player string
		first  int
		want   []string
	}{
		{"amoba", 0, []string{ // black's moves from the opening's end: plies 4 and 6
			"run1-game-0001-m004 15 freestyle b 3,5;4,5 3,7;4,7 - src=run1-game-0001;played=5,5",
			"run1-game-0001-m006 15 freestyle b 3,5;4,5;5,5 3,7;4,7;5,7 - src=run1-game-0001;played=6,5",
		}},
		{"other", 0, []string{
			"run1-game-0001-m003 15 freestyle w 3,5;4,5 3,7 - src=run1-game-0001;played=4,7",
			"run1-game-0001-m005 15 freestyle w 3,5;4,5;5,5 3,7;4,7 - src=run1-game-0001;played=5,7",
			"run1-game-0001-m007 15 freestyle w 3,5;4,5;5,5;6,5 3,7;4,7;5,7 - src=run1-game-0001;played=6,7",
		}},
		{"other", 6, []string{
			"run1-game-0001-m007 15 freestyle w 3,5;4,5;5,5;6,5 3,7;4,7;5,7 - src=run1-game-0001;played=6,7",
		}},
	} {
		var out, log bytes.Buffer
		cfg := config{rule: eval.Freestyle, first: c.first, positions: c.player}
		require.NoError(t, writePositions([]string{path}, cfg, &out, &log))
		assert.Equal(t, strings.Join(c.want, "\n")+"\n", out.String(), "%s -first %d", c.player, c.first)
	}

	var out, log bytes.Buffer
	require.NoError(t, writePositions([]string{path}, config{rule: eval.Freestyle, positions: "nobody"}, &out, &log))
	assert.Empty(t, out.String())
	assert.Contains(t, log.String(), `left out: no player named like "nobody"`)
}
