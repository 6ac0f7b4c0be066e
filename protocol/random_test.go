package protocol

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"
)

// Random sessions: scripts mixing valid and invalid commands are played
// against the real engine and every reply is checked by the reference
// model: one reply per command that owes one (a legal move, OK, ERROR,
// UNKNOWN...), nothing for INFO and the other silent commands, no panic,
// no hang. FuzzSession lets the fuzzer choose the scripts;
// TestSessionRandomInput runs a fixed set so that CI covers them.

// chooser makes the generator's choices.
type chooser interface {
	// intn returns a choice in [0, n).
	intn(n int) int
	// raw returns up to n bytes of junk.
	raw(n int) []byte
	// exhausted reports that the choices have run out.
	exhausted() bool
}

// randChooser chooses with a seeded generator.
type randChooser struct{ r *rand.Rand }

func (c randChooser) intn(n int) int  { return c.r.IntN(n) }
func (c randChooser) exhausted() bool { return false }
func (c randChooser) raw(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(c.r.IntN(256))
	}
	return b
}

// byteChooser takes its choices from the fuzzer's bytes; once they run out
// every choice is 0.
type byteChooser struct {
	data []byte
	i    int
}

func (c *byteChooser) intn(n int) int {
	if n <= 1 || c.i >= len(c.data) {
		return 0
	}
	v := int(c.data[c.i])
	c.i++
	if n > 256 && c.i < len(c.data) {
		v = v<<8 | int(c.data[c.i])
		c.i++
	}
	return v % n
}

func (c *byteChooser) exhausted() bool { return c.i >= len(c.data) }

func (c *byteChooser) raw(n int) []byte {
	n = min(n, len(c.data)-c.i)
	b := c.data[c.i : c.i+n]
	c.i += n
	return b
}

// script is a random session: the lines and their line ends.
type script struct {
	lines      []string
	ends       []string
	closeEarly bool // close the input right after writing it
}

func (s *script) add(c chooser, lines ...string) {
	for _, l := range lines {
		end := "\n"
		if c.intn(3) == 0 {
			end = "\r\n"
		}
		s.lines = append(s.lines, l)
		s.ends = append(s.ends, end)
	}
}

// String shows the script as Go strings, to reproduce a failure.
func (s *script) String() string {
	var sb strings.Builder
	for i, l := range s.lines {
		fmt.Fprintf(&sb, "\t%q\n", l+s.ends[i])
	}
	if s.closeEarly {
		sb.WriteString("\t(input closed at once)\n")
	}
	return sb.String()
}

func pick[T any](c chooser, xs ...T) T { return xs[c.intn(len(xs))] }

// coord is a coordinate, mostly on the board and often where stones
// already are, sometimes off it.
func coord(c chooser) int {
	switch c.intn(10) {
	case 0, 1, 2, 3, 4, 5:
		return 5 + c.intn(5)
	case 6:
		return c.intn(20)
	case 7:
		return pick(c, -1, 5, 14, 15, 19, 20, 31, 32)
	case 8:
		return c.intn(5)
	}
	return c.intn(15)
}

func pair(c chooser) string { return fmt.Sprintf("%d,%d", coord(c), coord(c)) }

// infoLines are INFO settings safe for fast scripts: short turns, small
// tables, few threads.
var infoLines = []string{
	"INFO timeout_turn 50", "INFO timeout_turn 0", "INFO timeout_turn 10", "INFO timeout_turn abc",
	"INFO timeout_turn -5", "INFO timeout_match 0", "INFO timeout_match 100000", "INFO time_left 2147483647",
	"INFO time_left -100", "INFO time_left 0", "INFO time_left 500", "INFO max_memory 4194304",
	"INFO max_memory 8388608", "INFO max_memory lots", "INFO rule 0", "INFO rule 1", "INFO rule 2",
	"INFO rule 4", "INFO rule 4", "INFO rule 5", "INFO rule 8", "INFO rule 9", "INFO rule", "INFO rule -1",
	"INFO game_type 3", "INFO show_detail 0", "INFO show_detail 1", "INFO thread_num 1", "INFO thread_num 0", "INFO thread_num 2", "INFO", "INFO   ",
	"INFO max_depth 2", "INFO max_depth 0", "INFO max_node 1000", "INFO max_node 0", "INFO folder C:\\x y",
	"INFO evaluate 7,7", "INFO unknown_key 1", "info TIMEOUT_TURN 50",
}

// junkLines are lines that no session accepts (UNKNOWN or ERROR).
var junkLines = []string{
	"hello", "7,7", "7,7,1", "TURNX 1,1", "SUGGEST 7,7", "\x00\x01\x02", "\xff\xfe", "TURN a,b", "TURN 1",
	"TURN", "START", "START x", "RECTSTART 20", "TURN 99999999999999999999,1", "YXNBEST 0", "YXNBEST x",
	"TAKEBACK", "PLAY x", "ÁRVÍZTŰRŐ", "OK", "ERROR", "\x1b[0m", "TURN\t1,1", strings.Repeat("z", 300),
	"YXBLOCK 1,1", "SWAP", "1,2 3,4",
}

// stoneJunk are bad lines inside a block (never commands).
var stoneJunk = []string{"7,7", "a,b,c", "7,7,4", "7,7,0", "1,1,1,1", "x", "7,7,1 ", "-1,-1,1", "99999999999999999999,1,1"}

// genScript generates a session script of at most n commands.
func genScript(c chooser, n int) *script {
	s := &script{}
	s.add(c, "INFO max_memory 4194304", "INFO timeout_turn 50")
	if c.intn(4) != 0 {
		s.add(c, pick(c, "START 15", "START 20", "START 15", "START 7", "RECTSTART 20,15"))
	}
	for i := 0; i < n && !c.exhausted(); i++ {
		genCommand(c, s)
	}
	if c.intn(4) == 0 {
		s.add(c, pick(c, "END", "end"))
	}
	s.closeEarly = c.intn(4) == 0
	return s
}

// genCommand adds one command (or block) to the script.
func genCommand(c chooser, s *script) {
	caseVary := func(l string) string {
		switch c.intn(6) {
		case 0:
			return strings.ToLower(l)
		case 1:
			return "  " + l + " "
		}
		return l
	}
	switch c.intn(32) {
	case 0, 1, 2, 3, 4:
		s.add(c, caseVary("TURN "+pair(c)))
	case 5, 6:
		s.add(c, caseVary("BEGIN"))
	case 7:
		size := pick(c, 15, 15, 20, 5, 6, 7, 4, 33, 0, 32, -3)
		if c.intn(5) == 0 {
			s.add(c, fmt.Sprintf("START %d %d", size, size+1))
		} else {
			s.add(c, caseVary(fmt.Sprintf("START %d", size)))
		}
	case 8:
		s.add(c, fmt.Sprintf("RECTSTART %d,%d", pick(c, 20, 15, 5, 4, 33, 7), pick(c, 15, 20, 5, 4, 33, 9)))
	case 9:
		s.add(c, caseVary("RESTART"))
	case 10, 11:
		genBlock(c, s, pick(c, "BOARD", "board"))
	case 12:
		genBlock(c, s, "YXBOARD")
	case 13:
		genSwap2(c, s)
	case 14:
		s.add(c, caseVary("PLAY "+pair(c)))
	case 15, 16:
		s.add(c, caseVary("TAKEBACK "+pair(c)))
	case 17, 18:
		s.add(c, caseVary(pick(c, infoLines...)))
	case 19:
		s.add(c, caseVary("ABOUT"))
	case 20:
		s.add(c, pick(c, "YXSTOP", "STOP"))
	case 21:
		s.add(c, fmt.Sprintf("YXNBEST %d", 1+c.intn(3)))
	case 22:
		s.add(c, "YXHASHCLEAR")
	case 23:
		s.add(c, caseVary("YXSHOWFORBID"))
	case 24:
		s.add(c, "DONE")
	case 25, 26:
		s.add(c, pick(c, junkLines...))
	case 27:
		s.add(c, pick(c, "", "  ", "\t", "\r"))
	case 28, 29:
		if l, ok := rawLine(c); ok {
			s.add(c, l)
		}
	case 30:
		genDense(c, s)
	case 31:
		// a game: BEGIN or TURN, then moves near the centre
		s.add(c, "BEGIN")
		for range c.intn(6) {
			s.add(c, fmt.Sprintf("TURN %d,%d", 4+c.intn(8), 4+c.intn(8)))
		}
	}
}

// genBlock adds a BOARD or YXBOARD block, mostly good, sometimes with bad
// lines, sometimes ended by a command instead of DONE.
func genBlock(c chooser, s *script, word string) {
	s.add(c, word)
	for range c.intn(9) {
		switch c.intn(12) {
		case 0:
			s.add(c, pick(c, stoneJunk...))
		case 1:
			s.add(c, "")
		default:
			s.add(c, fmt.Sprintf("%s,%d", pair(c), pick(c, 1, 2, 1, 2, 3)))
		}
	}
	if c.intn(10) == 0 {
		s.add(c, pick(c, "BEGIN", "ABOUT", "TURN 3,3", "YXSHOWFORBID")) // DONE forgotten
		return
	}
	s.add(c, pick(c, "DONE", "done", " DONE "))
}

// genSwap2 adds a SWAP2BOARD block, sometimes ended by a command instead
// of DONE.
func genSwap2(c chooser, s *script) {
	s.add(c, "SWAP2BOARD")
	for range pick(c, 0, 0, 3, 3, 5, 2, 1, 4, 6) {
		if c.intn(15) == 0 {
			s.add(c, pick(c, "7,7,1", "a,b", "x", ""))
		} else {
			s.add(c, pair(c))
		}
	}
	if c.intn(10) == 0 {
		s.add(c, pick(c, "BEGIN", "ABOUT", "TURN 3,3", "SWAP2BOARD"))
		return
	}
	s.add(c, "DONE")
}

// genDense adds a 5x5 game whose board is full or nearly full.
func genDense(c chooser, s *script) {
	s.add(c, "START 5", "BOARD")
	skip := map[int]bool{}
	for range c.intn(3) {
		skip[c.intn(25)] = true
	}
	for i := range 25 {
		if !skip[i] {
			s.add(c, fmt.Sprintf("%d,%d,%d", i%5, i/5, 1+i%2))
		}
	}
	s.add(c, "DONE")
}

// rawLine is a line of junk bytes. Lines that would end the session, set
// an INFO value (a long turn, a huge table) or ask for many best moves are
// dropped: the rest of the script must stay fast. So are INFO keywords
// with a non-ASCII letter (a known bug, TestInfoKeywordCase).
func rawLine(c chooser) (string, bool) {
	b := c.raw(c.intn(40))
	line := strings.Map(func(r rune) rune {
		if r == '\n' {
			return ' '
		}
		return r
	}, string(b))
	if word, _, _ := strings.Cut(strings.TrimSpace(line), " "); strings.ToUpper(word) == "INFO" && !strings.EqualFold(word, "INFO") {
		return "", false
	}
	cmd, err := Parse(line)
	if err == nil {
		switch cmd.Kind {
		case CmdEnd, CmdInfo:
			return "", false
		case CmdNBest:
			if cmd.N > 3 {
				return "", false
			}
		}
	}
	return line, true
}

// seenLine is the line the session reads: the reader drops "\n" and a CR
// before it.
func seenLine(line, end string) string {
	return strings.TrimSuffix(line+strings.TrimSuffix(end, "\n"), "\r")
}

// endFollows reports whether an END comes later in the script. The whole
// script is sent at once, so that END can arrive while any earlier move
// request is still being searched, and END while thinking quits at once
// (protocol.md: END = quit now), dropping whatever was queued.
func endFollows(next []string) bool {
	for _, l := range next {
		if cmd, err := Parse(l); err == nil && cmd.Kind == CmdEnd {
			return true
		}
	}
	return false
}

// replyStats counts the replies checked by kind (for -v).
type replyStats struct {
	mu     sync.Mutex
	counts map[expKind]int
}

func (r *replyStats) add(k expKind) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.counts == nil {
		r.counts = map[expKind]int{}
	}
	r.counts[k]++
}

// runScript plays a script against the real engine and checks every reply
// with the model; stats, if not nil, counts the replies.
func runScript(tb testing.TB, s *script, stats *replyStats) {
	tb.Helper()
	h := startHarness(tb, newEngine(), Options{})
	for i, l := range s.lines {
		h.sendRaw(l + s.ends[i])
	}
	if s.closeEarly {
		h.closeInput()
	}
	m := newModel()
	for i, l := range s.lines {
		exps := m.feed(seenLine(l, s.ends[i]))
		if endFollows(s.lines[i+1:]) {
			// A later END may end the session before these replies.
			for j := range exps {
				exps[j].optional = true
			}
		}
		for _, e := range exps {
			got, err := h.next(lineTimeout)
			if err != nil {
				if e.optional && errors.Is(err, errNoMoreOutput) {
					continue
				}
				tb.Fatalf("script line %d: waiting for %v: %v\nscript:\n%s%s", i+1, e, err, s, h.conversation())
			}
			if err := m.accept(e, got); err != nil {
				tb.Fatalf("script line %d: %v\nscript:\n%s%s", i+1, err, s, h.conversation())
			}
			stats.add(e.kind)
		}
	}
	h.closeInput()
	if !h.waitDone(lineTimeout) {
		tb.Fatalf("Run did not return at the end of the script\nscript:\n%s%s", s, h.conversation())
	}
	if h.runErr != nil {
		tb.Errorf("Run returned %v", h.runErr)
	}
	if rest := h.rest(); len(rest) > 0 {
		tb.Fatalf("unexpected output %q\nscript:\n%s%s", rest, s, h.conversation())
	}
	if bad := h.badOutput(); len(bad) > 0 {
		tb.Fatalf("malformed output %q\nscript:\n%s", bad, s)
	}
}

// TestSessionRandomInput runs a fixed set of random scripts.
func TestSessionRandomInput(t *testing.T) {
	scripts, workers := 240, 4
	if testing.Short() {
		scripts = 60
	}
	seed := uint64(20240601)
	// AMOBA_RANDOM_SCRIPTS=n[,seed] runs a longer soak.
	if v := os.Getenv("AMOBA_RANDOM_SCRIPTS"); v != "" {
		n, sd, _ := strings.Cut(v, ",")
		fmt.Sscan(n, &scripts)
		if sd != "" {
			fmt.Sscan(sd, &seed)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	all := make([]*script, scripts)
	for i := range all {
		all[i] = genScript(randChooser{rng}, 10+rng.IntN(40))
	}
	// Searches are time-limited, so several sessions at once save wall
	// time even on few cores.
	var stats replyStats
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				t.Run(fmt.Sprintf("script%03d", i), func(t *testing.T) { runScript(t, all[i], &stats) })
			}
		}()
	}
	for i := range all {
		next <- i
	}
	close(next)
	wg.Wait()
	for k := expOK; k <= expSwap2; k++ {
		t.Logf("%5d replies: %v", stats.counts[k], k)
	}
}

// FuzzSession plays scripts chosen by the fuzzer's bytes.
func FuzzSession(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x05\x05\x00\x00\x1f\x07\x05\x03\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09"))
	f.Add([]byte("TURN 7,7\nBOARD\n7,7,1\nDONE\n\x00\xff"))
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31})
	f.Add([]byte{10, 0, 3, 3, 2, 1, 7, 7, 1, 13, 2, 5, 5, 5, 5, 5, 5, 30, 0, 0, 0, 31, 4, 1, 2, 3, 4})
	rng := rand.New(rand.NewPCG(1, 2))
	for range 8 {
		f.Add(randChooser{rng}.raw(60))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 400 {
			data = data[:400]
		}
		runScript(t, genScript(&byteChooser{data: data}, 40), nil)
	})
}

// TestSessionTwoThreads plays random scripts with INFO thread_num 2 (under
// -race it caught the helper threads copying the root moves while the
// main thread reordered them; fixed in 7cd83f7).
func TestSessionTwoThreads(t *testing.T) {
	rng := rand.New(rand.NewPCG(99, 3))
	n := 20
	if testing.Short() {
		n = 5
	}
	for i := range n {
		s := &script{}
		s.add(randChooser{rng}, "INFO thread_num 2")
		g := genScript(randChooser{rng}, 20)
		s.lines = append(s.lines, g.lines...)
		s.ends = append(s.ends, g.ends...)
		s.add(randChooser{rng}, "START 15", "INFO timeout_turn 100", "BEGIN", "TURN 0,0", "TURN 14,14")
		t.Run(fmt.Sprintf("script%02d", i), func(t *testing.T) { runScript(t, s, nil) })
	}
}
