package protocol

import (
	"context"
	"fmt"
	"strings"
	"time"

	"amoba/engine"
	"amoba/tt"
)

// think searches the position, keeps reading input meanwhile and answers
// with exactly one move line (or one ERROR line). YXSTOP/STOP and the end
// of input make the engine answer now; END stops it without an answer;
// every other line waits until the move is out. nbest > 1 reports that
// many best moves in MESSAGE lines first (YXNBEST).
func (s *Session) think(ctx context.Context, at time.Time, nbest int) error {
	b, err := s.position()
	if err != nil {
		s.out.line("ERROR " + err.Error())
		return nil
	}
	if b.IsFull() {
		s.out.line("ERROR the board is full")
		return nil
	}
	lim := s.limits(at)
	lim.MultiPV = nbest
	res, stall, err := s.search(ctx, b, lim)
	if err != nil {
		return err
	}
	if stall == nil {
		s.answer(b, res)
		return nil
	}
	// the stuck search still plays on b and on the engine's tables; the
	// move goes out first, the diagnostics after it
	defer s.leaveStuckSearch(ctx, stall)
	fresh, err := s.position()
	if err != nil {
		s.out.line("ERROR " + err.Error())
		return nil
	}
	move := stall.fallback
	if move == engine.NoPos || !fresh.IsLegal(move) {
		move = engine.QuickMove(fresh)
	}
	s.answer(fresh, engine.Result{Move: move})
	s.reportStall(*stall, fmt.Sprintf("%d,%d", move.X(), move.Y()))
	return nil
}

// search runs the engine on b while it keeps reading input. It returns
// errQuit when END stopped it, and a stall when the search did not stop
// by the watchdog's abandon time (see watchdog.go) or failed (panicked,
// see failure.go).
func (s *Session) search(ctx context.Context, b *engine.Board, lim engine.Limits) (engine.Result, *searchStall, error) {
	s.eng.SetHashBytes(s.set.hashBytes())
	s.eng.SetThreads(s.set.threads)
	if s.opts.MemoryBudget != nil {
		s.opts.MemoryBudget(s.set.gcLimit())
	}

	searchCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan engine.Result, 1)
	failed := make(chan searchFailure, 1)
	reports := &searchReports{move: engine.NoPos}
	report := s.reporter()
	eng := s.eng
	go func() {
		defer recoverSearch(failed)
		reports.started()
		done <- eng.Think(searchCtx, b, lim, func(info engine.Info) { reports.forward(info, report) })
	}()

	var watch <-chan time.Time
	cancelAt, abandonAt, watched := engine.Watchdog(lim)
	s.mon.extend(time.Time{}) // no limit: a search may take any time
	if watched {
		s.mon.extend(lim.Start.Add(abandonAt + s.silenceLimit))
		timer := time.NewTimer(cancelAt - s.opts.Now().Sub(lim.Start))
		defer timer.Stop()
		watch = timer.C
	}
	for {
		select {
		case res := <-done:
			return res, nil, nil
		case f := <-failed:
			move, _ := reports.abandon()
			st := failedSearch(move, f, s.opts.Now().Sub(lim.Start))
			return engine.Result{}, &st, nil
		case <-watch:
			// the search has not stopped on its own: stop it, and give
			// it until the abandon time to answer
			watch = nil
			cancel()
			grace := time.NewTimer(max(abandonAt-s.opts.Now().Sub(lim.Start), stallMinGrace))
			select {
			case res := <-done:
				grace.Stop()
				return res, nil, nil
			case <-grace.C:
			}
			move, goroutine := reports.abandon()
			st := stuckSearch(move, goroutine, s.opts.Now().Sub(lim.Start), done)
			return engine.Result{}, &st, nil
		case ln, ok := <-s.in.lines:
			if !ok {
				// End of input: answer now, like YXSTOP, so that a scripted
				// session gets its replies; the lines already read still
				// run, then the session ends.
				s.in.lines = nil
				cancel()
				continue
			}
			s.out.logInput(ln.text)
			cmd, err := Parse(ln.text)
			switch {
			case err == nil && cmd.Kind == CmdStop:
				cancel()
			case err == nil && cmd.Kind == CmdEnd:
				// END while thinking: quit now, without a move and without
				// the commands queued meanwhile.
				s.out.close()
				cancel()
				<-done
				return engine.Result{}, nil, errQuit
			default:
				s.in.pending = append(s.in.pending, logged(ln))
			}
		}
	}
}

// answer prints the move, after making sure it is legal: the brain never
// plays an illegal move, whatever the search returned.
func (s *Session) answer(b *engine.Board, res engine.Result) {
	move := res.Move
	if move == engine.NoPos || !b.IsLegal(move) {
		move = engine.QuickMove(b)
	}
	if move == engine.NoPos || !b.IsEmpty(move) {
		s.out.line("ERROR no legal move")
		return
	}
	s.stones = append(s.stones, placed{pos: move, own: true})
	s.out.printf("%d,%d", move.X(), move.Y())
}

// reporter returns the progress callback: MESSAGE lines when enabled.
func (s *Session) reporter() func(engine.Info) {
	if !s.set.messages {
		return func(engine.Info) {}
	}
	return func(info engine.Info) {
		s.out.line(formatInfo(info))
	}
}

func formatInfo(info engine.Info) string {
	var sb strings.Builder
	if info.MultiPV > 0 {
		fmt.Fprintf(&sb, "MESSAGE multipv %d ", info.MultiPV)
	} else {
		sb.WriteString("MESSAGE ")
	}
	fmt.Fprintf(&sb, "depth %d-%d ", info.Depth, info.SelDepth)
	if info.Unfinished {
		// the move played comes from an iteration the clock cut short
		sb.WriteString("unfinished ")
	}
	fmt.Fprintf(&sb, "score %s nodes %d nps %d time %d hashfull %d researches %d",
		formatScore(info.Score), info.Nodes, nps(info),
		info.Elapsed.Milliseconds(), info.Hashfull, info.Researches)
	if info.Refuted > 0 {
		fmt.Fprintf(&sb, " refuted %d", info.Refuted)
	}
	sb.WriteString(" pv")
	for _, p := range info.PV {
		fmt.Fprintf(&sb, " %d,%d", p.X(), p.Y())
	}
	return sb.String()
}

func formatScore(score int) string {
	switch {
	case score >= tt.MateBound:
		return fmt.Sprintf("+M%d", tt.MateScore-score)
	case score <= -tt.MateBound:
		return fmt.Sprintf("-M%d", tt.MateScore+score)
	}
	return fmt.Sprintf("%d", score)
}

func nps(info engine.Info) int64 {
	ms := info.Elapsed.Milliseconds()
	if ms <= 0 {
		return info.Nodes * 1000
	}
	return info.Nodes * 1000 / ms
}
