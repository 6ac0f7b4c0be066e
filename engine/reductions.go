package engine

import "amoba/eval"

// iirMinDepth is the shallowest node that internal iterative reduction
// (see search) takes a ply off: below it the saving is small and the
// horizon near.
const iirMinDepth = 4

// alphaRiseMinDepth and alphaRiseMaxDepth bound the depths (in plies) of
// the PV nodes where each move that raises alpha takes a ply off the
// moves after it: below the minimum little is left to take, and above
// the maximum a deep PV node keeps its depth (Rapfi's bounds).
const (
	alphaRiseMinDepth = 3
	alphaRiseMaxDepth = 11
)

// isQuiet reports whether playing p is neither a threat of ours nor a block
// of one of theirs (no three or better for either side there).
func (b *Board) isQuiet(p Pos) bool {
	us, them := b.toMove, b.toMove.Opponent()
	return b.state[p].info[us].Class < eval.ClassOpenThree && b.state[p].info[them].Class < eval.ClassOpenThree
}

// reduction returns how many plies to take off the search of the i-th move
// at depth: logarithmic in both (ln d · ln i / 1.5 with the default
// LMRDivisor), as in most modern alpha-beta engines.
func reduction(p *tunedParams, depth, i int, pvNode bool) int {
	r := int(p.lmr[min(depth, 63)][min(i, 63)])
	if pvNode {
		r--
	}
	return max(0, min(r, depth-2))
}

// lateReduction returns how many plies to take off the null-window search
// of move m, the i-th (0-based) of a node of depth d (in plies, at least
// 3, not a forced reply): moveReduction's, less a ply at a null-window
// node that was a PV node when the table last stored it (ttPV), as
// Stockfish and Rapfi do: such a node is likely to be on the PV again,
// where its moves are searched in full.
func (b *Board) lateReduction(p *tunedParams, m Pos, d, i int, pvNode, ttPV bool) int {
	r := b.moveReduction(p, m, d, i, pvNode)
	if ttPV && !pvNode && r > 0 {
		r--
	}
	return r
}

// moveReduction returns how many plies to take off the search of move m,
// the i-th (0-based) of a node of the given depth (at least 3, not a
// forced reply):
//   - a quiet move from the third on: the LMR table's reduction (one less
//     at a PV node);
//   - at a null-window node, a four of ours from the second move on: one
//     ply (the reply to it is forced and costs no depth, so a four's line
//     is deep enough a ply shorter);
//   - at a null-window node, any other threat or block from the second
//     move on: the LMR table's reduction, as a quiet move, whether or not
//     the opponent threatens: threat moves and the answers to threats are
//     most of a tactical tree's moves, and sparing them left it as wide
//     as it was.
//
// At a PV node threats and blocks are searched in full: those are the
// lines the game's threat sequences run along.
func (b *Board) moveReduction(p *tunedParams, m Pos, depth, i int, pvNode bool) int {
	class := b.state[m].info[b.toMove].Class
	switch {
	case b.isQuiet(m):
		if i >= 2 {
			return reduction(p, depth, i, pvNode)
		}
	case pvNode:
	case class.IsFour():
		if i >= 1 {
			return 1
		}
	default:
		if i >= 1 {
			return reduction(p, depth, i, false)
		}
	}
	return 0
}

// cutReduction returns the extra reduction, in depth units, of the i-th
// move m of the node at ply: the CutNodeReduction parameter (a ply and a
// half by default) at an expected cut node,
// except for its first move and its killers. A cut node's first move, or
// a move that refuted a sibling, most likely fails it high; once those
// have not, the node is probably an all node after all, or its refutation
// is a late move a shallower search still finds, as in Stockfish and
// Rapfi.
func (w *worker) cutReduction(m Pos, i, ply int, cutNode bool) int {
	if !cutNode || i == 0 {
		return 0
	}
	if k := w.killers[ply]; m == k[0] || m == k[1] {
		return 0
	}
	return w.p.CutNodeReduction
}
