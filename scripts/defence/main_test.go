package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRunTalliesWhyGamesAreSkipped: games the engine won, and one nobody
// won, give no position, and the last line says why.
func TestRunTalliesWhyGamesAreSkipped(t *testing.T) {
	dir := t.TempDir()
	// Black (amoba) makes five on row 8; then a game where nobody does.
	won := "Piskvorky 15x15, 11:11, 0\r\n1,8,0\r\n1,9,0\r\n2,8,0\r\n2,9,0\r\n3,8,0\r\n3,9,0\r\n4,8,0\r\n4,9,0\r\n5,8,0\r\n" +
		"amoba-test\r\nother\r\n0\r\n"
	short := "Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,9,0\r\namoba-test\r\nother\r\n0\r\n"
	for name, text := range map[string]string{"game-0001.psq": won, "game-0002.psq": short, "game-0003.psq": won} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	var out, errs bytes.Buffer
	require.Equal(t, 0, run([]string{"-psq", dir, "-depth", "3"}, &out, &errs), errs.String())
	assert.Contains(t, errs.String(),
		"defence: 0 positions from 3 games; skipped: 3 not lost by a five of the opponent\n")
}

func TestTallyOrdersByCount(t *testing.T) {
	assert.Equal(t, "", tally(map[string]int{}))
	assert.Equal(t, "; skipped: 5 b; 2 a; 2 c", tally(map[string]int{"a": 2, "b": 5, "c": 2}))
	assert.Equal(t, "the judge refuted every stop", reasonKind("the judge refuted every stop (4)"))
}
