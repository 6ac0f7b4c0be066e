package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"amoba/scripts/internal/referee"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseFlagsDefaults(t *testing.T) {
	cfg, err := parseFlags([]string{"-a", "x", "-b", "y"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, time.Second, cfg.Turn)
	assert.Equal(t, time.Duration(0), cfg.Match)
	assert.Equal(t, time.Second, cfg.Tolerance)
	assert.Equal(t, 15, cfg.Width)
	assert.Equal(t, referee.Freestyle, cfg.Rule)
	assert.Equal(t, 225, cfg.DrawAfter)
	assert.Len(t, cfg.Openings, 6)
	assert.Equal(t, 12, cfg.Games, "every opening twice")
	assert.Equal(t, "START 15", cfg.startCommand())
	assert.Nil(t, cfg.SPRT)
}

func TestParseFlagsAll(t *testing.T) {
	offsets := filepath.Join(t.TempDir(), "openings.txt")
	require.NoError(t, os.WriteFile(offsets, []byte("0,0, 1,0, 1,3\n0,0, 1,1\n"), 0o644))
	cfg, err := parseFlags([]string{
		"-a", "x", "-b", "y", "-games", "7", "-tc", "0.25", "-match", "30", "-tolerance", "300",
		"-rule", "4", "-rect", "20x15", "-offsets", offsets, "-concurrency", "3",
		"-restart", "-sprt", "0,5,0.05,0.1", "-seed", "9", "-draw", "100",
	}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, 250*time.Millisecond, cfg.Turn)
	assert.Equal(t, 30*time.Second, cfg.Match)
	assert.Equal(t, 300*time.Millisecond, cfg.Tolerance)
	assert.Equal(t, referee.Renju, cfg.Rule)
	assert.Equal(t, "RECTSTART 20,15", cfg.startCommand())
	assert.Len(t, cfg.Openings, 2)
	assert.Equal(t, 7, cfg.Games)
	assert.Equal(t, 3, cfg.Concurrency)
	assert.True(t, cfg.Restart)
	require.NotNil(t, cfg.SPRT)
	assert.InDelta(t, 0.1, cfg.SPRT.Beta, 1e-12)
	assert.Equal(t, 100, cfg.DrawAfter)
	assert.Contains(t, cfg.infoBlock(cfg.Engines[0]), "INFO timeout_turn 250")
	assert.Contains(t, cfg.infoBlock(cfg.Engines[0]), "INFO timeout_match 30000")
	assert.Contains(t, cfg.infoBlock(cfg.Engines[1]), "INFO rule 4")

	jobs := schedule(cfg)
	require.Len(t, jobs, 7)
	assert.Equal(t, jobs[0].opening.ID, jobs[1].opening.ID, "each opening twice")
	assert.Equal(t, [2]int{0, 1}, [2]int{jobs[0].black, jobs[1].black}, "colours swapped")
	assert.Equal(t, jobs[0].opening.ID, jobs[4].opening.ID, "openings repeat")
}

func TestParseFlagsEngineInfo(t *testing.T) {
	cfg, err := parseFlags([]string{"-a", "x", "-b", "y", "-a-info", "strength 40", "-a-info", "thread_num 2",
		"-b-info", "strength 80"}, io.Discard)
	require.NoError(t, err)
	a, b := cfg.infoBlock(cfg.Engines[0]), cfg.infoBlock(cfg.Engines[1])
	assert.Equal(t, []string{"INFO strength 40", "INFO thread_num 2"}, a[len(a)-2:], "A's own settings come last")
	assert.Equal(t, "INFO strength 80", b[len(b)-1])
	assert.NotContains(t, b, "INFO strength 40", "A's settings are not sent to B")

	for _, bad := range []string{"strength", "", "  ", "strength 40\nBEGIN"} {
		_, err := parseFlags([]string{"-a", "x", "-b", "y", "-b-info", bad}, io.Discard)
		assert.Error(t, err, "%q", bad)
	}
}

func TestParseFlagsRenjuDrawDefault(t *testing.T) {
	cfg, err := parseFlags([]string{"-a", "x", "-b", "y", "-rule", "renju"}, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, 200, cfg.DrawAfter)
}

func TestParseFlagsSharedOpenings(t *testing.T) {
	const path = "../../../shared/data/openings.txt"
	if _, err := os.Stat(path); err != nil {
		t.Skip("shared data not present")
	}
	cfg, err := parseFlags([]string{"-a", "x", "-b", "y", "-openings", path, "-size", "20"}, io.Discard)
	require.NoError(t, err)
	assert.Len(t, cfg.Openings, 66)
	assert.Equal(t, 132, cfg.Games)
}

func TestParseFlagsErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-b", "y"},
		{"-a", "x", "-b", "y", "-tc", "0"},
		{"-a", "x", "-b", "y", "-rule", "3"},
		{"-a", "x", "-b", "y", "-size", "4"},
		{"-a", "x", "-b", "y", "-rect", "20"},
		{"-a", "x", "-b", "y", "-sprt", "0,5"},
		{"-a", "x", "-b", "y", "-openings", "/nonexistent"},
		{"-a", "x", "-b", "y", "-openings", "a", "-offsets", "b"},
		{"-a", "x", "-b", "y", "extra"},
	} {
		_, err := parseFlags(args, io.Discard)
		assert.Error(t, err, "%v", args)
	}
}
