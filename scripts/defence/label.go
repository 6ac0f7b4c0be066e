package main

import (
	"fmt"
	"slices"
	"strings"

	"amoba/engine"
	"amoba/eval"
)

// entry is one position of the defence suite: the side to move faces a
// win by threats, some moves stop it, and the engine's move in the game did
// not.
type entry struct {
	id       string
	board    *engine.Board
	stops    []engine.Pos // moves after which the attacker has no win within depth (proven)
	fails    int          // moves after which the attacker still wins (proven)
	lostPlay bool         // the played move is one of them
	unknowns int          // moves the budget left undecided
	judged   bool         // the stops were checked by a judge (judge.go)
	refuted  int          // stops the judge refuted (no longer in stops)
	played   engine.Pos   // the engine's move in the game
	depth    int
}

// labeller finds defence positions in lost games.
type labeller struct {
	rule   eval.Rule
	depth  int    // plies of the attacker's win looked for
	budget int64  // prover nodes per question
	judge  *judge // checks the proven stops (nil: none)
}

// boardAfter returns the board after the first n moves of g.
func (l *labeller) boardAfter(g game, n int) (*engine.Board, error) {
	b, err := engine.NewBoard(g.width, g.height, l.rule)
	if err != nil {
		return nil, err
	}
	for _, p := range g.moves[:n] {
		if !b.IsLegal(p) {
			return nil, fmt.Errorf("%s: illegal move %d,%d", g.path, p.X(), p.Y())
		}
		b.Play(p)
	}
	return b, nil
}

// wins asks whether attacker, to move on b, wins by threats within the
// depth.
func (l *labeller) wins(b *engine.Board, attacker eval.Color) verdict {
	return newProver(b, attacker, l.budget).attackerWins(l.depth)
}

// find looks in g, lost by the player whose name contains who, for the
// position before the engine's losing move: the earliest of its moves
// after which the opponent wins by threats within the depth (every later
// move of it too), in a position where the opponent already threatened
// such a win. It returns false with the reason when the game has none.
func (l *labeller) find(g game, who string) (entry, bool, string) {
	var us eval.Color
	switch {
	case strings.Contains(g.black, who) && !strings.Contains(g.white, who):
		us = eval.Black
	case strings.Contains(g.white, who) && !strings.Contains(g.black, who):
		us = eval.White
	default:
		return entry{}, false, "the engine is not exactly one of the players"
	}
	final, err := l.boardAfter(g, len(g.moves))
	if err != nil {
		return entry{}, false, err.Error()
	}
	last := g.moves[len(g.moves)-1]
	if (len(g.moves)-1)%2 == int(us) || !final.WinAt(last) {
		return entry{}, false, "not lost by a five of the opponent"
	}
	them := us.Opponent()
	// the engine's moves are the indices i with i%2 == us (black moves first)
	losing := -1
	for i := len(g.moves) - 1; i >= 0; i-- {
		if i%2 != int(us) {
			continue
		}
		after, err := l.boardAfter(g, i+1)
		if err != nil {
			return entry{}, false, err.Error()
		}
		if l.wins(after, them) != win {
			break
		}
		losing = i
	}
	if losing < 0 {
		return entry{}, false, "the last move does not lose within the depth"
	}
	before, err := l.boardAfter(g, losing)
	if err != nil {
		return entry{}, false, err.Error()
	}
	return l.label(before, g.moves[losing])
}

// label proves, on before (the engine to move), that the opponent
// threatens a win within the depth, and which moves stop it. It returns
// false with the reason when none does, or when played (the engine's move)
// does.
func (l *labeller) label(before *engine.Board, played engine.Pos) (entry, bool, string) {
	us := before.ToMove()
	them := us.Opponent()
	if l.wins(before.Clone(), them) != win {
		return entry{}, false, "no threat before the losing move"
	}
	e := entry{board: before, played: played, depth: l.depth}
	for m := range legalCells(before) {
		before.Play(m)
		v := l.wins(before, them)
		before.Undo()
		before.SetToMove(us)
		switch v {
		case noWin:
			e.stops = append(e.stops, m)
		case win:
			e.fails++
			if m == played {
				e.lostPlay = true
			}
		default:
			e.unknowns++
		}
	}
	if len(e.stops) == 0 {
		return entry{}, false, "no move stops the threat"
	}
	if slices.Contains(e.stops, e.played) {
		return entry{}, false, "the move played stops the threat"
	}
	if !e.lostPlay {
		return entry{}, false, "the move played is not proven to lose (the budget ran out)"
	}
	return e, true, ""
}
