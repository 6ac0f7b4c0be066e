package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"amoba/scripts/internal/fakebrain"
	"amoba/scripts/internal/referee"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testJudge is Amoba itself (the re-executed test binary) at a few hundred
// nodes, caching into a file of the test's.
func testJudge(t *testing.T, cache string) *JudgeConfig {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	return &JudgeConfig{Brain: exe, Env: []string{judgeEnv + "=1"}, Nodes: 500, Turn: 5 * time.Second, Scale: 200, Cache: cache}
}

// openThree is black to move against white's open three on row 7: a block
// holds, a far move lets white make an open four.
func openThree(t *testing.T) Position {
	t.Helper()
	p, err := parsePosition("three 15 freestyle b 7,9;2,2 5,7;6,7;7,7 - kind=test")
	require.NoError(t, err)
	return p
}

func TestJudgeFindsBlunder(t *testing.T) {
	cache := filepath.Join(t.TempDir(), "cache.txt")
	j, err := newJudge(testJudge(t, cache))
	require.NoError(t, err)
	p := openThree(t)
	far, err := j.judgeMove(context.Background(), p, referee.Move{X: 13, Y: 13})
	require.NoError(t, err)
	block, err := j.judgeMove(context.Background(), p, referee.Move{X: 8, Y: 7})
	require.NoError(t, err)
	j.close()

	assert.Equal(t, -judgeClamp, far.After, "after a far move white's open four wins")
	assert.True(t, far.Blunder())
	assert.Greater(t, far.Before, -judgeClamp, "black can still block")
	assert.Equal(t, far.Before, block.Before)
	assert.Greater(t, block.After, -judgeClamp)
	assert.False(t, block.Blunder())

	// A second judge answers from the cache without starting its brain.
	cfg := testJudge(t, cache)
	cfg.Brain = filepath.Join(t.TempDir(), "pbrain-none")
	j2, err := newJudge(cfg)
	require.NoError(t, err)
	defer j2.close()
	again, err := j2.judgeMove(context.Background(), p, referee.Move{X: 13, Y: 13})
	require.NoError(t, err)
	assert.Equal(t, far, again)
	_, err = j2.judgeMove(context.Background(), p, referee.Move{X: 0, Y: 14})
	assert.Error(t, err, "a move not in the cache needs the brain")
}

func TestPositionKeyIgnoresStoneOrder(t *testing.T) {
	a, err := parsePosition("a 15 freestyle w 7,7;8,8 9,9 - i")
	require.NoError(t, err)
	b, err := parsePosition("b 15 freestyle w 8,8;7,7 9,9 - i")
	require.NoError(t, err)
	assert.Equal(t, a.key(100), b.key(100))
	assert.NotEqual(t, a.key(100), a.key(200))
	after := a.after(referee.Move{X: 1, Y: 2})
	assert.Equal(t, referee.Black, after.ToMove)
	assert.Equal(t, []referee.Move{{X: 9, Y: 9}, {X: 1, Y: 2}}, after.White)
	assert.Len(t, a.White, 1, "the position itself is unchanged")
}

func TestRunWithJudge(t *testing.T) {
	cfg := testConfig(fakebrain.Spec{Mode: "legal"})
	cfg.Judge = testJudge(t, "")
	tot, out := runPuzzles(t, cfg, []Position{openThree(t), testPositions(t)[4]})
	assert.Equal(t, 2, tot.Judged, out)
	assert.Equal(t, 2, strings.Count(out, "  judge "), out)
	assert.Contains(t, out, "judged 2: win rate after the move ")
}

func TestJudgesShareTheCacheWhileRunning(t *testing.T) {
	cache := filepath.Join(t.TempDir(), "cache.txt")
	idle := testJudge(t, cache)
	idle.Brain = filepath.Join(t.TempDir(), "pbrain-none")
	late, err := newJudge(idle) // opened before the scores exist
	require.NoError(t, err)
	defer late.close()

	early, err := newJudge(testJudge(t, cache))
	require.NoError(t, err)
	p := openThree(t)
	want, err := early.judgeMove(context.Background(), p, referee.Move{X: 8, Y: 7})
	require.NoError(t, err)
	early.close()

	got, err := late.judgeMove(context.Background(), p, referee.Move{X: 8, Y: 7})
	require.NoError(t, err, "the scores another run appended are read on a miss")
	assert.Equal(t, want, got)
}

func TestJudgeAnEarlierRun(t *testing.T) {
	cfg := testConfig(fakebrain.Spec{Mode: "legal"})
	ps := []Position{openThree(t), testPositions(t)[4]}
	_, first := runPuzzles(t, cfg, ps)

	earlier, err := ReadEarlier(strings.NewReader(first))
	require.NoError(t, err)
	require.Len(t, earlier, 2)
	replay := testConfig(fakebrain.Spec{Mode: "legal"})
	replay.Engine = filepath.Join(t.TempDir(), "pbrain-none") // never started
	replay.Earlier = earlier
	replay.Judge = testJudge(t, "")
	tot, out := runPuzzles(t, replay, ps)
	assert.Equal(t, 2, tot.Judged, out)
	for id, e := range earlier {
		assert.Regexp(t, `(?m)^`+id+` +`+e.Move+` +unknown +\d+ ms  judge `, out)
	}

	delete(replay.Earlier, ps[1].ID)
	tot, out = runPuzzles(t, replay, ps)
	assert.Equal(t, 1, tot.Count[Failed])
	assert.Contains(t, out, "not in the earlier run")
}

func TestJudgeLeavesFinishedGamesToTheReferee(t *testing.T) {
	cfg := testJudge(t, "")
	cfg.Brain = filepath.Join(t.TempDir(), "pbrain-none") // asked only for the position before
	j, err := newJudge(cfg)
	require.NoError(t, err)
	defer j.close()
	p, err := parsePosition("five 15 freestyle b 3,7;4,7;5,7;6,7 0,0;14,0;0,14;14,14 - kind=test")
	require.NoError(t, err)
	j.scores[p.key(cfg.Nodes)] = judgeClamp
	got, err := j.judgeMove(context.Background(), p, referee.Move{X: 7, Y: 7})
	require.NoError(t, err)
	assert.Equal(t, Judgement{Before: judgeClamp, After: judgeClamp}, got)

	r, err := parsePosition("foul 15 renju b 7,5;7,6;5,7;6,7;0,0 1,14;3,14;5,14;14,10;14,12 - kind=test")
	require.NoError(t, err)
	j.scores[r.key(cfg.Nodes)] = 0
	got, err = j.judgeMove(context.Background(), r, referee.Move{X: 7, Y: 7})
	require.NoError(t, err)
	assert.Equal(t, -judgeClamp, got.After, "black's double three is a foul in renju")
}

func TestJudgedRunsCompared(t *testing.T) {
	ps := []Position{openThree(t), testPositions(t)[4]}
	judged := func(moves map[string]Earlier, against map[string]Earlier, cache string) string {
		cfg := testConfig(fakebrain.Spec{Mode: "legal"})
		cfg.Earlier = moves
		cfg.Judge = testJudge(t, cache)
		cfg.Judge.Against = against
		_, out := runPuzzles(t, cfg, ps)
		return out
	}
	cache := filepath.Join(t.TempDir(), "cache.txt")
	block := judged(map[string]Earlier{"three": {Move: "8,7"}, "synthetic-unknown": {Move: "6,6"}}, nil, cache)
	blockRun, err := ReadEarlier(strings.NewReader(block))
	require.NoError(t, err)
	require.NotNil(t, blockRun["three"].Judged, block)

	far := judged(map[string]Earlier{"three": {Move: "13,13"}, "synthetic-unknown": {Move: "6,6"}}, blockRun, cache)
	assert.Regexp(t, `against the other run, 2 positions \(same move in 1\): win rate after the move -\d+\.\d+% \(standard error \d+\.\d+%\), blunders 1 against 0`, far)
	same := judged(map[string]Earlier{"three": {Move: "8,7"}, "synthetic-unknown": {Move: "6,6"}}, blockRun, cache)
	assert.Contains(t, same, "against the other run, 2 positions (same move in 2): win rate after the move +0.000% (standard error 0.000%), blunders 0 against 0")
}

func TestMateAsClamp(t *testing.T) {
	assert.Equal(t, judgeClamp, mateAsClamp(29991), "Rapfi's value of a mate in 9, printed as a number")
	assert.Equal(t, -judgeClamp, mateAsClamp(-29990))
	assert.Equal(t, judgeClamp, mateAsClamp(judgeClamp))
	assert.Equal(t, 2500, mateAsClamp(2500))
	assert.Equal(t, -28000, mateAsClamp(-28000))
}

func TestJudgeWithoutScoreSkipsThePosition(t *testing.T) {
	ps := []Position{openThree(t), testPositions(t)[4]}
	cfg := testConfig(fakebrain.Spec{Mode: "legal"})
	cfg.Earlier = map[string]Earlier{"three": {Move: "8,7"}, "synthetic-unknown": {Move: "6,6"}}
	silent := testConfig(fakebrain.Spec{Mode: "legal"}) // a brain that moves without a word
	cfg.Judge = &JudgeConfig{Brain: silent.Engine, Env: silent.Env, Nodes: 500, Turn: 5 * time.Second, Scale: 200}
	tot, out := runPuzzles(t, cfg, ps)
	assert.Equal(t, 0, tot.Judged, out)
	assert.Equal(t, 2, tot.Unscored, out)
	assert.Regexp(t, `(?m)^three +8,7 +unknown +\d+ ms  judge: no score in its messages$`, out)
	assert.Contains(t, out, "not judged (the judge gave no score): 2")
}
