package engine

import (
	"amoba/eval"
	"amoba/tt"
)

// takeUnfinished makes the exact line of an iteration of the given depth
// that the clock cut short the answer, if it is one: when no iteration
// completed, or when it is another move with a higher score than the
// answer. It reports whether it did.
func (res *Result) takeUnfinished(ex *exactLine, depth int) bool {
	if ex.move == NoPos || (res.Depth != 0 && (ex.move == res.Move || ex.score <= res.Score)) {
		return false
	}
	res.Move, res.Score, res.Depth = ex.move, ex.score, depth
	res.PV = append(res.PV[:0], ex.pv...)
	res.Unfinished = true
	return true
}

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
//
// The answer is the best move of the last completed iteration. An
// iteration cut short by the clock changes it only with an exact score:
// a move whose score it proved, inside the window, higher than the last
// completed iteration's; a bound (an aspiration fail-high or fail-low, or
// a null-window fail-high not yet searched again) never does. done hears
// of such a move, marked unfinished, so that the last report names the
// move played.
func (w *worker) iterate(moves []rootMove, maxDepth int, done func(depth, score int, pv []Pos, unfinished bool)) Result {
	// Until an iteration completes, the answer is the best-ordered move with
	// no score of its own.
	res := Result{Move: moves[0].pos}
	prevScore := 0
	stableIterations := 0
	var guarded Bitboard        // root moves the opponent-VCT guard has checked
	var refutedMoves []rootMove // the moves it dropped, until every other move loses
	for depth := 1 + w.id%2; depth <= maxDepth; depth++ {
		w.selDepth = 0
		w.researches = 0
		w.exact.move = NoPos
		score, completed := w.aspiration(moves, depth, prevScore)
		if !completed {
			if res.takeUnfinished(&w.exact, depth) && done != nil {
				done(depth, res.Score, res.PV, true)
			}
			break
		}
		if isMate(score) && score < 0 && !w.rootComplete {
			// Every move searched loses: look at the cells the move
			// generator left out before believing it.
			moves = w.widenRoot(moves)
			depth--
			continue
		}
		if isMate(score) && score < 0 && len(refutedMoves) > 0 {
			// Every move left loses by force within the search's sight, and
			// the guard's moves lose only to a VCT the opponent must find,
			// often a longer one: give them back (the guard has checked
			// them and keeps them now) and let the search choose the
			// longest defence.
			moves = append(moves, refutedMoves...)
			refutedMoves = nil
			depth--
			continue
		}
		if w.id == 0 {
			var refuted Pos
			start := w.enter(kindGuard)
			moves, refuted = w.guardRoot(moves, score, &guarded)
			w.leave(kindGuard, start)
			if refuted != NoPos {
				refutedMoves = append(refutedMoves, rootMove{pos: refuted, score: -infinity})
				if res.Move == refuted {
					// the previous answer is the refuted move: until an
					// iteration completes without it, the next best stands in
					res.Move, res.PV = moves[0].pos, append(res.PV[:0], moves[0].pos)
				}
				depth-- // the same depth again without the refuted move
				continue
			}
		}
		if moves[0].pos == res.Move {
			stableIterations++
		} else {
			stableIterations = 0
		}
		res.Move, res.Score, res.Depth = moves[0].pos, score, depth
		res.PV = append(res.PV[:0], w.pv[0][:w.pvLen[0]]...)
		if len(res.PV) == 0 || res.PV[0] != res.Move {
			res.PV = append(res.PV[:0], res.Move)
		}
		prevScore = score
		if done != nil {
			done(depth, score, res.PV, false)
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
				scale = 0.85
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

// widenRoot appends to the root moves every legal cell the move generator
// left out, in the generator's order.
func (w *worker) widenRoot(moves []rootMove) []rootMove {
	var searched Bitboard
	for _, m := range moves {
		searched.Set(m.pos)
	}
	for _, x := range w.rootExcluded {
		searched.Set(x)
	}
	rest := w.b.restMoves(nil, &searched)
	w.scoreMoves(rest, NoPos, 0)
	for i := range rest {
		pickBest(rest, i)
		moves = append(moves, rootMove{pos: rest[i].pos, score: -infinity})
	}
	w.rootComplete = true
	return moves
}

// aspiration searches the root with a window around the previous score,
// widening it when the result falls outside. It reports whether the
// search completed (it was not stopped).
func (w *worker) aspiration(moves []rootMove, depth, prev int) (int, bool) {
	if depth < 5 || isMate(prev) {
		score := w.searchRoot(moves, -infinity, infinity, depth)
		return score, !w.stopped()
	}
	delta := w.p.AspirationDelta
	alpha, beta := max(prev-delta, -infinity), min(prev+delta, infinity)
	for first := true; ; first = false {
		var start int64
		if !first {
			start = w.enter(kindAspiration)
		}
		score := w.searchRoot(moves, alpha, beta, depth)
		if !first {
			w.leave(kindAspiration, start)
		}
		if w.stopped() {
			return score, false
		}
		switch {
		case score <= alpha:
			alpha = max(score-delta, -infinity)
		case score >= beta:
			beta = min(score+delta, infinity)
		default:
			return score, true
		}
		w.researches++
		delta *= 2
		if delta > 1000 {
			alpha, beta = -infinity, infinity
		}
	}
}

// searchRoot searches every root move once; the best move found goes to
// the front of moves. It returns the best score. Every move whose score is
// exact (inside the window) and the best so far of the iteration is
// remembered in w.exact, for a search stopped before the iteration ends.
func (w *worker) searchRoot(moves []rootMove, alpha, beta, depth int) int {
	b := w.b
	childDepth := w.enterRoot(depth)
	alphaOrig := alpha
	best := -infinity
	for i := range moves {
		m := moves[i].pos
		r := b.rootReduction(w.p, m, depth, i)
		b.Play(m)
		var score int
		if i == 0 {
			score = -w.search(-beta, -alpha, childDepth, 1)
		} else {
			w.cutNode[1] = true // the root is a PV node
			score = -w.search(-alpha-1, -alpha, childDepth-r*onePly, 1)
			if score > alpha && r > 0 {
				start := w.enter(kindReduced)
				score = -w.search(-alpha-1, -alpha, childDepth, 1)
				w.leave(kindReduced, start)
			}
			if score > alpha && score < beta {
				start := w.enter(kindPV)
				score = -w.search(-beta, -alpha, childDepth, 1)
				w.leave(kindPV, start)
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
				if score < beta {
					w.exact.remember(m, score, w.pv[0][:w.pvLen[0]])
				}
				// best move first, the others keep their order
				mv := moves[i]
				copy(moves[1:i+1], moves[:i])
				moves[0] = mv
				alpha = score
				if alpha >= beta || score >= mateBound {
					break // a proven win needs no faster one
				}
			}
		}
	}
	if best > -infinity && !w.stopped() {
		w.sh.table.Store(b.key, tt.Entry{Move: int(moves[0].pos), Score: tt.ScoreToTT(best, 0), Depth: depth,
			Bound: boundOf(best, alphaOrig, beta), PV: true})
	}
	return best
}

// rootReduction returns how many plies to take off the first, null-window
// search of the i-th root move m at the given depth: a late quiet move is
// reduced as at any PV node (see moveReduction). Such a move rarely
// becomes the best, and one whose reduced search beats alpha is searched
// again to the full depth. Nothing is taken off below depth 3 or when the
// root answers a five threat (its moves are the blocks, which cost no
// depth).
func (b *Board) rootReduction(p *tunedParams, m Pos, depth, i int) int {
	if depth < 3 || b.classNum[b.toMove.Opponent()][eval.ClassFive] > 0 {
		return 0
	}
	return b.moveReduction(p, m, depth, i, true)
}

// enterRoot readies the root's stacks for an iteration of the given depth
// (in plies) and returns the depth its moves are searched to, in units of
// onePly (the tree search's unit).
func (w *worker) enterRoot(depth int) int {
	b := w.b
	w.pvLen[0] = 0
	w.rootDepth = depth
	w.evalStack[0] = clampEval(b.Evaluate())
	if b.classNum[b.toMove.Opponent()][eval.ClassFive] > 0 {
		return depth * onePly // the block of a five costs no depth, as in the tree
	}
	return (depth - 1) * onePly
}

// exactLine is the best root move of an unfinished iteration whose score
// is exact, with its line.
type exactLine struct {
	move  Pos
	score int
	pv    []Pos
}

// remember keeps m if it is the first exact score of the iteration or
// beats the one kept.
func (ex *exactLine) remember(m Pos, score int, pv []Pos) {
	if ex.move != NoPos && score <= ex.score {
		return
	}
	ex.move, ex.score = m, score
	ex.pv = append(ex.pv[:0], pv...)
}

// rootMoves lists the moves of the root position in search order, leaving
// out the excluded ones (moves already ranked by YXNBEST).
func (w *worker) rootMoves(exclude []Pos) []rootMove {
	moves, complete := w.genMoves(nil)
	w.rootComplete = complete
	w.rootExcluded = exclude
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
// leaves no choice: our five, or the one block of the opponent's fives.
// Two blocks (caro, see fiveBlocks) are a choice for the search.
func forcedMove(b *Board) (Pos, int, bool) {
	us, them := b.toMove, b.toMove.Opponent()
	if p := b.FivePoint(us); p != NoPos {
		return p, winIn(1), true
	}
	if b.classNum[them][eval.ClassFive] == 0 {
		return NoPos, 0, false
	}
	var buf [maxFiveBlocks]Pos
	switch blocks := b.blocksOfFives(buf[:0]); len(blocks) {
	case 0:
		// lost anyway: block a five point if we may, else any legal cell
		p := b.FivePoint(them)
		if !b.legalFor(p) {
			p = QuickMove(b)
		}
		return p, lossIn(2), true
	case 1:
		return blocks[0], 0, true
	}
	return NoPos, 0, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
