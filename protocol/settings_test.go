package protocol

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/eval"
)

// TestSettingsDefaults: what a brain assumes when the manager says nothing.
func TestSettingsDefaults(t *testing.T) {
	s := defaultSettings()
	assert.Equal(t, int64(5000), s.timeoutTurn)
	assert.Equal(t, int64(0), s.timeoutMatch, "no game limit")
	assert.Equal(t, int64(0), s.maxMemory, "no memory limit given")
	assert.Equal(t, 0, s.rule, "freestyle")
	assert.Equal(t, 1, s.threads)
	assert.True(t, s.messages)
	assert.Equal(t, 100, s.strength, "full strength")
	assert.Equal(t, int64(350<<20), s.memoryBudget(), "the Gomocup limit when none is given")
}

// TestSettingsApply: each INFO key sets its value; bad values change
// nothing (INFO cannot be answered, so there is no complaint).
func TestSettingsApply(t *testing.T) {
	cases := []struct {
		key, value string
		check      func(s settings) any
		want       any
	}{
		{"timeout_turn", "30000", func(s settings) any { return s.timeoutTurn }, int64(30000)},
		{"timeout_turn", "0", func(s settings) any { return s.timeoutTurn }, int64(0)},
		{"timeout_turn", "-5", func(s settings) any { return s.timeoutTurn }, int64(0)},
		{"timeout_turn", "abc", func(s settings) any { return s.timeoutTurn }, int64(5000)},
		{"timeout_turn", " 250 ", func(s settings) any { return s.timeoutTurn }, int64(250)},
		{"timeout_turn", "99999999999999999999", func(s settings) any { return s.timeoutTurn }, int64(5000)},
		{"timeout_match", "180000", func(s settings) any { return s.timeoutMatch }, int64(180000)},
		{"timeout_match", "0", func(s settings) any { return s.timeoutMatch }, int64(0)},
		{"time_left", "178950", func(s settings) any { return s.timeLeft }, int64(178950)},
		{"time_left", "-1500", func(s settings) any { return s.timeLeft }, int64(-1500)},
		{"time_left", "2147483647", func(s settings) any { return s.timeLeft }, int64(2147483647)},
		{"max_memory", "367001600", func(s settings) any { return s.maxMemory }, int64(367001600)},
		{"max_memory", "0", func(s settings) any { return s.maxMemory }, int64(0)},
		{"max_memory", "-1", func(s settings) any { return s.maxMemory }, int64(0)},
		{"max_memory", "lots", func(s settings) any { return s.maxMemory }, int64(0)},
		{"rule", "4", func(s settings) any { return s.rule }, 4},
		{"rule", "-1", func(s settings) any { return s.rule }, 0},
		{"rule", "65536", func(s settings) any { return s.rule }, 0},
		{"rule", "1.0", func(s settings) any { return s.rule }, 0},
		{"game_type", "3", func(s settings) any { return s.gameType }, 3},
		{"thread_num", "4", func(s settings) any { return s.threads }, 4},
		{"thread_num", "0", func(s settings) any { return s.threads }, 1},
		{"thread_num", "100000", func(s settings) any { return s.threads }, 256},
		{"max_depth", "12", func(s settings) any { return s.maxDepth }, 12},
		{"max_depth", "-3", func(s settings) any { return s.maxDepth }, 0},
		{"max_node", "100000", func(s settings) any { return s.maxNodes }, int64(100000)},
		{"strength", "40", func(s settings) any { return s.strength }, 40},
		{"strength", "0", func(s settings) any { return s.strength }, 0},
		{"strength", "-7", func(s settings) any { return s.strength }, 0},
		{"strength", "250", func(s settings) any { return s.strength }, 100},
		{"strength", "weak", func(s settings) any { return s.strength }, 100},
		{"strength", "40.5", func(s settings) any { return s.strength }, 100},
		{"show_detail", "0", func(s settings) any { return s.messages }, false},
		{"show_detail", "x", func(s settings) any { return s.messages }, true},
		{"folder", `C:\Gomocup\x y`, func(s settings) any { return s.folder }, `C:\Gomocup\x y`},
	}
	for _, c := range cases {
		s := defaultSettings()
		s.apply(c.key, c.value)
		assert.Equal(t, c.want, c.check(s), "INFO %s %q", c.key, c.value)
		assert.Equal(t, c.value, s.all[c.key], "INFO %s %q is kept as sent", c.key, c.value)
	}
	// unknown keys are kept and change nothing else
	s := defaultSettings()
	s.apply("caution_factor", "4")
	want := defaultSettings()
	want.all["caution_factor"] = "4"
	assert.Equal(t, want, s)
}

// TestHashBytes: the table's share of INFO max_memory is positive, leaves
// room for the rest of the process, and grows with the budget.
func TestHashBytes(t *testing.T) {
	hash := func(maxMemory string) (int, int64) {
		s := defaultSettings()
		s.apply("max_memory", maxMemory)
		return s.hashBytes(), s.memoryBudget()
	}
	for _, v := range []string{"0", "-5", "abc"} {
		hb, budget := hash(v)
		assert.Equal(t, int64(350<<20), budget, "max_memory %s: the budget is the Gomocup 350 MB", v)
		assert.Greater(t, hb, 128<<20, "max_memory %s", v)
		assert.LessOrEqual(t, int64(hb), budget-32<<20, "max_memory %s: room for the runtime", v)
	}
	hb, budget := hash("367001600")
	assert.Equal(t, int64(367001600), budget)
	assert.Greater(t, hb, 128<<20, "max_memory 367001600 (GomocupJudge)")
	assert.LessOrEqual(t, int64(hb), budget-32<<20, "max_memory 367001600")

	prev := 0
	for _, v := range []int64{1 << 20, 4 << 20, 16 << 20, 64 << 20, 100 << 20, 128 << 20, 129 << 20, 256 << 20, 367001600, 1 << 30, 2147483647} {
		hb, budget := hash(fmt.Sprint(v))
		assert.Equal(t, v, budget)
		assert.GreaterOrEqual(t, hb, 64<<10, "max_memory %d: some table", v)
		assert.Less(t, int64(hb), v, "max_memory %d: the table fits in the budget", v)
		if budget >= 256<<20 {
			assert.LessOrEqual(t, int64(hb), budget-32<<20, "max_memory %d: room for the runtime", v)
		} else {
			assert.LessOrEqual(t, int64(hb), max(budget/2, 1<<20), "max_memory %d: a small budget is shared", v)
		}
		assert.GreaterOrEqual(t, hb, prev, "max_memory %d: the table never shrinks as the budget grows", v)
		prev = hb
	}
}

// settingsSession runs lines through a session with a recording searcher
// and returns the searcher, the protocol lines and the MESSAGE lines.
func settingsSession(t *testing.T, opts Options, lines ...string) (*fakeSearcher, []string, []string) {
	t.Helper()
	f := &fakeSearcher{}
	h := startHarness(t, f, opts)
	h.send(lines...)
	h.closeInput()
	if !h.waitDone(lineTimeout) {
		t.Fatalf("Run did not return\n%s", h.conversation())
	}
	return f, h.rest(), h.messages()
}

// TestSettingsPersist: INFO values survive START, RESTART and RECTSTART,
// INFO may come before START (Yixin), and the rule is read at each move
// request (INFO rule after START, as c-gomoku-cli sends it).
func TestSettingsPersist(t *testing.T) {
	t0 := time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC)
	var mu sync.Mutex
	var budgets []int64
	opts := Options{
		Now: func() time.Time { return t0 },
		MemoryBudget: func(n int64) {
			mu.Lock()
			budgets = append(budgets, n)
			mu.Unlock()
		},
	}
	f, out, _ := settingsSession(t, opts,
		"INFO timeout_turn 1234", "INFO timeout_match 99000", "INFO time_left 4321", "INFO max_memory 67108864",
		"INFO thread_num 3", "INFO max_depth 7", "INFO max_node 5000", "INFO strength 35",
		"START 15", "INFO rule 1", "BEGIN",
		"START 20", "BEGIN",
		"RESTART", "YXNBEST 2",
		"RECTSTART 20,15", "BEGIN",
	)
	require.Len(t, out, 8, "replies: %q", out)
	calls := f.recorded()
	require.Len(t, calls, 4)
	for i, c := range calls {
		assert.Equal(t, int64(1234), c.lim.TurnTime, "search %d", i)
		assert.Equal(t, int64(99000), c.lim.MatchTime, "search %d", i)
		assert.Equal(t, int64(4321), c.lim.TimeLeft, "search %d", i)
		assert.Equal(t, 7, c.lim.MaxDepth, "search %d", i)
		assert.Equal(t, int64(5000), c.lim.MaxNodes, "search %d", i)
		assert.Equal(t, 65, c.lim.Weakness, "search %d: strength 35", i)
		assert.Equal(t, eval.Standard, c.rule, "search %d", i)
		assert.True(t, c.lim.Start.Equal(t0), "search %d: Start %v is not the time the request was read", i, c.lim.Start)
		assert.Equal(t, 0, c.stones, "search %d: a new game", i)
	}
	assert.Equal(t, 2, calls[2].lim.MultiPV, "YXNBEST 2")
	assert.Equal(t, [2]int{20, 15}, [2]int{calls[3].width, calls[3].height})
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, n := range f.hashBytes {
		assert.Equal(t, 32<<20, n, "max_memory 64 MB: half for the table")
	}
	for _, n := range f.threads {
		assert.Equal(t, 3, n)
	}
	mu.Lock()
	defer mu.Unlock()
	require.Len(t, budgets, 4)
	for _, n := range budgets {
		assert.Equal(t, budgets[0], n, "the same budget for every search")
		assert.LessOrEqual(t, n, int64(67108864), "within INFO max_memory")
		assert.GreaterOrEqual(t, n, int64(67108864)*3/4, "most of INFO max_memory")
	}
}

// TestMemoryBudget: the memory limit passed to Options.MemoryBudget
// follows INFO max_memory (350 MB when it is 0 or missing): within it, and
// most of it.
func TestMemoryBudget(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  int64
	}{
		{nil, 350 << 20},
		{[]string{"INFO max_memory 0"}, 350 << 20},
		{[]string{"INFO max_memory 367001600"}, 367001600},
		{[]string{"INFO max_memory 367001600", "INFO max_memory 0"}, 350 << 20},
	} {
		var got []int64
		var mu sync.Mutex
		opts := Options{MemoryBudget: func(n int64) { mu.Lock(); got = append(got, n); mu.Unlock() }}
		f, _, _ := settingsSession(t, opts, append(c.lines, "START 15", "BEGIN")...)
		mu.Lock()
		if assert.Len(t, got, 1, "%q", c.lines) {
			assert.LessOrEqual(t, got[0], c.want, "%q", c.lines)
			assert.GreaterOrEqual(t, got[0], c.want*3/4, "%q", c.lines)
		}
		mu.Unlock()
		f.mu.Lock()
		require.NotEmpty(t, f.hashBytes)
		for _, n := range f.hashBytes {
			assert.Equal(t, f.hashBytes[0], n)
		}
		assert.Greater(t, f.hashBytes[0], 0)
		assert.Less(t, int64(f.hashBytes[0]), c.want)
		f.mu.Unlock()
	}
}

// TestRuleMapping: INFO rule values as managers send them; an unknown
// value plays freestyle with one MESSAGE (not one per move).
func TestRuleMapping(t *testing.T) {
	cases := []struct {
		value   string
		want    eval.Rule
		unknown bool
	}{
		{"0", eval.Freestyle, false},
		{"1", eval.Standard, false},
		{"2", eval.Renju, false}, // Yixin-Board
		{"4", eval.Renju, false},
		{"8", eval.CaroOverline, false},
		{"9", eval.CaroExact, false},
		{"3", eval.Standard, false}, // +2 continuous (Piskvork)
		{"5", eval.Freestyle, true},
		{"7", eval.Freestyle, true},
		{"12", eval.Freestyle, true},
		{"16", eval.Freestyle, true},
		{"65535", eval.Freestyle, true},
	}
	for _, c := range cases {
		t.Run("rule "+c.value, func(t *testing.T) {
			f, out, msgs := settingsSession(t, Options{},
				"INFO show_detail 0", "START 15", "INFO rule "+c.value, "BEGIN", "TURN 0,0", "YXSHOWFORBID")
			require.Len(t, out, 4, "%q", out)
			for _, call := range f.recorded() {
				assert.Equal(t, c.want, call.rule)
			}
			var about []string
			for _, m := range msgs {
				if strings.Contains(m, "rule") {
					about = append(about, m)
				}
			}
			if c.unknown {
				if assert.Len(t, about, 1, "one MESSAGE about rule %s: %q", c.value, msgs) {
					assert.Contains(t, about[0], c.value)
				}
			} else {
				assert.Empty(t, msgs, "no MESSAGE for rule %s", c.value)
			}
		})
	}
	// A bad value keeps the rule before it; a new unknown value warns again.
	f, _, msgs := settingsSession(t, Options{},
		"INFO show_detail 0", "START 15", "INFO rule 4", "INFO rule abc", "INFO rule -1", "BEGIN",
		"INFO rule 5", "TURN 0,0", "INFO rule 7", "TURN 0,1", "TURN 0,2")
	calls := f.recorded()
	require.Len(t, calls, 4)
	assert.Equal(t, eval.Renju, calls[0].rule)
	assert.Equal(t, eval.Freestyle, calls[3].rule)
	assert.Len(t, msgs, 2, "one MESSAGE for rule 5, one for rule 7: %q", msgs)
}

// TestYXHashClear: YXHASHCLEAR clears the table and answers nothing.
func TestYXHashClear(t *testing.T) {
	f, out, _ := settingsSession(t, Options{}, "YXHASHCLEAR", "START 15", "YXHASHCLEAR")
	assert.Equal(t, []string{"OK"}, out)
	f.mu.Lock()
	defer f.mu.Unlock()
	assert.Equal(t, 2, f.clears)
}

// TestQuiet: Session.Quiet turns the search's MESSAGE lines off.
func TestQuiet(t *testing.T) {
	sess := NewSession(&fakeSearcher{think: reportingThink}, Options{})
	sess.Quiet()
	h := runHarness(t, sess)
	h.send("START 15", "BEGIN")
	h.expectLine(lineTimeout)
	h.expectLine(lineTimeout)
	h.finish()
	assert.Empty(t, h.messages())
}

// TestStrength: INFO strength and SetStrength (the -strength flag) reach
// the search as its weakness; a later INFO strength overrides the flag, and
// full strength is no handicap at all.
func TestStrength(t *testing.T) {
	f := &fakeSearcher{}
	sess := NewSession(f, Options{})
	sess.SetStrength(30)
	h := runHarness(t, sess)
	h.send("START 15", "BEGIN")
	h.expectLine(lineTimeout)
	h.expectLine(lineTimeout)
	h.send("INFO strength 100", "RESTART", "BEGIN")
	h.expectLine(lineTimeout)
	h.expectLine(lineTimeout)
	h.send("INFO strength 120x", "RESTART", "BEGIN")
	h.expectLine(lineTimeout)
	h.expectLine(lineTimeout)
	h.finish()
	calls := f.recorded()
	require.Len(t, calls, 3)
	assert.Equal(t, 70, calls[0].lim.Weakness, "-strength 30")
	assert.Equal(t, 0, calls[1].lim.Weakness, "INFO strength 100")
	assert.Equal(t, 0, calls[2].lim.Weakness, "a malformed value changes nothing")

	sess = NewSession(&fakeSearcher{}, Options{})
	sess.SetStrength(-5)
	assert.Equal(t, 0, sess.set.strength, "clamped")
}

// TestPrepareBeforeTheFirstMove: the engine is readied for the game (board,
// rule, threads) at START and again when INFO max_memory, rule or
// thread_num follow it, as managers send them, and the table is sized
// (made) when INFO max_memory arrives, before START or after it, so no
// move pays for it.
func TestPrepareBeforeTheFirstMove(t *testing.T) {
	f, _, _ := settingsSession(t, Options{},
		"INFO max_memory 67108864", "START 20", "INFO rule 4", "INFO thread_num 2", "INFO max_memory 134217728",
		"INFO timeout_turn 900", "RECTSTART 15,10", "BEGIN")
	f.mu.Lock()
	defer f.mu.Unlock()
	require.Len(t, f.prepared, 5, "START, INFO rule, INFO thread_num, INFO max_memory, RECTSTART")
	assert.Equal(t, [2]int{20, 20}, [2]int{f.prepared[0].width, f.prepared[0].height})
	assert.Equal(t, eval.Freestyle, f.prepared[0].rule)
	assert.Equal(t, eval.Renju, f.prepared[1].rule)
	assert.Equal(t, [2]int{15, 10}, [2]int{f.prepared[4].width, f.prepared[4].height})
	assert.Equal(t, eval.Renju, f.prepared[4].rule, "settings survive START")
	assert.Equal(t, []int{2, 2}, f.threads, "INFO thread_num before Prepare, then the search")
	require.Len(t, f.hashBytes, 3, "each INFO max_memory, then the search")
	assert.Equal(t, 32<<20, f.hashBytes[0], "max_memory 64 MB: half for the table, before START")
	assert.Equal(t, f.hashBytes[1], f.hashBytes[2], "the size set after INFO max_memory is the search's")
	assert.Greater(t, f.hashBytes[1], f.hashBytes[0])
}

// TestRunReleasesTheEngine: however the session ends (END, the end of
// input, the context), Run releases the engine once, as it returns.
func TestRunReleasesTheEngine(t *testing.T) {
	for _, end := range []string{"END", "end of input", "cancel"} {
		t.Run(end, func(t *testing.T) {
			f := &fakeSearcher{}
			h := startHarness(t, f, Options{})
			h.send("START 15")
			h.expectLine(lineTimeout)
			f.mu.Lock()
			assert.Zero(t, f.released, "not while the session runs")
			f.mu.Unlock()
			switch end {
			case "END":
				h.send("END")
			case "end of input":
				h.closeInput()
			default:
				h.cancel()
			}
			require.True(t, h.waitDone(lineTimeout), "Run returned")
			f.mu.Lock()
			defer f.mu.Unlock()
			assert.Equal(t, 1, f.released)
		})
	}
}
