package protocol

import (
	"context"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"

	"amoba/engine"
	"amoba/eval"
)

// Searcher is what a session needs from an engine.
type Searcher interface {
	Think(ctx context.Context, b *engine.Board, lim engine.Limits, report func(engine.Info)) engine.Result
	SetHashBytes(n int)
	SetThreads(n int)
	ClearHash()
	// Prepare readies the engine for a game before a move is asked for
	// (pattern tables, search threads, a table of another game cleared),
	// outside the managers' move clocks; SetHashBytes makes the table.
	Prepare(width, height int, rule eval.Rule)
	// Release stops the engine's background work when the session ends.
	Release()
}

// Options configure a session.
type Options struct {
	// Log, if not nil, receives every input and output line (an opt-in
	// diagnostic log; never stdout or stderr of a protocol session), and
	// the silence monitor's dumps (silence.go), which it must take from
	// another goroutine than the session's (as an *os.File does).
	Log io.Writer
	// Now is the clock (time.Now when nil); tests inject their own.
	Now func() time.Time
	// MemoryBudget, if not nil, is told before each search the heap size the
	// Go runtime should stay under: the process's memory budget (INFO
	// max_memory, or the default) less room for the runtime itself.
	MemoryBudget func(bytes int64)
	// NewSearcher, if not nil, makes the engine the session goes on with
	// after a search that did not stop (see the stall watchdog); without
	// it, the session waits for the stuck search after answering.
	NewSearcher func() Searcher
}

// placed is a stone of the game: whose, and where, in play order.
type placed struct {
	pos engine.Pos
	own bool
}

// Session is one brain process's conversation with a manager.
type Session struct {
	eng  Searcher
	opts Options
	out  *lineWriter
	in   *input
	set  settings

	started       bool
	width, height int
	stones        []placed
	ruleWarned    int // the INFO rule value already warned about, +1
	// mon is the silence monitor's busy mark (nil without a log), and
	// silenceLimit its wait (see silence.go; tests shorten it).
	mon          *silenceMonitor
	silenceLimit time.Duration
}

// NewSession returns a session that thinks with eng.
func NewSession(eng Searcher, opts Options) *Session {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Session{eng: eng, opts: opts, set: defaultSettings(), silenceLimit: silenceLimit}
}

// errQuit ends the command loop (END or end of input).
var errQuit = errors.New("quit")

// Run reads commands from r and answers on w until END, the end of input,
// or ctx is done. It returns nil on END and end of input.
func (s *Session) Run(ctx context.Context, r io.Reader, w io.Writer) error {
	if s.opts.Log != nil {
		s.mon = &silenceMonitor{}
		stop := make(chan struct{})
		defer close(stop)
		go s.mon.watch(s.opts.Log, silenceTick, s.opts.Now, stop)
	}
	s.out = newLineWriter(w, s.opts.Log)
	// nothing of this session may go on running after it: a search has
	// returned by now (END waits for it), but the table may still be being
	// mapped in the background. The engine released is the one of the end:
	// an engine left to a stuck search (see watchdog.go) is not released,
	// since that search may still write its table.
	defer func() { s.eng.Release() }()
	lines := make(chan inputLine, 16)
	go readLines(r, lines, s.opts.Now, readRetryPause)
	s.in = &input{lines: lines}
	for {
		ln, ok := s.nextLine(ctx)
		if !ok {
			s.out.close()
			return ctx.Err()
		}
		s.mon.busy(ln.text, ln.at, ln.at.Add(s.silenceLimit))
		err := s.handle(ctx, ln)
		s.mon.idle()
		if errors.Is(err, errQuit) {
			s.out.close()
			return ctx.Err() // nil unless the context ended the session
		}
	}
}

// handle runs one command line.
func (s *Session) handle(ctx context.Context, ln inputLine) error {
	if strings.TrimSpace(ln.text) == "" {
		return nil
	}
	cmd, err := Parse(ln.text)
	if err != nil {
		if isInfoLine(ln.text) {
			return nil // INFO is never answered, not even when it is malformed
		}
		s.replyError(err)
		return nil
	}
	switch cmd.Kind {
	case CmdStart, CmdRectStart:
		if cmd.Width < engine.MinSize || cmd.Width > engine.MaxSize || cmd.Height < engine.MinSize || cmd.Height > engine.MaxSize {
			s.out.printf("ERROR unsupported board size %dx%d (supported %d to %d)", cmd.Width, cmd.Height, engine.MinSize, engine.MaxSize)
			return nil
		}
		s.started, s.width, s.height, s.stones = true, cmd.Width, cmd.Height, nil
		s.prepare()
		s.out.line("OK")
	case CmdRestart:
		if !s.requireStarted() {
			return nil
		}
		s.stones = nil
		s.out.line("OK")
	case CmdInfo:
		s.set.apply(cmd.Key, cmd.Value)
		switch {
		case cmd.Key == "max_memory":
			// the table is made as soon as its size is known, before the
			// first move (managers send this after START or before it)
			s.eng.SetHashBytes(s.set.hashBytes())
			if s.started {
				s.prepare()
			}
		case cmd.Key == "rule" && s.started:
			s.prepare()
		case cmd.Key == "thread_num":
			// the count is set now so that Prepare (at START, or at once
			// after it) makes the threads before the first move
			s.eng.SetThreads(s.set.threads)
			if s.started {
				s.prepare()
			}
		}
	case CmdEnd:
		return errQuit
	case CmdAbout:
		s.out.line(aboutLine())
	case CmdBegin:
		if !s.requireStarted() {
			return nil
		}
		return s.think(ctx, ln.at, 1)
	case CmdTurn:
		if !s.requireStarted() || !s.requireEmpty(cmd.X, cmd.Y) {
			return nil
		}
		s.stones = append(s.stones, placed{pos: engine.MakePos(cmd.X, cmd.Y), own: false})
		return s.think(ctx, ln.at, 1)
	case CmdPlay:
		if !s.requireStarted() || !s.requireEmpty(cmd.X, cmd.Y) {
			return nil
		}
		s.stones = append(s.stones, placed{pos: engine.MakePos(cmd.X, cmd.Y), own: true})
		s.out.printf("%d,%d", cmd.X, cmd.Y)
	case CmdTakeback:
		s.takeback(cmd)
	case CmdBoard, CmdYXBoard:
		return s.boardBlock(ctx, cmd.Kind, ln.at)
	case CmdSwap2Board:
		return s.swap2Block(ctx, ln.at)
	case CmdDone:
		s.out.line("ERROR DONE without BOARD")
	case CmdStop:
		// nothing is being searched: nothing to stop
	case CmdNBest:
		if !s.requireStarted() {
			return nil
		}
		return s.think(ctx, ln.at, cmd.N)
	case CmdHashClear:
		s.eng.ClearHash()
	case CmdShowForbid:
		s.showForbid()
	}
	return nil
}

func (s *Session) replyError(err error) {
	msg := strings.TrimPrefix(err.Error(), ErrMalformed.Error()+": ")
	if errors.Is(err, ErrUnknown) {
		s.out.line("UNKNOWN " + msg)
		return
	}
	s.out.line("ERROR " + msg)
}

func (s *Session) requireStarted() bool {
	if !s.started {
		s.out.line("ERROR no board: send START first")
	}
	return s.started
}

// requireEmpty checks that (x, y) is an empty cell of the board.
func (s *Session) requireEmpty(x, y int) bool {
	if x < 0 || y < 0 || x >= s.width || y >= s.height {
		s.out.printf("ERROR %d,%d is off the %dx%d board", x, y, s.width, s.height)
		return false
	}
	p := engine.MakePos(x, y)
	for _, st := range s.stones {
		if st.pos == p {
			s.out.printf("ERROR %d,%d is occupied", x, y)
			return false
		}
	}
	return true
}

func (s *Session) takeback(cmd Command) {
	if !s.requireStarted() {
		return
	}
	p := engine.MakePos(cmd.X, cmd.Y)
	if cmd.X >= 0 && cmd.Y >= 0 && cmd.X < s.width && cmd.Y < s.height {
		for i := len(s.stones) - 1; i >= 0; i-- {
			if s.stones[i].pos == p {
				s.stones = append(s.stones[:i], s.stones[i+1:]...)
				s.out.line("OK")
				return
			}
		}
	}
	s.out.printf("ERROR no stone at %d,%d to take back", cmd.X, cmd.Y)
}

// boardBlock reads a BOARD or YXBOARD block. The position is replaced
// only if every line was good; BOARD then asks for a move, YXBOARD is
// silent.
func (s *Session) boardBlock(ctx context.Context, kind Kind, at time.Time) error {
	lines, ok, err := s.acceptedBlock(ctx, true)
	if !ok {
		return err
	}
	stones := make([]placed, len(lines))
	for i, st := range lines {
		stones[i] = placed{pos: engine.MakePos(st.X, st.Y), own: st.Field == 1}
	}
	s.stones = stones
	if kind == CmdYXBoard {
		return nil
	}
	return s.think(ctx, at, 1)
}

// position builds the engine board of the game so far, with us to move.
// Colours follow the stone count: with an even number of stones on the
// board the side to move is black.
func (s *Session) position() (*engine.Board, error) {
	rule, ok := s.set.gameRule()
	if !ok && s.ruleWarned != s.set.rule+1 {
		s.ruleWarned = s.set.rule + 1
		s.out.printf("MESSAGE rule %d is not supported; playing freestyle", s.set.rule)
	}
	b, err := engine.NewBoard(s.width, s.height, rule)
	if err != nil {
		return nil, err
	}
	us := eval.Black
	if len(s.stones)%2 == 1 {
		us = eval.White
	}
	for _, st := range s.stones {
		c := us
		if !st.own {
			c = us.Opponent()
		}
		b.Put(st.pos, c)
	}
	b.SetToMove(us)
	return b, nil
}

// limits turns the settings into search limits for a request read at t.
func (s *Session) limits(at time.Time) engine.Limits {
	return engine.Limits{
		Start:     at,
		TurnTime:  s.set.timeoutTurn,
		MatchTime: s.set.timeoutMatch,
		TimeLeft:  s.set.timeLeft,
		MaxDepth:  s.set.maxDepth,
		MaxNodes:  s.set.maxNodes,
		Weakness:  engine.FullStrength - s.set.strength,
	}
}

// prepare readies the engine for the game started (see
// Searcher.Prepare). Piskvork does not count START in the move time, and
// GomocupJudge counts it in the first move either way.
func (s *Session) prepare() {
	rule, _ := s.set.gameRule()
	s.eng.Prepare(s.width, s.height, rule)
}

// SetStrength sets the playing level as INFO strength does (clamped to
// engine.MinStrength…engine.FullStrength); a later INFO strength changes it.
func (s *Session) SetStrength(n int) {
	s.set.apply("strength", strconv.Itoa(n))
}

// Quiet turns off the MESSAGE lines while thinking (as INFO show_detail 0).
func (s *Session) Quiet() { s.set.messages = false }
