package engine

import (
	"amoba/eval"
	"amoba/tt"
)

// rootVCFDepth is how deep (in plies) the root looks for a VCF before the
// main search.
const rootVCFDepthMax = 63

// rootMove is a move at the root with the score of its last full search.
type rootMove struct {
	pos   Pos
	score int
}

// iterate runs iterative deepening on the worker's board: depth 1, 2, ...
// each searched with an aspiration window around the previous score. It
// calls done after every completed iteration of the main thread and
// returns the best move with its score, depth and line.
func (w *worker) iterate(moves []rootMove, maxDepth int, done func(depth, score int, pv []Pos)) Result {
	// Until an iteration completes, the answer is the best-ordered move with
	// no score of its own.
	res := Result{Move: moves[0].pos}
	prevScore := 0
	stableIterations := 0
	for depth := 1 + w.id%2; depth <= maxDepth; depth++ {
		w.selDepth = 0
		score := w.aspiration(moves, depth, prevScore)
		if w.stopped() && (depth > 1 || score <= -infinity) {
			// A stopped iteration still counts if it improved on the move of
			// the last one with a full search (the best move was moved first).
			if moves[0].pos != res.Move && moves[0].score > res.Score && !isMate(-moves[0].score) {
				res.Move, res.Score = moves[0].pos, moves[0].score
				res.PV = []Pos{moves[0].pos}
			}
			break
		}
		if moves[0].pos == res.Move {
			stableIterations++
		} else {
			stableIterations = 0
		}
		res.Move, res.Score, res.Depth = moves[0].pos, score, depth
		res.PV = append(res.PV[:0], w.pv[0][:w.pvLen[0]]...)
		if len(res.PV) == 0 {
			res.PV = []Pos{res.Move}
		}
		prevScore = score
		if done != nil {
			done(depth, score, res.PV)
		}
		if w.stopped() {
			break
		}
		if isMate(score) && depth > mateScore-abs(score)+2 {
			break // the mate is proven and searched past its length
		}
		if w.id == 0 {
			scale := 1.0
			if stableIterations >= 3 {
				scale = 0.6
			} else if stableIterations == 0 && depth > 4 {
				scale = 1.5
			}
			if w.sh.budget.softExpired(w.sh.now(), scale) {
				break
			}
		}
	}
	return res
}

// aspiration searches the root with a window around the previous score,
// widening it when the result falls outside.
func (w *worker) aspiration(moves []rootMove, depth, prev int) int {
	if depth < 5 || isMate(prev) {
		return w.searchRoot(moves, -infinity, infinity, depth)
	}
	delta := 40
	alpha, beta := max(prev-delta, -infinity), min(prev+delta, infinity)
	for {
		score := w.searchRoot(moves, alpha, beta, depth)
		if w.stopped() {
			return score
		}
		switch {
		case score <= alpha:
			alpha = max(score-delta, -infinity)
		case score >= beta:
			beta = min(score+delta, infinity)
		default:
			return score
		}
		delta *= 2
		if delta > 1000 {
			alpha, beta = -infinity, infinity
		}
	}
}

// searchRoot searches every root move once; the best move found goes to
// the front of moves. It returns the best score.
func (w *worker) searchRoot(moves []rootMove, alpha, beta, depth int) int {
	b := w.b
	w.pvLen[0] = 0
	best := -infinity
	for i := range moves {
		m := moves[i].pos
		b.Play(m)
		var score int
		if i == 0 {
			score = -w.search(-beta, -alpha, depth-1, 1)
		} else {
			score = -w.search(-alpha-1, -alpha, depth-1, 1)
			if score > alpha && score < beta {
				score = -w.search(-beta, -alpha, depth-1, 1)
			}
		}
		b.Undo()
		if w.stopped() {
			break
		}
		if score > best {
			best = score
			if score > alpha {
				moves[i].score = score
				w.updatePV(0, m)
				// best move first, the others keep their order
				mv := moves[i]
				copy(moves[1:i+1], moves[:i])
				moves[0] = mv
				alpha = score
				if alpha >= beta {
					break
				}
			}
		}
	}
	if best > -infinity {
		w.sh.table.Store(b.key, tt.Entry{Move: int(moves[0].pos), Score: tt.ScoreToTT(best, 0), Depth: depth, Bound: tt.BoundExact})
	}
	return best
}

// rootMoves lists the moves of the root position in search order.
func (w *worker) rootMoves(exclude []Pos) []rootMove {
	moves := w.genMoves(nil)
	ttMove := NoPos
	if e, ok := w.sh.table.Probe(w.b.key); ok {
		ttMove = Pos(e.Move)
	}
	w.scoreMoves(moves, ttMove, 0)
	var out []rootMove
	for i := range moves {
		pickBest(moves, i)
		skip := false
		for _, x := range exclude {
			skip = skip || x == moves[i].pos
		}
		if !skip {
			out = append(out, rootMove{pos: moves[i].pos, score: -infinity})
		}
	}
	return out
}

// forcedMove returns the move to play without searching, if the position
// leaves no choice: our five, or the one block of the opponent's five.
func forcedMove(b *Board) (Pos, int, bool) {
	us, them := b.toMove, b.toMove.Opponent()
	if p := b.FivePoint(us); p != NoPos {
		return p, winIn(1), true
	}
	if b.classNum[them][eval.ClassFive] > 0 {
		p := b.FivePoint(them)
		if b.classNum[them][eval.ClassFive] > 1 || !b.legalFor(p) {
			// lost anyway: block one (any legal cell if the block is forbidden)
			if !b.legalFor(p) {
				p = QuickMove(b)
			}
			return p, lossIn(2), true
		}
		return p, 0, true
	}
	return NoPos, 0, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
