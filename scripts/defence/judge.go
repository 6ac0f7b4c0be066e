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
// that starts with a quiet move, or runs longer, is outside it (of the 13
// positions of the suite before the judge, Rapfi classical at 2,000,000
// nodes found such a win after every stop of 9). The judge plays each stop, lets the brain search as
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

// maxForcedReplies bounds the replies the judge plays without a search
// (see refutes).
const maxForcedReplies = 8

// refutes reports whether the brain, moving for the attacker after the
// side to move on b plays s, claims a win. A brain answers a forced
// block (s a four) at once, with no score: then its reply is played and
// the brain asked again, now for the other side, whose claimed loss is the
// attacker's win.
func (j *judge) refutes(ctx context.Context, b *engine.Board, s engine.Pos) (bool, error) {
	after := b.Clone()
	after.Play(s)
	attacker := after.ToMove()
	last := s
	for range maxForcedReplies {
		score, ok, reply, err := j.ask(ctx, after, last)
		if err != nil || ok {
			if after.ToMove() == attacker {
				return ok && score == judgeClamp, err
			}
			return ok && score == -judgeClamp, err
		}
		p := engine.MakePos(reply.X, reply.Y)
		if !after.Contains(reply.X, reply.Y) || !after.IsLegal(p) {
			return false, nil
		}
		mover := after.ToMove()
		after.Play(p)
		if after.WinAt(p) {
			return mover == attacker, nil
		}
		last = p
	}
	return false, nil
}

// ask sets up b (last: the stone played last) for the brain, which moves
// for the side to move, and returns the brain's score of it (ok false when
// its MESSAGE lines gave none) and its move.
func (j *judge) ask(ctx context.Context, b *engine.Board, last engine.Pos) (int, bool, pbrain.Move, error) {
	err := j.brain.StartGame(ctx, b.Width(), b.Height(),
		fmt.Sprintf("INFO rule %d", gamefile.RuleInfo(b.Rule())),
		fmt.Sprintf("INFO timeout_turn %d", j.turn.Milliseconds()),
		"INFO timeout_match 100000000",
		"INFO time_left 100000000",
		"INFO max_memory 67108864",
		fmt.Sprintf("INFO max_node %d", j.nodes),
	)
	if err != nil {
		return 0, false, pbrain.Move{}, err
	}
	order := playOrder(b, last)
	moves := make([]pbrain.Move, len(order))
	for i, p := range order {
		moves[i] = pbrain.Move{X: p.X(), Y: p.Y()}
	}
	j.messages = j.messages[:0]
	if err := j.brain.Send(pbrain.BoardCommand(moves)...); err != nil {
		return 0, false, pbrain.Move{}, err
	}
	reply, err := j.brain.ReadMove(ctx, time.Now().Add(j.turn+30*time.Second))
	if err != nil {
		return 0, false, pbrain.Move{}, err
	}
	score, ok := pbrain.LastScore(j.messages, j.score, judgeClamp)
	return score, ok, reply, nil
}

// playOrder returns the stones of b in an order they could have been
// played in: black and white alternating from black, last the stone on
// last. Brains read BOARD as a game record (Rapfi classical, given one
// colour's stones before the other's, scored a position 356 that it scores
// +M15 in play order), and the suite's boards keep no order of their own.
func playOrder(b *engine.Board, last engine.Pos) []engine.Pos {
	var byColour [2][]engine.Pos
	for _, p := range b.Moves() {
		if p != last {
			c := b.At(p) - engine.BlackStone
			byColour[c] = append(byColour[c], p)
		}
	}
	c := b.At(last) - engine.BlackStone
	byColour[c] = append(byColour[c], last)
	order := make([]engine.Pos, 0, b.NumStones())
	for i := 0; len(order) < b.NumStones(); i++ {
		for _, stones := range byColour {
			if i < len(stones) {
				order = append(order, stones[i])
			}
		}
	}
	return order
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
