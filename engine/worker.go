package engine

import (
	"sync/atomic"
	"time"

	"amoba/tt"
)

// shared is what the threads of one search share.
type shared struct {
	table    *tt.Table
	stop     atomic.Bool
	budget   timeBudget
	maxNodes int64
	now      func() time.Time
}

// worker is one search thread with its own board and stacks. Nothing in it
// is allocated per node.
type worker struct {
	id int
	b  *Board
	sh *shared
	// p is the search's parameters (the engine's, see Engine.SetParams).
	p      *tunedParams
	nodes  int64
	public atomic.Int64 // nodes, published every few thousand for reports

	selDepth int
	// account is where the nodes went (see NodeShares).
	account nodeAccount
	// researches counts the aspiration windows of the current iteration
	// that failed and were searched again.
	researches int
	// refuted counts the root moves the opponent-VCT guard dropped in
	// this search.
	refuted int
	killers [maxPly + 1][2]Pos
	// cutNode[ply] says the null-window node at ply is expected to fail
	// high (a cut node): its parent sets it before the call, the opposite
	// of its own expectation (a PV node's null-window children are cut
	// nodes). A PV-window node ignores it.
	cutNode [maxPly + 1]bool
	// excluded[ply] is the move a singular test leaves out of its node's
	// search (NoPos when none); rootDepth is the iteration's depth.
	excluded  [maxPly + 1]Pos
	rootDepth int
	// evalStack is the static evaluation of each ply's node on the
	// current line (the root's too), for "improving".
	evalStack [maxPly + 1]int
	history   [2][MaxCells]int32
	pv        [maxPly + 1][maxPly + 1]Pos
	pvLen     [maxPly + 1]int
	moveBufs  [maxPly + 1][]scoredMove
	fourBufs  [maxPly + 1][]Pos // per VCF depth: the four moves to try
	vcfCache  []vcfEntry
	focus     vcfFocus // narrows the horizon's VCF (see quiesce)
	// pnTable is the VCT's proof-number table, made with the main thread
	// (the only one that runs the root VCT, the guard and the weaker
	// levels' VCT; helpers have none) and kept from one search to the next while the board
	// size and rule stay (pnGame): a proof is a proof in any later
	// position that reaches the same stones, and proof numbers gathered on
	// one turn guide the next.
	pnTable []pnEntry
	pnGame  [3]int
	// pnSalt is mixed into the table's keys for the attacker of the VCT
	// under way (see pnSaltWhiteAttacks).
	pnSalt  uint64
	threats []threat // the opponent's threats at the node being generated
	// rootComplete says the root moves hold every move that can change the
	// outcome; rootExcluded are the moves YXNBEST already ranked.
	rootComplete bool
	rootExcluded []Pos
	// exact is the best exact root score of the iteration under way.
	exact exactLine
	// vctNodeLimit stops a VCT search once the node count passes it, and
	// vcfNodeLimit a root VCF (see vcfRoot).
	vctNodeLimit int64
	vcfNodeLimit int64
	// solverDeadline, when set, is the time past which the root's solvers
	// give up whatever their node budgets (see solverTimeUp); countNode
	// reads it with the clock and sets solverTimeUp.
	solverDeadline time.Time
	// solverTimeUp says the solvers' deadline has passed: a VCF or VCT
	// under way gives up (and caches nothing, as for its node budget).
	solverTimeUp bool
	// pnBufs are the VCT's move lists, one per ply; vctDefences is where
	// the exact defences are generated before they are copied there.
	pnBufs      [rootVCTDepthMax + 2][]pnChild
	vctDefences []scoredMove
}

func newWorker(id int) *worker {
	w := &worker{id: id, b: &Board{}, vcfCache: make([]vcfEntry, vcfCacheSize),
		threats:     make([]threat, 0, maxThreats),
		vctDefences: make([]scoredMove, 0, 64), p: defaultTuned, vcfNodeLimit: noNodeLimit}
	if id == 0 {
		w.pnTable = make([]pnEntry, 1<<pnTableBits) // the main thread's VCT and guard
	}
	for i := range w.moveBufs {
		w.moveBufs[i] = make([]scoredMove, 0, 64)
		w.fourBufs[i] = make([]Pos, 0, 16)
	}
	return w
}

// reset prepares the worker for a search of b: its own copy of the board,
// fresh killers and node count, the history of earlier searches scaled
// down, an empty VCF cache, and the VCT table emptied if the board size or
// rule changed.
func (w *worker) reset(b *Board, sh *shared) {
	*w.b = *b
	w.sh = sh
	w.nodes = 0
	w.account = nodeAccount{}
	w.vctNodeLimit = noNodeLimit
	w.vcfNodeLimit = noNodeLimit
	w.startSolver(time.Time{})
	w.public.Store(0)
	w.refuted = 0
	w.selDepth = 0
	for i := range w.killers {
		w.killers[i] = [2]Pos{NoPos, NoPos}
		w.excluded[i] = NoPos
		w.cutNode[i] = false
	}
	for c := range w.history {
		for p := range w.history[c] {
			w.history[c][p] /= 4
		}
	}
	clear(w.vcfCache)
	if game := [3]int{b.width, b.height, int(b.rule)}; game != w.pnGame {
		clear(w.pnTable)
		w.pnGame = game
	}
}

// startSolver sets the deadline of the root solver about to run (the zero
// time: none) and clears the previous one's verdict.
func (w *worker) startSolver(deadline time.Time) {
	w.solverDeadline, w.solverTimeUp = deadline, false
}

// nodeCheckInterval is how often (in nodes) the main thread looks at the
// clock: under a millisecond of search, and under 2 ms of the slower VCT
// nodes, which is as far as a move may overrun its hard limit.
const nodeCheckInterval = 256

// countNode counts a node and reports whether the search must stop.
func (w *worker) countNode() bool {
	w.nodes++
	if w.nodes&(nodeCheckInterval-1) == 0 {
		w.public.Store(w.nodes)
		if w.id == 0 {
			sh := w.sh
			now := sh.now()
			if sh.budget.hardExpired(now) || (sh.maxNodes > 0 && w.nodes >= sh.maxNodes) {
				sh.stop.Store(true)
			}
			if !w.solverDeadline.IsZero() && !now.Before(w.solverDeadline) {
				w.solverTimeUp = true
			}
		}
	}
	return w.sh.stop.Load()
}

// stopped reports whether the search has been told to stop.
func (w *worker) stopped() bool { return w.sh.stop.Load() }

// iterateUntil runs a helper thread's iterative deepening until the search
// stops or quit is closed.
func (w *worker) iterateUntil(moves []rootMove, maxDepth int, quit <-chan struct{}) {
	for depth := 1 + w.id%2; depth <= maxDepth; depth++ {
		select {
		case <-quit:
			return
		default:
		}
		if _, completed := w.aspiration(moves, depth, moves[0].score); !completed {
			return
		}
	}
}
