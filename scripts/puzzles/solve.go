package main

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"time"

	"amoba/scripts/internal/pbrain"
	"amoba/scripts/internal/referee"
)

// Outcome is the result of one position.
type Outcome struct {
	Pos     Position
	Move    string // the engine's answer as sent, or "-"
	Verdict Verdict
	Elapsed time.Duration
	Detail  string     // why the position failed
	Judged  *Judgement // the judge's scores, when there is a judge
	// ClaimAt is when the engine first reported a win (a score "+M<n>"
	// in a MESSAGE line) after the position was sent, or -1 when it did
	// not.
	ClaimAt time.Duration
	err     error // the failure itself
}

// solver asks one engine process (or one per position) for moves.
type solver struct {
	cfg   *Config
	brain *pbrain.Brain
	// sent is when the position under way was sent, claimAt when the
	// engine first reported a win on it (-1: not yet); the brain's
	// message callback, which runs in the solver's goroutine while it
	// reads the move, sets it.
	sent    time.Time
	claimAt time.Duration
}

// scorePattern finds the score in a MESSAGE line (pbrain.ScorePattern).
var scorePattern = regexp.MustCompile(pbrain.ScorePattern)

// noteMessage records the first reported win of the position under way: a
// score the judge would read as a win for the side to move (Amoba's
// "score +M5", Rapfi's "Eval +M5" or a number within judgeMateMargin of
// its mate value).
func (s *solver) noteMessage(line string) {
	if s.claimAt >= 0 {
		return
	}
	if v, ok := pbrain.LastScore([]string{line}, scorePattern, judgeClamp); ok && mateAsClamp(v) == judgeClamp {
		s.claimAt = time.Since(s.sent)
	}
}

// solve sets up p and asks for a move (or takes an earlier run's).
func (s *solver) solve(ctx context.Context, p Position) Outcome {
	out := Outcome{Pos: p, Move: "-", ClaimAt: -1}
	if s.cfg.Earlier != nil {
		return s.replay(out)
	}
	rule := p.Rule
	if s.cfg.RuleOverride != nil {
		rule = *s.cfg.RuleOverride
	}
	if err := s.setUp(ctx, p, rule); err != nil {
		return s.fail(out, err)
	}
	cmds := append([]string{"INFO time_left 2147483647"}, p.boardCommand()...)
	t0 := time.Now()
	s.sent, s.claimAt = t0, -1
	if err := s.brain.Send(cmds...); err != nil {
		return s.fail(out, err)
	}
	m, err := s.brain.ReadMove(ctx, t0.Add(s.cfg.Turn+s.cfg.Tolerance))
	out.Elapsed = time.Since(t0)
	out.ClaimAt = s.claimAt
	if err != nil {
		return s.fail(out, err)
	}
	out.Move = m.String()
	if err := s.legal(p, referee.Move(m)); err != nil {
		return s.fail(out, err)
	}
	out.Verdict = p.judge(referee.Move(m))
	if !s.cfg.Reuse {
		s.stop()
	}
	return out
}

// replay takes the position's answer from an earlier run.
func (s *solver) replay(out Outcome) Outcome {
	e, ok := s.cfg.Earlier[out.Pos.ID]
	if !ok {
		out.Verdict, out.Detail = Failed, "not in the earlier run"
		return out
	}
	out.Elapsed = e.Elapsed
	m, ok := pbrain.ParseMove(e.Move)
	if !ok {
		out.Verdict, out.Detail = Failed, "no move in the earlier run"
		return out
	}
	out.Move = m.String()
	if err := s.legal(out.Pos, referee.Move(m)); err != nil {
		out.Verdict, out.Detail = Failed, err.Error()
		return out
	}
	out.Verdict = out.Pos.judge(referee.Move(m))
	return out
}

// setUp makes sure an engine is running and sends START and the INFO block.
func (s *solver) setUp(ctx context.Context, p Position, rule referee.Rule) error {
	if s.brain == nil {
		b, err := pbrain.Start(s.cfg.Engine, pbrain.Options{Env: s.cfg.Env, OnMessage: s.noteMessage})
		if err != nil {
			return err
		}
		s.brain = b
	}
	err := s.brain.Send("START " + strconv.Itoa(p.Size))
	if err == nil {
		err = s.brain.ExpectOK(ctx, time.Now().Add(s.cfg.StartTimeout))
	}
	if err == nil {
		err = s.brain.Send(
			fmt.Sprintf("INFO timeout_turn %d", s.cfg.Turn.Milliseconds()),
			"INFO timeout_match 0",
			fmt.Sprintf("INFO max_memory %d", s.cfg.MaxMemory),
			"INFO game_type 1",
			fmt.Sprintf("INFO rule %d", int(rule)),
		)
	}
	if err == nil && s.cfg.Nodes > 0 {
		err = s.brain.Send(fmt.Sprintf("INFO max_node %d", s.cfg.Nodes))
	}
	if err != nil {
		return fmt.Errorf("START: %w", err)
	}
	return nil
}

// legal checks that m is an empty cell of the position.
func (s *solver) legal(p Position, m referee.Move) error {
	b, err := p.board()
	if err == nil {
		err = b.Place(m.X, m.Y, p.ToMove)
	}
	if err != nil {
		return fmt.Errorf("illegal move: %w", err)
	}
	return nil
}

// fail records a failed position and kills the engine (a fresh one is
// started for the next position).
func (s *solver) fail(out Outcome, err error) Outcome {
	out.Verdict = Failed
	out.Detail = err.Error()
	out.err = err
	if errors.Is(err, pbrain.ErrTimeout) {
		out.Detail = fmt.Sprintf("no move within %d ms + %d ms tolerance", s.cfg.Turn.Milliseconds(), s.cfg.Tolerance.Milliseconds())
	}
	if s.brain != nil {
		s.brain.Kill()
		s.brain = nil
	}
	return out
}

// stop ends the engine politely.
func (s *solver) stop() {
	if s.brain != nil {
		s.brain.Close(pbrain.EndGrace)
		s.brain = nil
	}
}
