package main

import (
	"context"
	"os"
	"testing"
	"time"

	"amoba/engine"
	"amoba/eval"
	"amoba/protocol"
	"amoba/scripts/internal/fakebrain"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// judgeBrainEnv makes the test binary, re-executed, a judge brain:
// Amoba's own protocol session, which reports mates as "score M<n>".
const judgeBrainEnv = "AMOBA_DEFENCE_TEST_BRAIN"

func TestMain(m *testing.M) {
	if os.Getenv(judgeBrainEnv) == "1" {
		s := protocol.NewSession(engine.New(1<<20), protocol.Options{})
		_ = s.Run(context.Background(), os.Stdin, os.Stdout)
		os.Exit(0)
	}
	fakebrain.MainIfRequested()
	os.Exit(m.Run())
}

// threeBoard has black's open three 6,7 7,7 8,7 and white to move.
func threeBoard(t *testing.T) *engine.Board {
	t.Helper()
	b, err := engine.NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for _, p := range []engine.Pos{engine.MakePos(6, 7), engine.MakePos(7, 7), engine.MakePos(8, 7)} {
		b.Put(p, eval.Black)
	}
	for _, p := range []engine.Pos{engine.MakePos(6, 6), engine.MakePos(8, 8)} {
		b.Put(p, eval.White)
	}
	b.SetToMove(eval.White)
	return b
}

func startTestJudge(t *testing.T) *judge {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	j, err := startJudge(exe, 200_000, 20*time.Second, []string{judgeBrainEnv + "=1"})
	require.NoError(t, err)
	t.Cleanup(j.close)
	return j
}

// TestJudgeDropsTheStopsItRefutes: against an open three, a far move lets
// black make an open four, which the judge sees as a win; the two blocks
// at the three's ends hold and are kept. An entry whose every stop is
// refuted is dropped, with the reason.
func TestJudgeDropsTheStopsItRefutes(t *testing.T) {
	l := &labeller{rule: eval.Freestyle, depth: 9, budget: 1000, judge: startTestJudge(t)}
	far := engine.MakePos(12, 12)
	e := entry{id: "t", board: threeBoard(t), played: engine.MakePos(0, 0), depth: 9,
		stops: []engine.Pos{engine.MakePos(5, 7), far, engine.MakePos(9, 7)}}
	why, err := l.judgeStops(&e)
	require.NoError(t, err)
	assert.Empty(t, why)
	assert.Equal(t, []engine.Pos{engine.MakePos(5, 7), engine.MakePos(9, 7)}, e.stops)
	assert.Equal(t, 1, e.refuted)
	assert.Contains(t, format(e), ";refuted=1")

	e = entry{id: "u", board: threeBoard(t), played: engine.MakePos(0, 0), depth: 9, stops: []engine.Pos{far}}
	why, err = l.judgeStops(&e)
	require.NoError(t, err)
	assert.Equal(t, "the judge refuted every stop (1)", why)
	assert.Empty(t, e.stops)
}

// TestPlayOrderAlternatesAndEndsWithTheStop: the BOARD order is black,
// white, black, ... over every stone, and the stop played last.
func TestPlayOrderAlternatesAndEndsWithTheStop(t *testing.T) {
	b := threeBoard(t) // black 3 stones, white 2, white to move
	s := engine.MakePos(5, 7)
	b.Play(s)
	order := playOrder(b, s)
	require.Len(t, order, 6)
	assert.Equal(t, s, order[5])
	assert.ElementsMatch(t, b.Moves(), order)
	for i, p := range order {
		assert.Equal(t, engine.BlackStone+engine.Stone(i%2), b.At(p), "stone %d", i)
	}
}

// TestJudgePlaysUnscoredReplies: a brain that never gives a score (the
// fake brain, which makes five, blocks five or extends its longest line)
// has each reply played, as a forced block is; after a far stop, black's
// open four and five follow, and the stop is refuted by that five.
func TestJudgePlaysUnscoredReplies(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	j, err := startJudge(exe, 1000, 10*time.Second, []string{fakebrain.EnvVar + "=legal"})
	require.NoError(t, err)
	t.Cleanup(j.close)
	refuted, err := j.refutes(context.Background(), threeBoard(t), engine.MakePos(12, 12))
	require.NoError(t, err)
	assert.True(t, refuted)
}
