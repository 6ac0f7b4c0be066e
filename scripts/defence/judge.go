package main

import (
	"context"
	"fmt"
	"regexp"
	"time"

	"amoba/engine"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/pbrain"
)

// judgeClamp is the score a judge's mate is read as; any score this high
// is a claimed win.
const judgeClamp = 1_000_000

// judge checks the prover's stops with a stronger brain. The prover only
// proves that the attacker has no win by threats within its depth; a win
// that starts with a quiet move, or runs longer, is outside it (in the
// first committed suite, Rapfi found such a win after every stop of 6 of
// the 13 positions). The judge plays each stop, lets the brain search as
// the attacker under INFO max_node, and counts the stop refuted when the
// brain's last score is a win for itself (a mate score).
type judge struct {
	brain    *pbrain.Brain
	nodes    int
	turn     time.Duration
	score    *regexp.Regexp
	messages []string // MESSAGE lines of the current question
}

// startJudge starts the brain at path (env: extra environment variables).
func startJudge(path string, nodes int, turn time.Duration, env []string) (*judge, error) {
	j := &judge{nodes: nodes, turn: turn, score: regexp.MustCompile(pbrain.ScorePattern)}
	b, err := pbrain.Start(path, pbrain.Options{Env: env, OnMessage: func(line string) {
		j.messages = append(j.messages, line)
	}})
	if err != nil {
		return nil, err
	}
	j.brain = b
	return j, nil
}

// close ends the brain's session.
func (j *judge) close() { j.brain.Close(pbrain.EndGrace) }

// sift drops the stops of e that the judge refutes, counting them in
// e.refuted.
func (j *judge) sift(ctx context.Context, e *entry) error {
	kept := e.stops[:0]
	for _, s := range e.stops {
		refuted, err := j.refutes(ctx, e.board, s)
		if err != nil {
			return fmt.Errorf("%s: stop %v: %w", e.id, s, err)
		}
		if refuted {
			e.refuted++
			continue
		}
		kept = append(kept, s)
	}
	e.stops = kept
	return nil
}

// refutes reports whether the brain, moving for the attacker after the
// side to move on b plays s, claims a win.
func (j *judge) refutes(ctx context.Context, b *engine.Board, s engine.Pos) (bool, error) {
	after := b.Clone()
	after.Play(s)
	w, h := after.Width(), after.Height()
	start := fmt.Sprintf("START %d", w)
	if w != h {
		start = fmt.Sprintf("RECTSTART %d,%d", w, h)
	}
	if err := j.brain.Send(start); err != nil {
		return false, err
	}
	if err := j.brain.ExpectOK(ctx, time.Now().Add(30*time.Second)); err != nil {
		return false, fmt.Errorf("%s: %w", start, err)
	}
	lines := []string{
		fmt.Sprintf("INFO rule %d", gamefile.RuleInfo(after.Rule())),
		fmt.Sprintf("INFO timeout_turn %d", j.turn.Milliseconds()),
		"INFO timeout_match 100000000",
		"INFO time_left 100000000",
		"INFO max_memory 67108864",
		fmt.Sprintf("INFO max_node %d", j.nodes),
		"BOARD",
	}
	mover := after.ToMove()
	for _, p := range after.Moves() {
		who := 2
		if after.At(p) == engine.Stone(mover)+1 {
			who = 1
		}
		lines = append(lines, fmt.Sprintf("%d,%d,%d", p.X(), p.Y(), who))
	}
	j.messages = j.messages[:0]
	if err := j.brain.Send(append(lines, "DONE")...); err != nil {
		return false, err
	}
	if _, err := j.brain.ReadMove(ctx, time.Now().Add(j.turn+30*time.Second)); err != nil {
		return false, err
	}
	score, ok := pbrain.LastScore(j.messages, j.score, judgeClamp)
	return ok && score == judgeClamp, nil
}

// judgeStops lets the labeller's judge, if it has one, sift e's stops. It
// returns why e is dropped ("" to keep it): when the judge refuted every
// stop.
func (l *labeller) judgeStops(e *entry) (string, error) {
	if l.judge == nil {
		return "", nil
	}
	if err := l.judge.sift(context.Background(), e); err != nil {
		return "", err
	}
	e.judged = true
	if len(e.stops) == 0 {
		return fmt.Sprintf("the judge refuted every stop (%d)", e.refuted), nil
	}
	return "", nil
}
