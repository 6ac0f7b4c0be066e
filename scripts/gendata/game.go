package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/openings"
)

// playGame plays one game from the opening plus random moves.
func playGame(e *engine.Engine, cfg config, rule eval.Rule, op openings.Opening, rng *rand.Rand) (gamefile.Game, error) {
	b, err := engine.NewBoard(cfg.size, cfg.size, rule)
	if err != nil {
		return gamefile.Game{}, err
	}
	g := gamefile.Game{Rule: rule, Width: cfg.size, Height: cfg.size, Result: 0.5}
	play := func(p engine.Pos, score string) bool {
		mover := b.ToMove()
		win := b.IsWinningMove(p)
		b.Play(p)
		g.Moves = append(g.Moves, p)
		g.Scores = append(g.Scores, score)
		if win {
			g.Result = 1
			if mover == eval.White {
				g.Result = 0
			}
		}
		return win
	}
	for _, m := range op.Moves {
		p := engine.MakePos(m.X, m.Y)
		if !b.IsLegal(p) {
			return gamefile.Game{}, fmt.Errorf("opening %s: illegal move %v", op.ID, p)
		}
		if play(p, gamefile.NoScore) {
			return g, nil // an opening that wins: not worth keeping, but valid
		}
	}
	for range rng.IntN(cfg.randomMoves + 1) {
		p, ok := randomMove(b, rng)
		if !ok {
			break
		}
		if play(p, gamefile.NoScore) {
			break
		}
	}
	g.First = len(g.Moves)
	if g.Result != 0.5 {
		return g, nil
	}
	e.ClearHash()
	for !b.IsFull() && b.NumStones() < cfg.maxMoves {
		res := e.Think(context.Background(), b, engine.Limits{
			TurnTime: 1000, MatchTime: engine.Unset, TimeLeft: engine.Unset, MaxNodes: cfg.nodes,
		}, nil)
		if res.Move == engine.NoPos || !b.IsLegal(res.Move) {
			return gamefile.Game{}, fmt.Errorf("engine played %v", res.Move)
		}
		if play(res.Move, strconv.Itoa(res.Score)) {
			break
		}
	}
	return g, nil
}

// randomMove picks a legal cell within two steps of a stone that does not
// win at once and does not leave the opponent a five: a plausible move, not
// a blunder that ends the game.
func randomMove(b *engine.Board, rng *rand.Rand) (engine.Pos, bool) {
	var cells []engine.Pos
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.MakePos(x, y)
			if !b.IsLegal(p) || b.IsWinningMove(p) || !nearStone(b, x, y) {
				continue
			}
			cells = append(cells, p)
		}
	}
	if len(cells) == 0 {
		return engine.NoPos, false
	}
	return cells[rng.IntN(len(cells))], true
}

// nearStone reports whether a stone lies within two steps of (x, y).
func nearStone(b *engine.Board, x, y int) bool {
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			if b.Contains(x+dx, y+dy) && !b.IsEmpty(engine.MakePos(x+dx, y+dy)) {
				return true
			}
		}
	}
	return false
}
