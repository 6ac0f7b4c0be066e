package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"amoba/engine"
	"amoba/protocol"
	"amoba/scripts/internal/fakebrain"
	"amoba/scripts/internal/referee"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// judgeEnv makes the test binary, re-executed, Amoba's own protocol
// session, which reports "score N" in its MESSAGE lines: a judge.
const judgeEnv = "AMOBA_PUZZLES_TEST_JUDGE"

func TestMain(m *testing.M) {
	if os.Getenv(judgeEnv) == "1" {
		s := protocol.NewSession(engine.New(1<<20), protocol.Options{})
		_ = s.Run(context.Background(), os.Stdin, os.Stdout)
		os.Exit(0)
	}
	fakebrain.MainIfRequested()
	os.Exit(m.Run())
}

func testPositions(t *testing.T) []Position {
	t.Helper()
	f, err := os.Open("testdata/positions.txt")
	require.NoError(t, err)
	defer f.Close()
	ps, err := ReadPositions(f)
	require.NoError(t, err)
	return ps
}

func testConfig(sp fakebrain.Spec) *Config {
	if sp.After == 0 {
		sp.After = 1
	}
	return &Config{
		Engine:       os.Args[0],
		Env:          sp.Env(),
		Turn:         200 * time.Millisecond,
		Tolerance:    500 * time.Millisecond,
		StartTimeout: 2 * time.Second,
		MaxMemory:    367001600,
		Concurrency:  1,
	}
}

func runPuzzles(t *testing.T, cfg *Config, ps []Position) (Totals, string) {
	t.Helper()
	var out bytes.Buffer
	start := time.Now()
	tot, err := run(context.Background(), cfg, ps, &out)
	require.NoError(t, err, out.String())
	assert.Less(t, time.Since(start), 10*time.Second, "must not hang")
	return tot, out.String()
}

// verdicts maps position ids to the verdict printed on their line.
func verdicts(out string) map[string]string {
	v := map[string]string{}
	line := regexp.MustCompile(`^(\S+) +(\S+) +(ok|wrong|unknown|error) +\d+ ms`)
	for _, l := range strings.Split(out, "\n") {
		if m := line.FindStringSubmatch(l); m != nil {
			v[m[1]] = m[3]
		}
	}
	return v
}

func TestRunLegal(t *testing.T) {
	for _, reuse := range []bool{false, true} {
		cfg := testConfig(fakebrain.Spec{Mode: "legal"})
		cfg.Reuse = reuse
		cfg.Concurrency = 3
		tot, out := runPuzzles(t, cfg, testPositions(t))
		assert.Equal(t, map[string]string{
			"gomocupjudge-all-freestyle15": "ok",
			"gomocupjudge-all-standard":    "ok",
			"renjubench-must_block_white":  "ok",
			"renjubench-must_block_black":  "ok",
			"synthetic-unknown":            "unknown",
			"synthetic-wrong":              "wrong",
			"synthetic-forbidden-played":   "wrong",
			"synthetic-forbidden-avoided":  "ok",
		}, verdicts(out), out)
		assert.Equal(t, 8, tot.Positions)
		assert.Equal(t, 7, tot.Known)
		assert.Equal(t, 5, tot.Count[OK])
		assert.Contains(t, out, "solved 5 / 7 (71.4%); wrong 2, errors 0, unknown answer 1")
		assert.Contains(t, out, "time per position: mean ")
		// Lines come in file order even with concurrency.
		assert.Less(t, strings.Index(out, "gomocupjudge-all-freestyle15"), strings.Index(out, "synthetic-forbidden-avoided"))
	}
}

func TestRunFailures(t *testing.T) {
	for mode, detail := range map[string]string{
		"crash":  "process ended (exit status 3)",
		"silent": "no move within 200 ms + 500 ms tolerance",
		"badok":  `START: malformed reply "OK - fine"`,
		"space":  `malformed reply "7,7 "`,
	} {
		tot, out := runPuzzles(t, testConfig(fakebrain.Spec{Mode: mode}), testPositions(t)[:3])
		assert.Equal(t, 3, tot.Count[Failed], mode)
		assert.Equal(t, 3, strings.Count(out, detail), "%s:\n%s", mode, out)
	}
}

func TestRunIllegalAnswer(t *testing.T) {
	tot, out := runPuzzles(t, testConfig(fakebrain.Spec{Mode: "occupied"}), testPositions(t)[:1])
	assert.Equal(t, 1, tot.Count[Failed])
	assert.Contains(t, out, "illegal move: 7,7 is occupied")
}

func TestTranscript(t *testing.T) {
	log := filepath.Join(t.TempDir(), "log")
	sp := fakebrain.Spec{Mode: "legal", Log: log}
	cfg := testConfig(sp)
	cfg.Reuse = true
	rule := referee.Standard
	cfg.RuleOverride = &rule
	ps := testPositions(t)
	runPuzzles(t, cfg, []Position{ps[3], ps[0]})
	b, err := os.ReadFile(log)
	require.NoError(t, err)
	want := []string{
		"START 15",
		"INFO timeout_turn 200",
		"INFO timeout_match 0",
		"INFO max_memory 367001600",
		"INFO game_type 1",
		"INFO rule 1",
		"INFO time_left 2147483647",
		"BOARD", "5,7,2", "4,7,1", "6,7,2", "7,9,1", "7,7,2", "2,12,1", "8,7,2", "DONE",
		"START 15",
	}
	lines := strings.Split(string(b), "\n")
	require.Greater(t, len(lines), len(want))
	assert.Equal(t, want, lines[:len(want)], "white to move: white stones are field 1")
	assert.Equal(t, 2, strings.Count(string(b), "START 15\n"), "one process, START per position")
	assert.Equal(t, "END", lines[len(lines)-2])
}

func TestNodeLimitIsSent(t *testing.T) {
	log := filepath.Join(t.TempDir(), "log")
	cfg := testConfig(fakebrain.Spec{Mode: "legal", Log: log})
	cfg.Nodes = 250000
	runPuzzles(t, cfg, testPositions(t)[:1])
	b, err := os.ReadFile(log)
	require.NoError(t, err)
	lines := strings.Split(string(b), "\n")
	i := slices.Index(lines, "INFO max_node 250000")
	require.GreaterOrEqual(t, i, 0, "the node limit is sent")
	assert.Less(t, i, slices.Index(lines, "BOARD"), "before the position")
}

func TestMissingEngine(t *testing.T) {
	cfg := testConfig(fakebrain.Spec{Mode: "legal"})
	cfg.Engine = filepath.Join(t.TempDir(), "pbrain-none")
	_, err := run(context.Background(), cfg, testPositions(t), &bytes.Buffer{})
	assert.Error(t, err)
}

func TestParseFlags(t *testing.T) {
	cfg, file, limit, err := parseFlags([]string{"-engine", "e", "-file", "f", "-time", "0.5", "-limit", "3", "-rule-override", "renju", "-reuse"}, &bytes.Buffer{})
	require.NoError(t, err)
	assert.Equal(t, "f", file)
	assert.Equal(t, 3, limit)
	assert.Equal(t, 500*time.Millisecond, cfg.Turn)
	require.NotNil(t, cfg.RuleOverride)
	assert.Equal(t, referee.Renju, *cfg.RuleOverride)
	assert.True(t, cfg.Reuse)
	assert.Nil(t, cfg.Judge)

	cfg, _, _, err = parseFlags([]string{"-engine", "e", "-file", "f", "-judge", "j", "-judge-nodes", "1000", "-judge-cache", "c"}, &bytes.Buffer{})
	require.NoError(t, err)
	require.NotNil(t, cfg.Judge)
	assert.Equal(t, JudgeConfig{Brain: "j", Nodes: 1000, Turn: time.Minute, Scale: 200, Cache: "c"}, *cfg.Judge)

	for _, args := range [][]string{{"-file", "f"}, {"-engine", "e"}, {"-engine", "e", "-file", "f", "-time", "0"}, {"-engine", "e", "-file", "f", "-rule-override", "7"},
		{"-engine", "e", "-moves", "m", "-file", "f"},                                                        // an engine or an earlier run, not both
		{"-engine", "e", "-file", "f", "-against", "a"}, {"-engine", "e", "-file", "f", "-judge-cache", "c"}, // no judge
		{"-engine", "e", "-file", "f", "-judge", "j", "-judge-nodes", "0"},
		{"-moves", filepath.Join(t.TempDir(), "none"), "-file", "f"},
	} {
		_, _, _, err := parseFlags(args, &bytes.Buffer{})
		assert.Error(t, err, "%v", args)
	}
}
