package main

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/pbrain"
)

// labeller is one brain process and what it needs to score positions.
type labeller struct {
	cfg      config
	brain    *pbrain.Brain
	messages []string // MESSAGE lines since the last BOARD
}

// newLabeller starts a brain.
func newLabeller(cfg config) (*labeller, error) {
	l := &labeller{cfg: cfg}
	b, err := pbrain.Start(cfg.brain, pbrain.Options{Env: cfg.env, OnMessage: func(line string) {
		l.messages = append(l.messages, line)
	}})
	if err != nil {
		return nil, err
	}
	l.brain = b
	return l, nil
}

// close ends the brain's session.
func (l *labeller) close() { l.brain.Close(pbrain.EndGrace) }

// label returns the game with its eligible positions scored by the brain.
func (l *labeller) label(ctx context.Context, g gamefile.Game) (gamefile.Game, error) {
	out := g
	out.Scores = make([]string, len(g.Moves))
	out.Best = make([]engine.Pos, len(g.Moves))
	if err := l.startGame(ctx, g); err != nil {
		return out, err
	}
	b, err := engine.NewBoard(g.Width, g.Height, g.Rule)
	if err != nil {
		return out, err
	}
	eligible := 0
	for i, m := range g.Moves {
		out.Scores[i] = gamefile.NoScore
		out.Best[i] = engine.NoPos
		if i >= g.First && gamefile.Quiet(b) {
			if eligible%l.cfg.every == 0 {
				score, ok, reply, err := l.score(ctx, g.Moves[:i])
				if err != nil {
					return out, fmt.Errorf("move %d: %w", i+1, err)
				}
				if ok {
					out.Scores[i] = strconv.Itoa(score)
				}
				if b.Contains(reply.X, reply.Y) && b.IsLegal(engine.MakePos(reply.X, reply.Y)) {
					out.Best[i] = engine.MakePos(reply.X, reply.Y)
				}
			}
			eligible++
		}
		if !b.IsLegal(m) {
			return out, fmt.Errorf("move %d: illegal %v", i+1, m)
		}
		b.Play(m)
	}
	return out, nil
}

// startGame sends the game's board size and the search settings.
func (l *labeller) startGame(ctx context.Context, g gamefile.Game) error {
	return l.brain.StartGame(ctx, g.Width, g.Height, l.cfg.infoLines(g.Rule)...)
}

// infoLines are the INFO settings a game is labelled under; the node and
// depth limits are sent only when set.
func (cfg config) infoLines(r eval.Rule) []string {
	info := []string{
		fmt.Sprintf("INFO rule %d", gamefile.RuleInfo(r)),
		fmt.Sprintf("INFO timeout_turn %d", cfg.turnTime.Milliseconds()),
		"INFO timeout_match 100000000",
		"INFO time_left 100000000",
		"INFO max_memory 67108864",
	}
	if cfg.nodes > 0 {
		info = append(info, fmt.Sprintf("INFO max_node %d", cfg.nodes))
	}
	if cfg.depth > 0 {
		info = append(info, fmt.Sprintf("INFO max_depth %d", cfg.depth))
	}
	return info
}

// score asks the brain to move in the position after moves and returns
// its score of it from the mover's view (ok false when it gave none) and
// the move it chose (the caller checks that it is legal).
func (l *labeller) score(ctx context.Context, moves []engine.Pos) (int, bool, pbrain.Move, error) {
	l.messages = l.messages[:0]
	if err := l.brain.Send(boardCommand(moves)...); err != nil {
		return 0, false, pbrain.Move{}, err
	}
	deadline := time.Now().Add(l.cfg.turnTime + 30*time.Second)
	reply, err := l.brain.ReadMove(ctx, deadline)
	if err != nil {
		return 0, false, pbrain.Move{}, err
	}
	score, ok := pbrain.LastScore(l.messages, l.cfg.eval, l.cfg.clamp)
	return score, ok, reply, nil
}

// boardCommand is the BOARD block of a position: the stones in play order,
// the mover's marked 1 (the brain's own) and the others 2.
func boardCommand(moves []engine.Pos) []string {
	return pbrain.BoardCommand(pbrainMoves(moves))
}

// pbrainMoves converts cells to the protocol's moves.
func pbrainMoves(cells []engine.Pos) []pbrain.Move {
	out := make([]pbrain.Move, len(cells))
	for i, p := range cells {
		out[i] = pbrain.Move{X: p.X(), Y: p.Y()}
	}
	return out
}
