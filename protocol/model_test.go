package protocol

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"amoba/engine"
	"amoba/eval"
)

// refModel is the tests' own account of the protocol (shared/protocol.md):
// fed the lines a manager sends, it says which replies the brain owes, and
// it checks each reply against the position it keeps. It is independent of
// Session; it uses Parse and ParseStoneLine (tested on their own) to read
// lines, and the engine's board only to judge renju legality.
//
// Where protocol.md leaves a case open the model follows the session's
// documented choices: BEGIN thinks on the current position, a command
// inside a block ends it with one ERROR and then runs (END ends the session
// silently), a position replaced by BOARD keeps the order of its lines.
type refModel struct {
	started bool
	w, h    int
	order   []engine.Pos        // stones in play order
	own     map[engine.Pos]bool // stone -> it is the brain's
	rule    int                 // the INFO rule value
	block   *modelBlock         // the open BOARD, YXBOARD or SWAP2BOARD block
	ended   bool                // END was read: nothing more is answered
}

// modelBlock is a block of stone lines being read.
type modelBlock struct {
	kind    Kind
	order   []engine.Pos
	own     map[engine.Pos]bool
	problem string
}

// expKind is the kind of reply a command owes.
type expKind int

const (
	expOK      expKind = iota + 1 // exactly "OK"
	expError                      // "ERROR ..."
	expUnknown                    // "UNKNOWN ..."
	expMove                       // a legal move on the current board, which becomes the brain's stone
	expExact                      // exactly text
	expAbout                      // the ABOUT line
	expForbid                     // "FORBID " + points + "."
	expSwap2                      // the answer to a SWAP2BOARD block
)

func (k expKind) String() string {
	return [...]string{"?", "OK", "ERROR", "UNKNOWN", "a move", "an exact line", "the ABOUT line", "a FORBID line", "a Swap2 answer"}[k]
}

// expectation is one reply line the brain owes.
type expectation struct {
	kind     expKind
	text     string       // expExact
	stones   []engine.Pos // expSwap2: the block's stones
	cause    string       // the input line that asked for it
	optional bool         // the reply may be missing (END came while thinking)
	search   bool         // the reply comes from a search (END may cut it)
}

func (e expectation) String() string {
	s := e.kind.String()
	if e.kind == expExact {
		s = strconv.Quote(e.text)
	}
	return fmt.Sprintf("%s (for %q)", s, e.cause)
}

func newModel() *refModel { return &refModel{own: map[engine.Pos]bool{}} }

// modelRule maps an INFO rule value as protocol.md §5 and eval/rule.go
// document: bit 2 (continuous) does not change the rule, Yixin's 2 is
// renju, unknown values play freestyle.
func modelRule(v int) (eval.Rule, bool) {
	switch v {
	case 0:
		return eval.Freestyle, true
	case 1, 3:
		return eval.Standard, true
	case 2, 4, 6:
		return eval.Renju, true
	case 8, 10:
		return eval.CaroOverline, true
	case 9, 11:
		return eval.CaroExact, true
	}
	return eval.Freestyle, false
}

func (m *refModel) onBoard(x, y int) bool { return x >= 0 && y >= 0 && x < m.w && y < m.h }

func (m *refModel) isEmpty(x, y int) bool {
	if !m.onBoard(x, y) {
		return false
	}
	_, taken := m.own[engine.MakePos(x, y)]
	return !taken
}

func (m *refModel) put(p engine.Pos, own bool) {
	m.order = append(m.order, p)
	m.own[p] = own
}

func (m *refModel) clear() {
	m.order = nil
	m.own = map[engine.Pos]bool{}
}

func sizeOK(n int) bool { return n >= engine.MinSize && n <= engine.MaxSize }

// feed takes one input line (without its line end) and returns the replies
// it asks for, in order.
func (m *refModel) feed(line string) []expectation {
	if m.ended {
		return nil
	}
	if m.block != nil {
		return m.feedBlock(line)
	}
	text := strings.TrimSpace(line)
	if text == "" {
		return nil
	}
	one := func(k expKind) []expectation { return []expectation{{kind: k, cause: text}} }
	cmd, err := Parse(text)
	if err != nil {
		if word, _, _ := strings.Cut(text, " "); strings.ToUpper(word) == "INFO" {
			return nil // INFO is never answered, however malformed
		}
		if errors.Is(err, ErrUnknown) {
			return one(expUnknown)
		}
		return one(expError)
	}
	switch cmd.Kind {
	case CmdStart, CmdRectStart:
		if !sizeOK(cmd.Width) || !sizeOK(cmd.Height) {
			return one(expError)
		}
		m.started, m.w, m.h = true, cmd.Width, cmd.Height
		m.clear()
		return one(expOK)
	case CmdRestart:
		if !m.started {
			return one(expError)
		}
		m.clear()
		return one(expOK)
	case CmdInfo:
		if cmd.Key == "rule" {
			if n, err := strconv.ParseInt(strings.TrimSpace(cmd.Value), 10, 64); err == nil && n >= 0 && n < 1<<16 {
				m.rule = int(n)
			}
		}
		return nil
	case CmdEnd:
		m.ended = true
		return nil
	case CmdAbout:
		return one(expAbout)
	case CmdBegin, CmdNBest:
		if !m.started {
			return one(expError)
		}
		return m.moveRequest(text)
	case CmdTurn:
		if !m.started || !m.isEmpty(cmd.X, cmd.Y) {
			return one(expError)
		}
		m.put(engine.MakePos(cmd.X, cmd.Y), false)
		return m.moveRequest(text)
	case CmdPlay:
		if !m.started || !m.isEmpty(cmd.X, cmd.Y) {
			return one(expError)
		}
		m.put(engine.MakePos(cmd.X, cmd.Y), true)
		return []expectation{{kind: expExact, text: fmt.Sprintf("%d,%d", cmd.X, cmd.Y), cause: text}}
	case CmdTakeback:
		if !m.started || !m.onBoard(cmd.X, cmd.Y) || m.isEmpty(cmd.X, cmd.Y) {
			return one(expError)
		}
		p := engine.MakePos(cmd.X, cmd.Y)
		m.order = slices.DeleteFunc(m.order, func(q engine.Pos) bool { return q == p })
		delete(m.own, p)
		return one(expOK)
	case CmdBoard, CmdYXBoard, CmdSwap2Board:
		m.block = &modelBlock{kind: cmd.Kind, own: map[engine.Pos]bool{}}
		return nil
	case CmdDone:
		return one(expError)
	case CmdStop, CmdHashClear:
		return nil
	case CmdShowForbid:
		return one(expForbid)
	}
	panic(fmt.Sprintf("model: unhandled command %v", cmd.Kind))
}

// moveRequest is the reply to a request for a move on the current board.
func (m *refModel) moveRequest(cause string) []expectation {
	if len(m.order) >= m.w*m.h {
		return []expectation{{kind: expError, cause: cause}}
	}
	return []expectation{{kind: expMove, cause: cause, search: true}}
}

// feedBlock takes a line inside a block.
func (m *refModel) feedBlock(line string) []expectation {
	b := m.block
	text := strings.TrimSpace(line)
	if text == "" {
		return nil
	}
	if strings.EqualFold(text, "DONE") {
		m.block = nil
		return m.finishBlock(b)
	}
	if cmd, err := Parse(text); err == nil {
		m.block = nil
		if cmd.Kind == CmdEnd {
			// END = quit now, whatever was going on
			m.ended = true
			return nil
		}
		// The manager forgot DONE: the block is rejected, the command runs.
		return append([]expectation{{kind: expError, cause: text}}, m.feed(line)...)
	}
	withField := b.kind != CmdSwap2Board
	st, err := ParseStoneLine(text, withField)
	p := engine.MakePos(st.X, st.Y)
	switch {
	case err != nil:
		b.problem = err.Error()
	case !m.started:
	case !m.onBoard(st.X, st.Y):
		b.problem = "off the board: " + text
	case withField && st.Field == 3:
	case slices.Contains(b.order, p):
		b.problem = "twice: " + text
	default:
		b.order = append(b.order, p)
		b.own[p] = st.Field == 1
	}
	return nil
}

// finishBlock answers a block at its DONE.
func (m *refModel) finishBlock(b *modelBlock) []expectation {
	cause := b.kind.blockName() + " ... DONE"
	one := func(k expKind) []expectation { return []expectation{{kind: k, cause: cause}} }
	if !m.started || b.problem != "" {
		return one(expError)
	}
	if b.kind == CmdSwap2Board {
		if n := len(b.order); n != 0 && n != 3 && n != 5 {
			return one(expError)
		}
		return []expectation{{kind: expSwap2, stones: b.order, cause: cause, search: len(b.order) > 0}}
	}
	m.order, m.own = b.order, b.own
	if b.kind == CmdYXBoard {
		return nil
	}
	return m.moveRequest(cause)
}

func (k Kind) blockName() string {
	switch k {
	case CmdBoard:
		return "BOARD"
	case CmdYXBoard:
		return "YXBOARD"
	case CmdSwap2Board:
		return "SWAP2BOARD"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// board builds the engine board of the model's position with the brain to
// move: with an even number of stones the brain is black.
func (m *refModel) board() *engine.Board {
	rule, _ := modelRule(m.rule)
	b, err := engine.NewBoard(m.w, m.h, rule)
	if err != nil {
		panic(err)
	}
	us := eval.Black
	if len(m.order)%2 == 1 {
		us = eval.White
	}
	for _, p := range m.order {
		c := us
		if !m.own[p] {
			c = us.Opponent()
		}
		b.Put(p, c)
	}
	b.SetToMove(us)
	return b
}

var (
	moveRE   = regexp.MustCompile(`^(0|[1-9][0-9]*),(0|[1-9][0-9]*)$`)
	pairsRE  = regexp.MustCompile(`^(0|[1-9][0-9]*),(0|[1-9][0-9]*)( (0|[1-9][0-9]*),(0|[1-9][0-9]*))*$`)
	forbidRE = regexp.MustCompile(`^FORBID ([0-9]{4})*\.$`)
	aboutRE  = regexp.MustCompile(`^(name|version|author|country|www|email)="[^"]*"(, (name|version|author|country|www|email)="[^"]*")*$`)
)

// parseMove reads a move line "x,y" (nothing else, no spaces).
func parseMove(line string) (x, y int, err error) {
	m := moveRE.FindStringSubmatch(line)
	if m == nil || len(line) > 12 {
		return 0, 0, fmt.Errorf("%q is not a move line", line)
	}
	x, _ = strconv.Atoi(m[1])
	y, _ = strconv.Atoi(m[2])
	return x, y, nil
}

// parsePairs reads "x,y x,y ...".
func parsePairs(line string) ([]engine.Pos, error) {
	if !pairsRE.MatchString(line) || len(line) > 200 {
		return nil, fmt.Errorf("%q is not a list of x,y pairs", line)
	}
	var out []engine.Pos
	for _, f := range strings.Fields(line) {
		x, y, err := parseMove(f)
		if err != nil {
			return nil, err
		}
		if x >= engine.MaxSize || y >= engine.MaxSize {
			return nil, fmt.Errorf("%q: %s is off any board", line, f)
		}
		out = append(out, engine.MakePos(x, y))
	}
	return out, nil
}

// accept checks a reply line against what was expected and updates the
// position (a move becomes the brain's stone).
func (m *refModel) accept(e expectation, got string) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("reply %q to %q: %s", got, e.cause, fmt.Sprintf(format, args...))
	}
	switch e.kind {
	case expOK:
		if got != "OK" {
			return fail("want exactly OK")
		}
	case expError, expUnknown:
		word := "ERROR"
		if e.kind == expUnknown {
			word = "UNKNOWN"
		}
		if got != word && !strings.HasPrefix(got, word+" ") {
			return fail("want one %s line", word)
		}
	case expExact:
		if got != e.text {
			return fail("want exactly %q", e.text)
		}
	case expAbout:
		if !aboutRE.MatchString(got) || !strings.HasPrefix(got, `name="Amoba"`) {
			return fail(`want key="value" pairs starting with name="Amoba"`)
		}
	case expMove:
		x, y, err := parseMove(got)
		if err != nil {
			return fail("want a move: %v", err)
		}
		if !m.onBoard(x, y) {
			return fail("off the %dx%d board", m.w, m.h)
		}
		if !m.isEmpty(x, y) {
			return fail("the cell is occupied")
		}
		if err := m.checkLegal(engine.MakePos(x, y)); err != nil {
			return fail("%v", err)
		}
		m.put(engine.MakePos(x, y), true)
	case expForbid:
		return m.checkForbid(got, fail)
	case expSwap2:
		return m.checkSwap2(e, got, fail)
	default:
		return fail("model: unknown expectation %d", e.kind)
	}
	return nil
}

// checkLegal checks that the brain may play p: in renju black must not
// play a forbidden point while any other cell is left.
func (m *refModel) checkLegal(p engine.Pos) error {
	if rule, _ := modelRule(m.rule); rule != eval.Renju {
		return nil
	}
	b := m.board()
	if b.IsLegal(p) {
		return nil
	}
	for y := 0; y < m.h; y++ {
		for x := 0; x < m.w; x++ {
			if b.IsLegal(engine.MakePos(x, y)) {
				return fmt.Errorf("a renju-forbidden point for black while %d,%d is legal", x, y)
			}
		}
	}
	return nil // only forbidden cells were left
}

func (m *refModel) checkForbid(got string, fail func(string, ...any) error) error {
	if !forbidRE.MatchString(got) {
		return fail(`want "FORBID " + xxyy points + "."`)
	}
	rule, _ := modelRule(m.rule)
	if !m.started || rule != eval.Renju {
		if got != "FORBID ." {
			return fail("want FORBID . (no board, or not renju)")
		}
		return nil
	}
	digits := strings.TrimSuffix(strings.TrimPrefix(got, "FORBID "), ".")
	var points []engine.Pos
	for i := 0; i+4 <= len(digits); i += 4 {
		x, _ := strconv.Atoi(digits[i : i+2])
		y, _ := strconv.Atoi(digits[i+2 : i+4])
		if !m.isEmpty(x, y) {
			return fail("forbidden point %d,%d is not an empty cell", x, y)
		}
		points = append(points, engine.MakePos(x, y))
	}
	want := m.board().ForbiddenPoints()
	slices.Sort(points)
	slices.Sort(want)
	if !slices.Equal(points, want) {
		return fail("want black's forbidden points %v of the position", want)
	}
	return nil
}

func (m *refModel) checkSwap2(e expectation, got string, fail func(string, ...any) error) error {
	if len(e.stones) > 0 && got == "SWAP" {
		return nil
	}
	pairs, err := parsePairs(got)
	if err != nil {
		return fail("%v", err)
	}
	want := 1
	if len(e.stones) == 0 {
		want = 3
	}
	if len(pairs) != want {
		return fail("want %d stones", want)
	}
	for i, p := range pairs {
		if !m.onBoard(p.X(), p.Y()) {
			return fail("%v is off the board", p)
		}
		if slices.Contains(e.stones, p) || slices.Contains(pairs[:i], p) {
			return fail("%v is taken", p)
		}
	}
	return nil
}
