package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"amoba/scripts/internal/fakebrain"
	"amoba/scripts/internal/openings"
	"amoba/scripts/internal/referee"
	"amoba/scripts/internal/stats"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) {
	fakebrain.MainIfRequested()
	os.Exit(m.Run())
}

// fake is an engine spec that runs this test binary as a fake brain.
func fake(label string, sp fakebrain.Spec) EngineSpec {
	if sp.After == 0 {
		sp.After = 1
	}
	return EngineSpec{Label: label, Path: os.Args[0], Env: sp.Env()}
}

// testConfig is a fast match of a against b on the built-in openings.
func testConfig(t *testing.T, a, b fakebrain.Spec, games int) *Config {
	t.Helper()
	ops, err := openings.Builtin(15, 15)
	require.NoError(t, err)
	cfg := &Config{
		Engines:      [2]EngineSpec{fake("A", a), fake("B", b)},
		Games:        games,
		Turn:         300 * time.Millisecond,
		Tolerance:    700 * time.Millisecond, // generous: CI machines are loaded
		StartTimeout: 2 * time.Second,
		LateWait:     1500 * time.Millisecond,
		Rule:         referee.Freestyle,
		Width:        15,
		Height:       15,
		Openings:     ops,
		OpeningsName: "built-in",
		Concurrency:  2,
	}
	require.NoError(t, cfg.validate())
	return cfg
}

// runMatch plays cfg and fails the test if the match takes more than limit.
func runMatch(t *testing.T, cfg *Config, limit time.Duration) (*Summary, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var out bytes.Buffer
	start := time.Now()
	sum, err := run(ctx, cfg, &out, io.Discard)
	require.NoError(t, err, out.String())
	assert.Less(t, time.Since(start), limit, "the match must not hang")
	return sum, out.String()
}

func gameLines(out string) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "game ") {
			lines = append(lines, l)
		}
	}
	return lines
}

func TestLegalMatch(t *testing.T) {
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: "chatty"}, 4)
	cfg.PSQDir = t.TempDir()
	cfg.PGNPath = filepath.Join(t.TempDir(), "games.pgn")
	sum, out := runMatch(t, cfg, 10*time.Second)

	assert.Equal(t, 4, sum.Games)
	assert.Equal(t, 0, sum.Faults(), out)
	assert.Equal(t, 4, sum.Tally.Games())
	require.Len(t, gameLines(out), 4, out)
	assert.Contains(t, out, "A vs B: ")
	assert.Contains(t, out, "Elo A-B: ")
	assert.Contains(t, out, "LOS ")
	for _, l := range gameLines(out) {
		assert.Regexp(t, `^game +\d  opening builtin:\d +black [AB]  (A wins|B wins|draw) +\d+ moves  (five by [AB] at \d+,\d+|draw after \d+ stones)$`, l)
	}
	assert.Positive(t, sum.Times[0].N)
	assert.Positive(t, sum.Times[1].N)

	files, err := filepath.Glob(filepath.Join(cfg.PSQDir, "*.psq"))
	require.NoError(t, err)
	require.Len(t, files, 4)
	data, err := os.ReadFile(filepath.Join(cfg.PSQDir, "game-0001.psq"))
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\r\n")
	assert.Equal(t, "Piskvorky 15x15, 11:11, 0", lines[0])
	assert.Equal(t, "8,8,0", lines[1], "the first opening stone, 1-based")
	assert.Equal(t, "0", lines[len(lines)-1], "a five ends the game normally")
	pgn, err := os.ReadFile(cfg.PGNPath)
	require.NoError(t, err)
	assert.Equal(t, 4, strings.Count(string(pgn), "[Event "))
}

func TestFaultsLose(t *testing.T) {
	tests := []struct {
		name   string
		b      fakebrain.Spec
		kind   Kind
		detail string
	}{
		{"crash mid-game", fakebrain.Spec{Mode: "crash", After: 2}, KindCrash, `process ended \(exit status 3\)`},
		{"occupied cell", fakebrain.Spec{Mode: "occupied", After: 2}, KindIllegal, `\d+,\d+ is occupied`},
		{"off the board", fakebrain.Spec{Mode: "offboard", After: 1}, KindIllegal, `15,0 is off the 15x15 board`},
		{"time overrun", fakebrain.Spec{Mode: "slow", After: 2, Ms: 1500}, KindTimeout, `no answer to TURN in time \(answered \d+ ms after the deadline\)`},
		{"silent", fakebrain.Spec{Mode: "silent", After: 1}, KindTimeout, `no answer to BOARD in time \(nothing within 1500 ms more\)`},
		{"dies late", fakebrain.Spec{Mode: "dies", After: 2, Ms: 1200}, KindTimeout, `no answer to TURN in time \(process ended \(exit status 4\) \d+ ms after the deadline, without an answer\)`},
		{"bad OK", fakebrain.Spec{Mode: "badok"}, KindIllegal, `answered "OK - fine" to START 15`},
		{"three fields", fakebrain.Spec{Mode: "badmove", After: 1}, KindIllegal, `answered "7,7,1" to BOARD`},
		{"trailing space", fakebrain.Spec{Mode: "space", After: 2}, KindIllegal, `answered "7,7 " to TURN`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, tc.b, 2)
			sum, out := runMatch(t, cfg, 10*time.Second)
			assert.Equal(t, stats.WDL{Wins: 2}, sum.Tally, out)
			assert.Equal(t, 2, sum.Ends[1][tc.kind], out)
			assert.Equal(t, 2, sum.Faults())
			for _, l := range gameLines(out) {
				assert.Contains(t, l, "A wins", l)
				assert.Regexp(t, regexp.QuoteMeta(tc.kind.String()+" by B: ")+tc.detail+"$", l)
			}
		})
	}
}

func TestSlowButWithinTolerance(t *testing.T) {
	// 400 ms against 300 ms per move + 700 ms tolerance: late, but allowed.
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: "slow", After: 1, Ms: 400}, 2)
	sum, out := runMatch(t, cfg, 15*time.Second)
	assert.Equal(t, 0, sum.Faults(), out)
	assert.GreaterOrEqual(t, sum.Times[1].Max, 400*time.Millisecond)
	assert.GreaterOrEqual(t, sum.Times[1].FirstMax, 400*time.Millisecond, "slow from the first move")
	assert.Less(t, sum.Times[0].Percentile(0.99), 400*time.Millisecond)
	assert.Contains(t, out, "first max ms")
}

func TestMatchTimeRunsOut(t *testing.T) {
	// B takes 500 ms a move with 2 s per move, 0.8 s per game and 100 ms
	// tolerance: its first move is in time (500 < 800+100), its second is not
	// (500 > 300+100). After a three-stone opening neither side can win
	// before B's second move.
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: "slow", After: 1, Ms: 500}, 2)
	cfg.Turn = 2 * time.Second
	cfg.Match = 800 * time.Millisecond
	cfg.Tolerance = 100 * time.Millisecond
	sum, out := runMatch(t, cfg, 15*time.Second)
	assert.Equal(t, 2, sum.Ends[1][KindTimeout], out)
	assert.Equal(t, 2, sum.Times[1].N, "one move in time per game")
}

func TestDeafEngineIsKilled(t *testing.T) {
	cfg := testConfig(t, fakebrain.Spec{Mode: "deaf"}, fakebrain.Spec{Mode: "legal"}, 2)
	sum, out := runMatch(t, cfg, 8*time.Second)
	assert.Equal(t, 2, sum.Games, out)
	assert.Equal(t, 0, sum.Faults(), out)
}

func TestRestartReusesAndFallsBack(t *testing.T) {
	for mode, starts := range map[string]int{"legal": 1, "norestart": 4} {
		log := filepath.Join(t.TempDir(), "b.log")
		cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: mode, Log: log}, 4)
		cfg.Restart = true
		cfg.Concurrency = 1
		sum, out := runMatch(t, cfg, 10*time.Second)
		assert.Equal(t, 4, sum.Games, out)
		assert.Equal(t, 0, sum.Faults(), out)
		b, err := os.ReadFile(log)
		require.NoError(t, err)
		transcript := string(b)
		assert.Equal(t, starts, strings.Count(transcript, "START 15\n"), mode)
		assert.Equal(t, 3, strings.Count(transcript, "RESTART\n"), mode)
		assert.Equal(t, 4, strings.Count(transcript, "INFO game_type 1\n"), "the INFO block is sent every game")
		assert.True(t, strings.HasSuffix(transcript, "END\n"), mode)
	}
}

func TestSPRTStopsEarly(t *testing.T) {
	// Equal engines: H0 (0 Elo) against H1 (+400 Elo) is decided for H0
	// long before 60 games. The fake brains are deterministic, so every
	// pair is one win each; the SPRT goes by pairs and decides from
	// stats.MinPairs (20) on.
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: "legal"}, 60)
	sp, err := stats.ParseSPRT("0,400,0.05,0.05")
	require.NoError(t, err)
	cfg.SPRT = &sp
	sum, out := runMatch(t, cfg, 15*time.Second)
	assert.Equal(t, stats.AcceptH0, sum.Decision, out)
	assert.Less(t, sum.Games, 60)
	assert.GreaterOrEqual(t, sum.Pairs.Pairs(), stats.MinPairs)
	assert.False(t, sum.Interrupted)
	assert.Contains(t, out, "H0 accepted")
}

func TestMissingEngineIsFatal(t *testing.T) {
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: "legal"}, 2)
	cfg.Engines[1].Path = filepath.Join(t.TempDir(), "pbrain-missing")
	_, err := run(context.Background(), cfg, io.Discard, io.Discard)
	assert.ErrorContains(t, err, "engine B")
}

// TestProtocolTranscript checks what the runner sends, line by line, to the
// engine that moves second on a three-stone opening.
func TestProtocolTranscript(t *testing.T) {
	logs := [2]string{filepath.Join(t.TempDir(), "a.log"), filepath.Join(t.TempDir(), "b.log")}
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal", Log: logs[0]}, fakebrain.Spec{Mode: "legal", Log: logs[1]}, 1)
	cfg.Openings = []openings.Opening{{ID: "t", Moves: []referee.Move{{X: 7, Y: 7}, {X: 8, Y: 7}, {X: 8, Y: 10}}}}
	cfg.Match = 20 * time.Second
	cfg.MaxMemory = 367001600
	cfg.Rule = referee.Standard
	sum, out := runMatch(t, cfg, 10*time.Second)
	require.Equal(t, 1, sum.Games, out)

	// Game 1: A is black; three stones, so white (B) moves first.
	b, err := os.ReadFile(logs[1])
	require.NoError(t, err)
	lines := strings.Split(string(b), "\n")
	require.Greater(t, len(lines), 12, string(b))
	assert.Equal(t, []string{
		"START 15",
		"INFO timeout_turn 300",
		"INFO timeout_match 20000",
		"INFO max_memory 367001600",
		"INFO rule 1",
		"INFO game_type 1",
		"INFO time_left 20000",
		"BOARD", "7,7,2", "8,7,1", "8,10,2", "DONE",
	}, lines[:12])
	assert.Regexp(t, `^INFO time_left (19\d\d\d|20000)$`, lines[12])
	assert.Regexp(t, `^TURN \d+,\d+$`, lines[13])
	assert.Equal(t, "END", lines[len(lines)-2])

	// A (black) first sees the three stones and B's reply, then TURNs.
	a, err := os.ReadFile(logs[0])
	require.NoError(t, err)
	alines := strings.Split(string(a), "\n")
	assert.Equal(t, "INFO time_left 20000", alines[6])
	assert.Equal(t, []string{"BOARD", "7,7,1", "8,7,2", "8,10,1"}, alines[7:11])
	assert.Regexp(t, `^\d+,\d+,2$`, alines[11])
	assert.Equal(t, "DONE", alines[12])
}

func TestNoTimeLimitSendsUnlimited(t *testing.T) {
	log := filepath.Join(t.TempDir(), "b.log")
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: "legal", Log: log}, 1)
	cfg.Rect = true
	cfg.Width, cfg.Height = 20, 15
	ops, err := openings.Builtin(20, 15)
	require.NoError(t, err)
	cfg.Openings = ops
	runMatch(t, cfg, 10*time.Second)
	b, err := os.ReadFile(log)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), "RECTSTART 20,15\n"), string(b))
	assert.Contains(t, string(b), "INFO timeout_match 0\n")
	assert.Contains(t, string(b), "INFO time_left 2147483647\n")
}

func TestDrawLimit(t *testing.T) {
	cfg := testConfig(t, fakebrain.Spec{Mode: "legal"}, fakebrain.Spec{Mode: "legal"}, 2)
	cfg.DrawAfter = 6
	sum, out := runMatch(t, cfg, 10*time.Second)
	assert.Equal(t, stats.WDL{Draws: 2}, sum.Tally, out)
	assert.Contains(t, out, "draw after 6 stones")
}
