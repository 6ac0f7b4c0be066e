package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/openings"
)

// game is one finished game.
type game struct {
	rule          eval.Rule
	width, height int
	result        float64 // from black's view
	first         int     // moves not chosen by the engine
	moves         []engine.Pos
	scores        []string
}

// String formats the game as one line of the output format (see doc.go).
func (g game) String() string {
	moves := make([]string, len(g.moves))
	for i, m := range g.moves {
		moves[i] = m.String()
	}
	return fmt.Sprintf("%d %d %d %s %d %s %s", ruleInfo(g.rule), g.width, g.height,
		strconv.FormatFloat(g.result, 'f', -1, 64), g.first, strings.Join(moves, ";"), strings.Join(g.scores, ","))
}

// ruleInfo is the INFO rule value of a rule.
func ruleInfo(r eval.Rule) int {
	for v := 0; v < 16; v++ {
		if got, ok := eval.RuleFromInfo(v); ok && got == r {
			return v
		}
	}
	return 0
}

// playGame plays one game from the opening plus random moves.
func playGame(e *engine.Engine, cfg config, rule eval.Rule, op openings.Opening, rng *rand.Rand) (game, error) {
	b, err := engine.NewBoard(cfg.size, cfg.size, rule)
	if err != nil {
		return game{}, err
	}
	g := game{rule: rule, width: cfg.size, height: cfg.size, result: 0.5}
	play := func(p engine.Pos, score string) bool {
		mover := b.ToMove()
		win := b.IsWinningMove(p)
		b.Play(p)
		g.moves = append(g.moves, p)
		g.scores = append(g.scores, score)
		if win {
			g.result = 1
			if mover == eval.White {
				g.result = 0
			}
		}
		return win
	}
	for _, m := range op.Moves {
		p := engine.MakePos(m.X, m.Y)
		if !b.IsLegal(p) {
			return game{}, fmt.Errorf("opening %s: illegal move %v", op.ID, p)
		}
		if play(p, "-") {
			return g, nil // an opening that wins: not worth keeping, but valid
		}
	}
	for range rng.IntN(cfg.randomMoves + 1) {
		p, ok := randomMove(b, rng)
		if !ok {
			break
		}
		if play(p, "-") {
			break
		}
	}
	g.first = len(g.moves)
	if g.result != 0.5 {
		return g, nil
	}
	e.ClearHash()
	for !b.IsFull() && b.NumStones() < cfg.maxMoves {
		res := e.Think(context.Background(), b, engine.Limits{
			TurnTime: 1000, MatchTime: engine.Unset, TimeLeft: engine.Unset, MaxNodes: cfg.nodes,
		}, nil)
		if res.Move == engine.NoPos || !b.IsLegal(res.Move) {
			return game{}, fmt.Errorf("engine played %v", res.Move)
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
