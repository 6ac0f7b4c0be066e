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

// vcfPuzzle is a freestyle position where black to move wins by a VCF.
const vcfPuzzle = "lfz-intro-1te-043 15 freestyle b 9,5;10,5;7,7;7,8;7,9 8,6;9,6;9,7;8,8;7,10 7,5 kind=vcf\n"

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

// TestRunConfirmsARealWin: a VCF puzzle gives one claim, confirmed reply by
// reply, and the claims file holds the position.
func TestRunConfirmsARealWin(t *testing.T) {
	dir := t.TempDir()
	file := writeFile(t, dir, "p.txt", "# comment\n\n"+vcfPuzzle)
	claims := filepath.Join(dir, "claims.txt")
	var out, errOut bytes.Buffer
	code := run([]string{"-file", file, "-time", "100", "-check-time", "20", "-hash", "4", "-claims", claims}, &out, &errOut)
	require.Equal(t, 0, code, out.String()+errOut.String())
	assert.Contains(t, out.String(), "positions checked: 1\n")
	assert.Contains(t, out.String(), "mate claims:       1\n")
	assert.Contains(t, out.String(), "claims confirmed:  1\n")
	assert.Contains(t, out.String(), "claims refuted:    0\n")
	saved, err := os.ReadFile(claims)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(saved), "lfz-intro-1te-043 15 freestyle b "), string(saved))
}

// TestSamplingGames: the sequence format and .psq records give every
// every-th position from skip stones on, up to the winning move.
func TestSamplingGames(t *testing.T) {
	dir := t.TempDir()
	// black 7,7 8,7 9,7 10,7 11,7 wins on move 9; white elsewhere
	games := writeFile(t, dir, "g.txt", "g1 15 freestyle 7,7;7,8;8,7;8,8;9,7;9,8;10,7;0,0;11,7;1,1\n")
	ps, err := loadPositions(&config{games: games, every: 2, skip: 2})
	require.NoError(t, err)
	var ids []string
	for _, p := range ps {
		ids = append(ids, p.id)
	}
	assert.Equal(t, []string{"g1@2", "g1@4", "g1@6", "g1@8"}, ids)
	assert.Equal(t, 8, ps[3].board.NumStones())

	psqDir := filepath.Join(dir, "psq")
	require.NoError(t, os.Mkdir(psqDir, 0o755))
	writeFile(t, psqDir, "game-0001.psq", "Piskvorky 15x15, 11:11, 0\r\n8,8,10\r\n8,9,12\r\n9,8,5\r\nA\r\nB\r\n0\r\n")
	ps, err = loadPositions(&config{psq: psqDir, rule: "freestyle", every: 1, skip: 1})
	require.NoError(t, err)
	require.Len(t, ps, 2)
	assert.Equal(t, "game-0001.psq@1", ps[0].id)
	assert.Equal(t, 2, ps[1].board.NumStones())
}

// TestBadArguments: no positions, or a bad file, is a usage error.
func TestBadArguments(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 2, run(nil, &out, &errOut))
	assert.Equal(t, 2, run([]string{"-file", filepath.Join(t.TempDir(), "missing")}, &out, &errOut))
	bad := writeFile(t, t.TempDir(), "bad.txt", "x 15 nosuchrule b - -\n")
	assert.Equal(t, 2, run([]string{"-file", bad}, &out, &errOut))
}
