package engine

import "context"

// ClaimCheck is the outcome of checking a claimed win reply by reply.
type ClaimCheck struct {
	// Replies is the number of the opponent's replies tried: every legal
	// empty cell after the claimed move.
	Replies int
	// Refutations lists the replies after which the side that claimed the
	// win has none: the opponent made five, or the search of the position
	// found no win for the claimant.
	Refutations []Refutation
}

// Refutation is a reply that a claimed win did not survive.
type Refutation struct {
	Reply Pos
	// Score is the claimant's search score after the reply (a loss when
	// the reply made five).
	Score int
	// Move is the claimant's best move after the reply, if it searched.
	Move Pos
}

// CheckWin checks a claimed win for the side to move on b: it plays m,
// then each legal reply of the opponent in turn, and asks the engine
// whether the claimant still wins. A reply loses at once when the claimant
// can then make five; otherwise the position is searched with lim, and
// anything short of a win score refutes the claim. lim is used with
// Analyse set, so that a forced block is searched for its score. b is not
// modified.
//
// A search that claims a win where a reply holds has narrowed its moves
// somewhere a win must rest on all of them; this is the test of that
// promise, one ply deep, for every reply the move generator might have
// left out.
func (e *Engine) CheckWin(ctx context.Context, b *Board, m Pos, lim Limits) ClaimCheck {
	var out ClaimCheck
	lim.Analyse = true
	pos := b.Clone()
	pos.Play(m)
	if pos.WinAt(m) {
		return out // the claimed move is a five: nothing to answer
	}
	for y := 0; y < pos.height; y++ {
		for x := 0; x < pos.width; x++ {
			r := MakePos(x, y)
			if !pos.IsLegal(r) || ctx.Err() != nil {
				continue
			}
			out.Replies++
			pos.Play(r)
			switch {
			case pos.WinAt(r):
				out.Refutations = append(out.Refutations, Refutation{Reply: r, Score: lossIn(0), Move: NoPos})
			case pos.FivePoint(pos.ToMove()) != NoPos:
				// the reply loses at once
			default:
				res := e.Think(ctx, pos, lim, nil)
				if ctx.Err() == nil && res.Score < mateBound {
					out.Refutations = append(out.Refutations, Refutation{Reply: r, Score: res.Score, Move: res.Move})
				}
			}
			pos.Undo()
		}
	}
	return out
}
