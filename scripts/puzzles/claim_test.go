package main

import (
	"os"
	"regexp"
	"testing"
	"time"

	"amoba/scripts/internal/fakebrain"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWinClaims: Amoba, as the engine, reports a win for white, who has an
// open three and black no four, and none for black facing it: the first
// line says when the claim came, the second says nothing, and the totals
// count one claim in two positions.
func TestWinClaims(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	cfg := testConfig(fakebrain.Spec{Mode: "legal"})
	cfg.Engine, cfg.Env = exe, []string{judgeEnv + "=1"}
	cfg.Turn = time.Second
	cfg.Reuse = true
	wins, err := parsePosition("wins 15 freestyle w 7,9;2,2;12,12;0,14 5,7;6,7;7,7 - kind=test")
	require.NoError(t, err)
	ps := []Position{wins, openThree(t)}

	tot, out := runPuzzles(t, cfg, ps)
	assert.Regexp(t, regexp.MustCompile(`(?m)^wins +\S+ +unknown +\d+ ms  win claimed at \d+ ms$`), out)
	assert.Regexp(t, regexp.MustCompile(`(?m)^three +\S+ +unknown +\d+ ms$`), out)
	assert.Equal(t, 1, tot.Claims)
	assert.Contains(t, out, "win claimed in 1 of 2 positions, first claim at ")
}
