package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/scripts/internal/stats"
)

// logText is a match log as scripts/match prints it: a header, game lines
// and a summary.
func logText(games ...string) string {
	return "A: ./a\nB: ./b\n100 games, 15x15 freestyle (rule 0)\n" + strings.Join(games, "\n") +
		"\nA vs B: 1 wins, 1 losses, 0 draws; score 1.0/2 = 50.0%\n"
}

func writeLog(t *testing.T, games ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "match.log")
	require.NoError(t, os.WriteFile(path, []byte(logText(games...)), 0o644))
	return path
}

func TestReadLogTakesGameLinesOnly(t *testing.T) {
	games, err := readLog(strings.NewReader(logText(
		"game   1  opening renju26-025       black A  B wins   31 moves  five by B at 7,4",
		"game   2  opening renju26-025       black B  A wins   38 moves  five by A at 5,11",
		"game  10  opening piskvork15-039    black B  draw    220 moves  draw after 225 stones",
	)))
	require.NoError(t, err)
	assert.Equal(t, map[int]game{
		1:  {opening: "renju26-025", blackA: true, points: 0},
		2:  {opening: "renju26-025", blackA: false, points: 1},
		10: {opening: "piskvork15-039", blackA: false, points: 0.5},
	}, games)

	_, err = readLog(strings.NewReader(logText(
		"game   1  opening x  black A  B wins   31 moves",
		"game   1  opening x  black A  A wins   31 moves",
	)))
	assert.ErrorContains(t, err, "twice")
}

// TestSummaryPairsGamesByNumber: the difference is taken game by game over
// the games both logs have; its interval is the sample's.
func TestSummaryPairsGamesByNumber(t *testing.T) {
	cand := map[int]game{1: {"o1", true, 1}, 2: {"o1", false, 1}, 3: {"o2", true, 0}, 4: {"o2", false, 0.5}, 5: {"o3", true, 1}}
	base := map[int]game{1: {"o1", true, 0}, 2: {"o1", false, 1}, 3: {"o2", true, 0}, 4: {"o2", false, 0}}
	var c comparison
	require.NoError(t, c.add(cand, base))
	s, err := c.summarize()
	require.NoError(t, err)
	assert.Equal(t, 4, s.games, "game 5 is in one log only")
	assert.InDelta(t, 2.5/4, s.candidateScore, 1e-12)
	assert.InDelta(t, 1.0/4, s.baseScore, 1e-12)
	assert.InDelta(t, 0.375, s.diff, 1e-12)
	// Differences 1, 0, 0, 0.5: sample variance 0.6875/3.
	assert.InDelta(t, stats.Z95*0.2393568, s.half, 1e-6)
	assert.Less(t, s.eloLow, s.eloDiff)
	assert.Less(t, s.eloDiff, s.eloHigh)
	assert.InDelta(t, s.candidateElo-s.baselineElo, s.eloDiff, 1e-9, "the mean difference is the candidate's score")
	assert.Contains(t, s.String(), "difference +37.5 ± 46.9 points")
}

func TestMismatchedSchedulesAreRefused(t *testing.T) {
	var c comparison
	err := c.add(map[int]game{1: {"o1", true, 1}}, map[int]game{1: {"o2", true, 1}})
	assert.ErrorContains(t, err, "not the same seed")
	err = c.add(map[int]game{1: {"o1", true, 1}}, map[int]game{1: {"o1", false, 1}})
	assert.ErrorContains(t, err, "not the same seed")
}

func TestRunNeedsPairsOfLogsAndGames(t *testing.T) {
	one := writeLog(t, "game   1  opening o1  black A  A wins   9 moves")
	two := writeLog(t,
		"game   1  opening o1  black A  A wins   9 moves",
		"game   2  opening o1  black B  B wins   9 moves")
	assert.ErrorContains(t, run(nil), "usage")
	assert.ErrorContains(t, run([]string{one}), "usage")
	assert.ErrorContains(t, run([]string{one, two}), "at least 2")
	assert.NoError(t, run([]string{two, two}))
	assert.Error(t, run([]string{two, filepath.Join(t.TempDir(), "missing.log")}))
}

// TestByOpeningPairsReorderedMatches: two runs of every opening twice on
// different seeds hold the same games in another order; -by-opening pairs
// them, while pairing by number refuses them.
func TestByOpeningPairsReorderedMatches(t *testing.T) {
	cand := writeLog(t,
		"game   1  opening o2  black A  A wins   9 moves",
		"game   2  opening o2  black B  A wins   9 moves",
		"game   3  opening o1  black A  A wins   9 moves",
		"game   4  opening o1  black B  B wins   9 moves")
	base := writeLog(t,
		"game   1  opening o1  black A  B wins   9 moves",
		"game   2  opening o1  black B  B wins   9 moves",
		"game   3  opening o2  black A  A wins   9 moves",
		"game   4  opening o2  black B  B wins   9 moves")
	assert.ErrorContains(t, run([]string{cand, base}), "not the same seed")
	assert.NoError(t, run([]string{"-by-opening", cand, base}))

	var c comparison
	c.byOpening = true
	a, err := readLogFile(cand)
	require.NoError(t, err)
	b, err := readLogFile(base)
	require.NoError(t, err)
	require.NoError(t, c.add(a, b))
	s, err := c.summarize()
	require.NoError(t, err)
	assert.Equal(t, 4, s.games)
	assert.InDelta(t, 3.0/4, s.candidateScore, 1e-12)
	assert.InDelta(t, 1.0/4, s.baseScore, 1e-12)
	// o1 A black: 1-0; o1 B black: 0-0; o2 A black: 1-1; o2 B black: 1-0.
	assert.InDelta(t, 0.5, s.diff, 1e-12)

	twice := writeLog(t,
		"game   1  opening o1  black A  A wins   9 moves",
		"game   2  opening o1  black A  B wins   9 moves")
	assert.ErrorContains(t, run([]string{"-by-opening", twice, base}), "played twice")
	assert.ErrorContains(t, run([]string{"-bogus", cand, base}), "usage")
}
