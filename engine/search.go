package engine

import (
	"amoba/eval"
	"amoba/tt"
)

// vcfQuiescenceDepth is how deep (in plies) the VCF at the horizon looks.
const vcfQuiescenceDepth = 11

// search is the principal variation search: negamax alpha-beta where every
// move after the first is tried with a null window and searched again only
// if it beats alpha. depth is in units of onePly (see depth.go); forced
// replies to a five threat are not counted (an extension), and at the
// horizon a VCF search settles the position.
func (w *worker) search(alpha, beta, depth, ply int) int {
	w.pvLen[ply] = 0
	if w.countNode() {
		return 0
	}
	if ply > w.selDepth {
		w.selDepth = ply
	}
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()

	// Static threat state: who wins in the next three plies is known.
	if b.classNum[us][eval.ClassFive] > 0 {
		return winIn(ply + 1)
	}
	forced := b.classNum[them][eval.ClassFive] > 0
	if forced {
		var blocks [maxFiveBlocks]Pos
		if len(b.blocksOfFives(blocks[:0])) == 0 {
			return lossIn(ply + 2) // no legal stone stops the opponent's fives
		}
	}
	if !forced && b.freeFourWins() {
		return winIn(ply + 3)
	}
	if !forced && b.fourThreeWins() {
		return winIn(ply + 5)
	}
	if b.IsFull() {
		return 0
	}
	if ply >= maxPly-3 {
		return clampEval(b.Evaluate())
	}

	// Mate distance pruning: no line from here beats a mate already found.
	alpha = max(alpha, lossIn(ply+2))
	beta = min(beta, winIn(ply+1))
	if alpha >= beta {
		return alpha
	}

	if depth <= 0 && !forced {
		start := w.enter(kindHorizon)
		v := w.quiesce(alpha, beta, ply)
		w.leave(kindHorizon, start)
		return v
	}

	pvNode := beta-alpha > 1
	cutNode := !pvNode && w.cutNode[ply]
	// d is the depth in whole plies: what the table stores and what the
	// rules below compare and look up.
	d := plies(depth)
	excluded := w.excluded[ply]
	ttMove := NoPos
	// Inside a singular test (excluded set) the table is not probed: its
	// entry is the node's value with the excluded move.
	var ttEntry tt.Entry
	hit := false
	if excluded == NoPos {
		ttEntry, hit = w.sh.table.Probe(b.key)
	}
	// The entry's score at this ply (0 with no entry, whose bound is none):
	// the cut-off below, pruningEval and the singular test read it.
	ttScore := tt.ScoreFromTT(ttEntry.Score, ply)
	// ttPV: the node is a PV node or was one when its entry was stored
	// (the flag carries over from entry to entry): its moves are reduced
	// less (see lateReduction).
	ttPV := pvNode || (hit && ttEntry.PV)
	if e := ttEntry; hit {
		ttMove = Pos(e.Move)
		if !pvNode && e.Depth >= d {
			if s := ttScore; e.Bound == tt.BoundExact ||
				(e.Bound == tt.BoundLower && s >= beta) ||
				(e.Bound == tt.BoundUpper && s <= alpha) {
				return s
			}
		}
	}

	// Internal iterative reduction: the table knows no move here, so this
	// node was not on an earlier iteration's tree (or its entry was
	// overwritten) and its move order is a guess. It is searched a ply
	// shallower; if it matters, the next iteration finds its TT move and
	// searches it in full.
	if ttMove == NoPos && d >= iirMinDepth && !forced && excluded == NoPos {
		depth -= onePly
		d = plies(depth)
	}

	// The static evaluation, and whether it improves on the one of our
	// previous turn: pruning trusts an improving position more.
	staticEval := clampEval(b.Evaluate())
	w.evalStack[ply] = staticEval
	improving := ply < 2 || staticEval > w.evalStack[ply-2]
	// The pruning rules below judge the node by a searched score where the
	// table has one that says more than the evaluation (see pruningEval).
	pruneEval := pruningEval(staticEval, ttScore, ttEntry.Bound)
	// Pruning is allowed in mate windows too: no rule below makes a mate
	// score (see pruning.go). Such windows come from the root's window
	// once a win or a loss is in sight, and from the bounds that mate
	// distance pruning sets; searched in full they made long wins slow to
	// find (with it, 57 of the 109 wins of the puzzles' wins_freestyle.txt
	// are found in 0.3 s, without it 45).
	// Every null-window node but a forced reply prunes and reduces, under
	// the opponent's threats too (see pruning.go).
	prunable := !pvNode && !forced

	// Reverse futility: far enough above beta, a shallow node fails high.
	// Not when beta is a loss: the node must prove it lasts longer, and
	// an evaluation says nothing about that. Nor under the opponent's
	// threats (calmFor), where the other rules do apply: there the
	// evaluation does not see the win a threat leads to. With it there
	// too, the engine scored 10 points in 100 games fewer than main's
	// at 1 s against Rapfi (session 31, −80 Elo, −162..−12); without it,
	// −0.9 ± 6.2 points over 172 games (session 32).
	if prunable && b.calmFor() && beta > -mateBound && d <= w.p.RFPMaxDepth && pruneEval-rfpMargin(w.p, depth, improving) >= beta {
		return pruneEval
	}
	// Razoring: far below alpha, a shallow node only looks for a VCF. When
	// alpha is a win (a faster one is wanted) the table's move is searched
	// first: it is most likely the faster win.
	if prunable && (alpha < mateBound || ttMove == NoPos) && d <= w.p.RazorMaxDepth &&
		pruneEval+w.p.RazorMargin*depth/onePly <= alpha {
		start := w.enter(kindRazoring)
		v := w.quiesce(alpha, alpha+1, ply)
		w.leave(kindRazoring, start)
		if v <= alpha {
			return v
		}
	}

	// Singular extension (singular.go): a TT move that alone holds the
	// node is searched deeper; when another move also clears the test's
	// window and that is above beta, the node fails high at once.
	// Inside such a test (excluded set) the table is neither read nor
	// written, since the node's value without one move is not its value.
	ttExtension := 0
	if ttMove != NoPos && !forced && w.singularCandidate(ttEntry, d, ply) {
		start := w.enter(kindSingular)
		sBeta, v := w.singular(ttMove, ttEntry, d, ply, pvNode)
		w.leave(kindSingular, start)
		if w.stopped() {
			return 0
		}
		ext, cut := singularVerdict(sBeta, v, beta, ttScore, pvNode)
		if cut {
			return sBeta
		}
		ttExtension = ext
	}

	// The TT move goes first. When it is surely one of the moves the
	// generator lists (a calm node, see listsCalmly), it is searched
	// before they are generated and scored: a cut-off by it, the common
	// case, saves both.
	var moves []scoredMove
	complete := false
	staged := ttMove != NoPos && w.listsCalmly(ttMove)
	if staged {
		moves = append(w.moveBufs[ply][:0], scoredMove{pos: ttMove, score: ttMoveBonus})
	} else {
		moves, complete = w.genMoves(w.moveBufs[ply][:0])
		w.moveBufs[ply] = moves[:0]
		if len(moves) == 0 && complete {
			// nothing legal stops the opponent's threats (no five point:
			// that is the forced case); the soonest their five can come is
			// two of their moves on, after a free four
			return lossIn(ply + 4)
		}
		w.scoreMoves(moves, ttMove, ply)
	}

	// Fail-high reduction: a null-window node whose evaluation stands well
	// above beta will most likely fail high, on whichever move; its moves
	// other than our fours are searched a ply shallower.
	likelyFailHigh := prunable && beta > -mateBound && pruneEval >= beta+w.p.FailHighMarginPerPly*depth/onePly
	alphaOrig := alpha
	best, bestMove := -infinity, NoPos
	var searched Bitboard
	// Move-count pruning: once a move that does not lose is in, the late
	// moves of a node are not searched, our fours and a threat's exact
	// answers too: with a move that does not lose in hand, skipping one
	// cannot make the node claim a loss, only miss a better move. It
	// applies at PV nodes too (the root is searchRoot's, which prunes
	// nothing), as in Rapfi: with it the engine scored more against
	// Rapfi at 1 s than without (session 46, README). A forced reply is
	// never pruned.
	lateCount := lmpCount(w.p, d, improving)
	for widened := false; ; widened = true {
		for i := 0; i < len(moves) || staged; i++ {
			if !forced && best > -mateBound && i >= lateCount {
				// every move from here on is late by isLate's count
				// (which isLate also reads, for the moves before it):
				// none is searched, so none needs ordering either
				break
			}
			if staged && i == 1 {
				staged = false
				moves = w.movesAfterTTMove(ttMove, ply)
				if i >= len(moves) {
					break
				}
			}
			nextMove(moves, i)
			m := moves[i].pos
			if m == excluded {
				continue
			}
			if !forced && best > -mateBound && b.isLate(w.p, m, i, lateCount, d) {
				continue // not searched: a move that holds is already in
			}
			moveDepth := depth - onePly
			if forced {
				moveDepth = depth // the reply to a four costs no depth
			}
			if m == ttMove {
				moveDepth += ttExtension * onePly
			}
			if likelyFailHigh && !b.state[m].info[us].Class.MakesFour() {
				moveDepth -= onePly
			}
			searched.Set(m)
			r := 0
			if d >= 3 && !forced {
				r = b.lateReduction(w.p, m, d, i, pvNode, ttPV)*onePly + w.cutReduction(m, i, ply, cutNode)
				r = min(r, max(moveDepth-onePly, 0))
			}
			if moveDepth-r > 0 {
				// the child probes the table (a horizon node does not):
				// its bucket loads while the move is made
				w.sh.table.Prefetch(b.keyAfter(m))
			}
			b.Play(m)
			var score int
			// a null-window child is expected to do the opposite of
			// this node (a PV node's, to fail high)
			w.cutNode[ply+1] = !cutNode
			if i == 0 && !widened {
				score = -w.search(-beta, -alpha, moveDepth, ply+1)
			} else {
				score = -w.search(-alpha-1, -alpha, moveDepth-r, ply+1)
				if score > alpha && r > 0 {
					start := w.enter(kindReduced)
					score = -w.search(-alpha-1, -alpha, moveDepth, ply+1)
					w.leave(kindReduced, start)
				}
				if score > alpha && score < beta {
					start := w.enter(kindPV)
					score = -w.search(-beta, -alpha, moveDepth, ply+1)
					w.leave(kindPV, start)
				}
			}
			b.Undo()
			if w.stopped() {
				return 0
			}
			if score > best {
				best, bestMove = score, m
				if score > alpha {
					alpha = score
					w.updatePV(ply, m)
					if alpha >= beta {
						w.rewardCutoff(m, d, ply, moves[:i], &searched)
						break
					}
					if score >= mateBound {
						// A proven win: a faster one would not change
						// the outcome, so the other moves are not
						// searched for one (see boundOf).
						break
					}
					// Alpha rose (only at a PV node: at a null-window
					// node that is a cut-off): with a good move in
					// hand, the moves after it are searched a ply
					// shallower (as Stockfish and Rapfi do).
					if d >= alphaRiseMinDepth && d <= alphaRiseMaxDepth && !isMate(score) {
						depth -= onePly
						d = plies(depth)
					}
				}
			}
		}
		// Every listed move loses by force. A loss is claimed only when
		// every move was searched: the cells genMoves left out may hold
		// the one that holds on. A PV node searches them; a null-window
		// node returns the lowest score that is not a mate instead, since
		// proving the loss costs a search of every empty cell at every
		// such node of a threat-dense tree, and a proof the PV needs is
		// made when the move is searched again with the PV window.
		if complete || widened || best > -mateBound {
			break
		}
		if !pvNode {
			best = -maxEval
			break
		}
		moves = b.restMoves(moves[:0], &searched)
		w.moveBufs[ply] = moves[:0]
		if len(moves) == 0 {
			break
		}
		w.scoreMoves(moves, NoPos, ply)
	}

	if excluded != NoPos {
		if best == -infinity {
			return alpha // the excluded move was the only one
		}
		return best
	}
	w.sh.table.Store(b.key, tt.Entry{
		Move: int(bestMove), Score: tt.ScoreToTT(best, ply), Eval: staticEval, Depth: max(d, 0),
		Bound: boundOf(best, alphaOrig, beta), PV: ttPV,
	})
	return best
}

// quiesce settles a horizon position: a VCF for the side to move (a
// focused one, see vcfFocus) wins outright; otherwise the static
// evaluation stands. An evaluation already at or above beta fails high at
// once (stand pat): a VCF could only raise the score, so it is not looked
// for. When alpha is already a win, only a VCF short enough to beat it is
// looked for: a longer one changes nothing, and the searches for a faster
// mate that follow a proven one reach many such leaves.
func (w *worker) quiesce(alpha, beta, ply int) int {
	b := w.b
	standPat := clampEval(b.Evaluate())
	if standPat >= beta {
		return standPat
	}
	maxLen := vcfQuiescenceDepth
	if alpha >= mateBound {
		// winIn(ply+n) > alpha
		maxLen = min(maxLen, mateScore-alpha-ply-1)
	}
	if maxLen > 0 && b.FourCount(b.toMove) > 0 {
		w.focus = vcfFocus{on: true}
		n := w.vcf(maxLen)
		w.focus.on = false
		if n > 0 {
			return winIn(ply + n)
		}
	}
	return standPat
}

// updatePV makes m followed by the child's line the PV of ply.
func (w *worker) updatePV(ply int, m Pos) {
	w.pv[ply][0] = m
	n := w.pvLen[ply+1]
	copy(w.pv[ply][1:1+n], w.pv[ply+1][:n])
	w.pvLen[ply] = n + 1
}

// rewardCutoff remembers a move that refuted the node: as a killer of the
// ply and in the history table, at the expense of the moves listed before
// it that were searched (in searched; a move pruning skipped taught
// nothing). Each update moves a cell's history towards ±16384 by a share
// of the distance left (the bonus is at most 400), so the history never leaves
// that range however often the cell refutes or fails.
func (w *worker) rewardCutoff(m Pos, depth, ply int, tried []scoredMove, searched *Bitboard) {
	k := &w.killers[ply]
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	us := w.b.toMove
	bonus := int32(min(depth*depth, 400))
	h := &w.history[us]
	h[m] += bonus - h[m]*bonus/16384
	for _, t := range tried {
		if searched.Has(t.pos) { // a move skipped unsearched taught nothing
			h[t.pos] -= bonus + h[t.pos]*bonus/16384
		}
	}
}
