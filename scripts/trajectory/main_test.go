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

// logOf writes a brain log: the manager's lines prefixed "> ", the
// brain's "< ".
func logOf(t *testing.T, dir, name string, lines ...string) {
	t.Helper()
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(strings.Join(lines, "\n")+"\n"), 0o644))
}

// report is the message line of a finished iteration with the given score.
func report(score string) string {
	return "< MESSAGE depth 9-14 score " + score + " nodes 10 nps 10 time 1 hashfull 0 researches 0 pv 7,7"
}

// TestReadGameTakesEachMovesLastScoreAndTheColourFromTheBoard: a move's
// score is its last report (unfinished iterations included), a move with
// none scores 0, the colour follows the first position's stone count and
// the outcome the last mate claimed.
func TestReadGameTakesEachMovesLastScoreAndTheColourFromTheBoard(t *testing.T) {
	in := strings.Join([]string{
		"> START 15", "< OK", "> INFO timeout_turn 300",
		"> BOARD", "> 7,7,2", "> 8,8,1", "> DONE",
		report("120"), report("-40"), "< 6,6",
		"> INFO time_left 14000", "> TURN 5,5",
		"< 4,4",
		"> TURN 3,3",
		"< MESSAGE depth 12-20 unfinished score 900 nodes 1 nps 1 time 1 hashfull 0 researches 0 pv 1,1", "< 1,1",
		"> TURN 2,2",
		report("-M7"), "< 9,9",
		"> TURN 9,10",
		"< MESSAGE depth 0-0 score -M2 nodes 0 nps 0 time 0 hashfull 0 researches 0 pv 9,11", "< 9,11",
	}, "\n")
	games, err := readGames(strings.NewReader(in))
	require.NoError(t, err)
	require.Len(t, games, 1)
	g := games[0]
	assert.True(t, g.known)
	assert.True(t, g.black, "two stones on the board: the engine plays black")
	assert.Equal(t, 300, g.turn)
	assert.Equal(t, []score{{value: -40}, {}, {value: 900}, {mate: -1}, {mate: -1}}, g.moves)
	assert.Equal(t, -1, g.outcome())
	assert.Equal(t, 3, g.firstMate())
}

// TestReadGamesSplitsALogAtEachNewGame: a process that played two games
// (RESTART after the first) has two games in its log, the second with
// the first's time control and its own colour.
func TestReadGamesSplitsALogAtEachNewGame(t *testing.T) {
	in := strings.Join([]string{
		"> START 15", "> INFO timeout_turn 1000", "> BEGIN", report("-M4"), "< 7,7",
		"> RESTART", "< OK", "> TURN 7,7", report("+M3"), "< 8,8",
	}, "\n")
	games, err := readGames(strings.NewReader(in))
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.True(t, games[0].black)
	assert.Equal(t, -1, games[0].outcome())
	assert.False(t, games[1].black)
	assert.Equal(t, 1000, games[1].turn)
	assert.Equal(t, []score{{mate: 1}}, games[1].moves)
}

// TestRunCountsFallsPeaksAndClaims: three black games and a white one,
// with a time-control filter that leaves one more out.
func TestRunCountsFallsPeaksAndClaims(t *testing.T) {
	dir := t.TempDir()
	head := []string{"> START 15", "> INFO timeout_turn 300", "> BEGIN"}
	// black, lost: +2,500 at the second move, fell at the fourth, mate
	// claimed two moves later
	logOf(t, dir, "a.log", append(head, report("300"), "< 7,7", report("2500"), "< 7,8",
		report("400"), "< 7,9", report("-1200"), "< 7,10", report("-3000"), "< 7,11", report("-M3"), "< 7,12")...)
	// black, lost with no fall (from +500 straight to a mate)
	logOf(t, dir, "b.log", append(head, report("500"), "< 7,7", report("-M3"), "< 7,8")...)
	// black, won after +1,500
	logOf(t, dir, "c.log", append(head, report("1500"), "< 7,7", report("+M5"), "< 7,8")...)
	// white, no claim (a draw)
	logOf(t, dir, "d.log", "> START 15", "> INFO timeout_turn 300", "> TURN 7,7", report("-100"), "< 8,8")
	// another time control: left out by -turn 300
	logOf(t, dir, "e.log", "> START 15", "> INFO timeout_turn 1000", "> BEGIN", report("+M1"), "< 7,7")
	logOf(t, dir, "notes.txt", "not a log")

	var out bytes.Buffer
	require.NoError(t, run([]string{"-turn", "300", dir}, &out))
	want := strings.Join([]string{
		"4 games (5 logs)",
		"black: 1 claimed won, 2 claimed lost, 0 without a claim",
		"  lost: 1 fell to -1000 or below before the mate claim (median 2.0 moves before it)",
		"    of those, had stood at or above +1000: 1, +2000: 1",
		"  won: reached +1000: 1, +2000: 0",
		"white: 0 claimed won, 0 claimed lost, 1 without a claim",
		"  lost: 0 fell to -1000 or below before the mate claim",
		"    of those, had stood at or above +1000: 0, +2000: 0",
		"  won: reached +1000: 0, +2000: 0",
	}, "\n") + "\n"
	assert.Equal(t, want, out.String())

	out.Reset()
	require.NoError(t, run([]string{"-high", "3000", dir}, &out))
	assert.Contains(t, out.String(), "5 games (5 logs)")
	assert.Contains(t, out.String(), "black: 2 claimed won, 2 claimed lost")
}

// TestRunRefusesBadArguments: no log, a bad threshold, a missing file.
func TestRunRefusesBadArguments(t *testing.T) {
	var out bytes.Buffer
	assert.Error(t, run(nil, &out))
	assert.Error(t, run([]string{"-high", "x", "."}, &out))
	assert.Error(t, run([]string{filepath.Join(t.TempDir(), "missing.log")}, &out))
}
