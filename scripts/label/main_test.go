package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"amoba/engine"
	"amoba/eval"
	"amoba/protocol"
	"amoba/scripts/internal/gamefile"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// brainEnv makes the test binary, re-executed, a brain: Amoba's own
// protocol session, which reports "score N" in its MESSAGE lines.
const brainEnv = "AMOBA_LABEL_TEST_BRAIN"

func TestMain(m *testing.M) {
	if os.Getenv(brainEnv) == "1" {
		s := protocol.NewSession(engine.New(1<<20), protocol.Options{})
		_ = s.Run(context.Background(), os.Stdin, os.Stdout)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// games is two short freestyle games and a renju one: openings of 3 and 4
// moves, then engine moves.
var games = []string{
	"0 15 15 1 3 7,7;8,6;9,9;6,6;9,6;9,7;10,8;7,5;5,7;6,5;6,7;8,7 -,-,-,1,2,3,4,5,6,7,8,9",
	"2 15 15 0 4 7,7;6,7;8,6;6,8;5,9;8,9;6,6;7,8 -,-,-,-,1,2,3,4",
	"0 15 15 0.5 2 7,7;8,7;8,8;7,8;9,9;10,10;6,6;5,5;9,7;10,6;8,6;8,5 -,-,1,2,3,4,5,6,7,8,9,10",
}

// labelGames runs label on games with extra flags and returns its output.
func labelGames(t *testing.T, extra ...string) []gamefile.Game {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.txt"), filepath.Join(dir, "out.txt")
	require.NoError(t, os.WriteFile(in, []byte(strings.Join(games, "\n")+"\n"), 0o644))
	exe, err := os.Executable()
	require.NoError(t, err)
	cfg, err := parseFlags(append([]string{"-data", in, "-brain", exe, "-nodes", "300", "-out", out}, extra...))
	require.NoError(t, err)
	cfg.env = []string{brainEnv + "=1"}
	require.NoError(t, run(cfg))
	raw, err := os.ReadFile(out)
	require.NoError(t, err)
	var got []gamefile.Game
	for _, line := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		g, err := gamefile.Parse(line)
		require.NoError(t, err, line)
		got = append(got, g)
	}
	return got
}

func TestLabelScoresTheQuietEngineMoves(t *testing.T) {
	got := labelGames(t, "-concurrency", "2")
	require.Len(t, got, len(games))
	for gi, g := range got {
		in, err := gamefile.Parse(games[gi])
		require.NoError(t, err)
		assert.Equal(t, in.Moves, g.Moves, "game %d: the moves are kept", gi)
		assert.Equal(t, in.Result, g.Result)
		assert.Equal(t, in.First, g.First)
		b, err := engine.NewBoard(g.Width, g.Height, g.Rule)
		require.NoError(t, err)
		for i, m := range g.Moves {
			want := i >= g.First && gamefile.Quiet(b)
			require.Len(t, g.Best, len(g.Moves), "game %d has a best-move field", gi)
			if want {
				v, err := strconv.Atoi(g.Scores[i])
				if assert.NoError(t, err, "game %d move %d is scored", gi, i) {
					assert.LessOrEqual(t, max(v, -v), 6000)
				}
				assert.True(t, b.IsLegal(g.Best[i]), "game %d move %d: the brain's choice is recorded", gi, i)
			} else {
				assert.Equal(t, gamefile.NoScore, g.Scores[i], "game %d move %d is not scored", gi, i)
				assert.Equal(t, engine.NoPos, g.Best[i], "game %d move %d has no best move", gi, i)
			}
			b.Play(m)
		}
	}
	// in the third game black's 6,6 makes a four (6,6 to 9,9; 10,10 is
	// white's): the position before white's block at 5,5 is not quiet
	assert.Equal(t, gamefile.NoScore, got[2].Scores[7], "a position with a five point is not scored")
	assert.NotEqual(t, gamefile.NoScore, got[2].Scores[6])
}

func TestLabelEvery(t *testing.T) {
	all, half := labelGames(t), labelGames(t, "-every", "2", "-games", "2")
	require.Len(t, half, 2)
	for gi := range half {
		n, m := countScores(all[gi]), countScores(half[gi])
		assert.Equal(t, (n+1)/2, m, "game %d: one eligible position in two", gi)
	}
}

func TestBoardCommandMarksTheMoversStones(t *testing.T) {
	moves := []engine.Pos{engine.MakePos(7, 7), engine.MakePos(8, 8), engine.MakePos(9, 9)}
	assert.Equal(t, []string{"BOARD", "7,7,1", "8,8,2", "DONE"}, boardCommand(moves[:2]),
		"black to move: black's stones are the brain's own")
	assert.Equal(t, []string{"BOARD", "7,7,2", "8,8,1", "9,9,2", "DONE"}, boardCommand(moves),
		"white to move: white's stone is the brain's own")
	assert.Equal(t, []string{"BOARD", "DONE"}, boardCommand(nil))
}

func TestLabelFlags(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-data", "x"},
		{"-data", "x", "-brain", "y", "-nodes", "-1"},
		{"-data", "x", "-brain", "y", "-depth", "-1"},
		{"-data", "x", "-brain", "y", "-every", "0"},
		{"-data", "x", "-brain", "y", "-eval", "score"},
		{"-data", "x", "-brain", "y", "-eval", "("},
	} {
		_, err := parseFlags(args)
		assert.Error(t, err, "%v", args)
	}
}

func TestInfoLinesSendTheLimitsThatAreSet(t *testing.T) {
	cfg, err := parseFlags([]string{"-data", "x", "-brain", "y", "-depth", "6", "-nodes", "0", "-turn", "3s"})
	require.NoError(t, err)
	info := cfg.infoLines(eval.Renju)
	assert.Contains(t, info, fmt.Sprintf("INFO rule %d", gamefile.RuleInfo(eval.Renju)))
	assert.Contains(t, info, "INFO timeout_turn 3000")
	assert.Contains(t, info, "INFO max_depth 6")
	for _, line := range info {
		assert.NotContains(t, line, "max_node", "-nodes 0 sends no node limit")
	}
	cfg, err = parseFlags([]string{"-data", "x", "-brain", "y"})
	require.NoError(t, err)
	info = cfg.infoLines(eval.Freestyle)
	assert.Contains(t, info, "INFO max_node 50000")
	for _, line := range info {
		assert.NotContains(t, line, "max_depth", "no -depth sends no depth limit")
	}
}
