package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"amoba/scripts/internal/pbrain"
)

// slot is one engine seat of a worker: it owns the engine's process, if
// any, across games.
type slot struct {
	spec  EngineSpec
	cfg   *Config
	log   *log.Logger // receives MESSAGE lines when verbose; may be nil
	brain *pbrain.Brain
	game  int // the game being played, for message prefixes
}

// ready makes the engine ready for a new game: it restarts the running
// process with RESTART when reuse is on, else starts a fresh process with
// START, and sends the INFO block. It returns a *fault when the engine
// misbehaves, an error wrapping *pbrain.StartError when it cannot be
// started at all.
func (s *slot) ready(ctx context.Context) error {
	if s.brain != nil && s.cfg.Restart {
		err := s.brain.Send("RESTART")
		if err == nil {
			err = s.brain.ExpectOK(ctx, time.Now().Add(s.cfg.StartTimeout))
		}
		if err == nil {
			return classify(s.brain.Send(s.cfg.infoBlock(s.spec)...), "INFO")
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		// RESTART refused (UNKNOWN) or failed: start afresh, as Piskvork does.
	}
	s.stop()
	b, err := pbrain.Start(s.spec.Path, pbrain.Options{Env: s.spec.Env, OnMessage: s.onMessage})
	if err != nil {
		return fmt.Errorf("engine %s: %w", s.spec.Label, err)
	}
	s.brain = b
	cmd := s.cfg.startCommand()
	err = s.brain.Send(cmd)
	if err == nil {
		err = s.brain.ExpectOK(ctx, time.Now().Add(s.cfg.StartTimeout))
	}
	if err == nil {
		err = s.brain.Send(s.cfg.infoBlock(s.spec)...)
	}
	return classify(err, cmd)
}

// onMessage logs a MESSAGE or DEBUG line when verbose.
func (s *slot) onMessage(line string) {
	if s.log != nil {
		s.log.Printf("game %d %s: %s", s.game, s.spec.Label, line)
	}
}

// ask sends the commands of a move request and reads the move.
//
// When no move comes by the deadline, it listens for up to cfg.LateWait
// more and says in the error how late the answer came, or that none did:
// a late answer and a hung engine are different bugs. The game is lost
// either way.
func (s *slot) ask(ctx context.Context, cmds []string, deadline time.Time) (pbrain.Move, error) {
	if err := s.brain.Send(cmds...); err != nil {
		return pbrain.Move{}, err
	}
	m, err := s.brain.ReadMove(ctx, deadline)
	if !errors.Is(err, pbrain.ErrTimeout) {
		return m, err
	}
	late := &lateError{wait: s.cfg.LateWait}
	_, lerr := s.brain.ReadLine(ctx, time.Now().Add(s.cfg.LateWait))
	var exit *pbrain.ExitError
	switch {
	case ctx.Err() != nil:
		return m, ctx.Err() // the match was stopped meanwhile
	case lerr == nil:
		late.answered, late.after = true, time.Since(deadline)
	case errors.As(lerr, &exit):
		late.exit, late.after = exit, time.Since(deadline)
	}
	return m, late
}

// lateError is a move request's timeout with what came after it: an
// answer after the given time past the deadline, the process's end
// without one, or nothing within wait.
type lateError struct {
	answered bool
	exit     *pbrain.ExitError // the process ended (after) without answering
	after    time.Duration
	wait     time.Duration
}

// Error says how late the answer was, that the process ended instead, or
// that nothing came.
func (e *lateError) Error() string {
	switch {
	case e.answered:
		return fmt.Sprintf("answered %d ms after the deadline", e.after.Milliseconds())
	case e.exit != nil:
		return fmt.Sprintf("%v %d ms after the deadline, without an answer", e.exit, e.after.Milliseconds())
	}
	return fmt.Sprintf("nothing within %d ms more", e.wait.Milliseconds())
}

// Unwrap makes a late answer a timeout.
func (e *lateError) Unwrap() error { return pbrain.ErrTimeout }

// kill ends the engine's process at once (it lost by a fault, or the
// match was stopped).
func (s *slot) kill() {
	if s.brain != nil {
		s.brain.Kill()
		s.brain = nil
	}
}

// stop ends the engine's process politely: END, then a kill after the
// grace period.
func (s *slot) stop() {
	if s.brain != nil {
		s.brain.Close(pbrain.EndGrace)
		s.brain = nil
	}
}
