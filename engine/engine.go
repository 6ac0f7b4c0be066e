package engine

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

	"amoba/eval"
	"amoba/tt"
)

// Limits are what a search may spend. Times are in milliseconds as the
// protocol gives them; Unset means "not given".
type Limits struct {
	// Start is when the move request was read: all time is measured from it.
	Start time.Time
	// TurnTime is the time for one move (INFO timeout_turn); 0 means move
	// as fast as possible.
	TurnTime int64
	// MatchTime is the time for the whole game (INFO timeout_match); 0 means
	// no limit.
	MatchTime int64
	// TimeLeft is the game time left (INFO time_left).
	TimeLeft int64
	// MaxDepth and MaxNodes bound the search when positive.
	MaxDepth int
	MaxNodes int64
	// MultiPV > 1 asks for that many best moves, each reported (YXNBEST).
	MultiPV int
	// Weakness handicaps the search: 0 plays at full strength, and
	// FullStrength-s plays at strength s (INFO strength s), down to the
	// weakest level at FullStrength.
	Weakness int
	// Analyse asks for a searched score even when the move is forced (the
	// block of a five, a single legal move), which play answers at once
	// with no score.
	Analyse bool
}

// Info is a progress report, sent after each completed iteration.
type Info struct {
	Depth    int
	SelDepth int
	Score    int
	Nodes    int64
	Elapsed  time.Duration
	Hashfull int
	PV       []Pos
	// Unfinished marks a line from an iteration cut short (Depth is that
	// iteration's), reported because its move is the one played.
	Unfinished bool
	// Researches is how many times the iteration's aspiration window failed
	// and the root was searched again.
	Researches int
	// Refuted is how many root moves the opponent-VCT guard has dropped so
	// far in this search: moves after which the opponent wins by threats.
	Refuted int
	// MultiPV is the 1-based rank of the line when several best moves are
	// searched (YXNBEST); 0 otherwise.
	MultiPV int
}

// Result is the outcome of a search.
type Result struct {
	Move  Pos
	Score int
	Depth int
	Nodes int64
	PV    []Pos
	// Unfinished says the move comes from an iteration the clock cut
	// short, which proved it better with an exact score.
	Unfinished bool
	// Shares says where the main thread's nodes went.
	Shares NodeShares
}

// DefaultHashBytes is the transposition table size when nothing else is
// asked for.
const DefaultHashBytes = 64 << 20

// Engine owns what survives between searches: the transposition table,
// the search threads' stacks and the settings. One search runs at a time.
type Engine struct {
	table     *tt.Table // nil until the first search or SetHashBytes
	hashBytes int
	threads   int
	workers   []*worker
	now       func() time.Time
	// rng draws the handicapped levels' choices.
	rng *rand.Rand
	// game is the board size and rule of the table's entries: keys do not
	// include them, so the table is cleared when they change.
	game [3]int
	// used says a search has stored entries since the table was made or
	// cleared (a clean table need not be cleared again: that would write
	// every page).
	used bool
	// params is the search's parameters with their tables: defaultTuned
	// until SetParams.
	params *tunedParams
}

// SetParams sets the search's parameters for the searches that follow
// (not one under way): a tuner's settings (scripts/spsa). An engine plays
// with DefaultParams until then.
func (e *Engine) SetParams(p Params) {
	if p == defaultTuned.Params {
		e.params = defaultTuned // the tables are built once for the defaults
		return
	}
	e.params = newTunedParams(p)
}

// Params returns the search's parameters.
func (e *Engine) Params() Params { return e.params.Params }

// New returns an engine whose table will have hashBytes bytes, with one
// thread. The table is allocated on first use, so that a manager's
// max_memory can size it before any memory is spent.
func New(hashBytes int) *Engine {
	seed := uint64(time.Now().UnixNano())
	return &Engine{hashBytes: hashBytes, threads: 1, now: time.Now, rng: rand.New(rand.NewPCG(seed, seed>>32|1)), params: defaultTuned}
}

// SetSeed makes the handicapped levels' choices repeatable.
func (e *Engine) SetSeed(seed uint64) { e.rng = rand.New(rand.NewPCG(seed, 1)) }

// SetHashBytes sets the transposition table's size and makes the table
// now, at that size, if it is not made yet or has another size (empty
// either way): a manager's memory budget arrives before the first move,
// and the table is then ready for it.
func (e *Engine) SetHashBytes(n int) {
	if n == e.hashBytes && e.table != nil {
		return
	}
	e.hashBytes = n
	e.makeTable()
}

// tableFor returns the table, making it on first use.
func (e *Engine) tableFor() *tt.Table {
	if e.table == nil {
		e.makeTable()
	}
	return e.table
}

// makeTable makes the table (again) at hashBytes, empty, with its memory
// mapped in the background (see tt.Table.Prefault).
func (e *Engine) makeTable() {
	if e.table == nil {
		e.table = tt.New(e.hashBytes)
	} else {
		e.table.Resize(e.hashBytes)
	}
	e.table.Prefault()
	e.used = false
}

// Prepare readies the engine for a game on a width×height board under rule
// r before a move is asked for, so that the first move's time goes to its
// search: the rule's pattern tables are built (tens of milliseconds), a
// table holding another game's entries is cleared, and the search threads
// are made and warmed (see warmUp). It does not make the table:
// SetHashBytes does, once the manager has said how much memory there is
// (or the first search, if it never says).
func (e *Engine) Prepare(width, height int, r eval.Rule) {
	if e.table != nil {
		e.forGame(width, height, r)
	}
	eval.ForRule(r)
	e.warmUp(width, height, r)
}

// warmUp readies the search threads for a game before its first move:
// each holds a board copy, stacks and solver tables, a few megabytes that
// the first search would otherwise allocate and then write for the first
// time, which maps their pages (with building the position, 16-21 ms
// before the first iteration on a quiet machine, 41-59 ms beside two busy
// loops; 2-5 and 10-24 ms once warmed). Each thread the search will use is
// reset for the game now, which writes them all, and the garbage of the
// set-up is collected now rather than by a cycle that would start during
// the first search.
func (e *Engine) warmUp(width, height int, r eval.Rule) {
	e.readyWorkers()
	if b, err := NewBoard(width, height, r); err == nil {
		for _, w := range e.workers[:e.threads] {
			w.reset(b, nil)
		}
	}
	runtime.GC()
}

// readyWorkers makes the search threads that are missing.
func (e *Engine) readyWorkers() {
	for len(e.workers) < e.threads {
		e.workers = append(e.workers, newWorker(len(e.workers)))
	}
}

// forGame returns the table for a game of that size and rule (making it
// if need be), cleared if it holds entries of another.
func (e *Engine) forGame(width, height int, r eval.Rule) *tt.Table {
	table := e.tableFor()
	if game := [3]int{width, height, int(r)}; game != e.game {
		if e.used {
			table.Clear()
			e.used = false
		}
		e.game = game
	}
	return table
}

// Release returns the table's memory when a session has ended, telling its
// background writer (the memory still being mapped, see tt.Table.Prefault)
// to stop without waiting for it: in a process that runs session after
// session (the tests, a program embedding the engine) the old tables would
// otherwise hold their memory until the collector finds them unreachable,
// and their writers would compete for the CPU with the next search. The
// engine stays usable: the next SetHashBytes, Prepare or Think makes a new
// table.
func (e *Engine) Release() {
	if e.table != nil {
		e.table.Free()
		e.table = nil
		e.used = false
	}
}

// SetThreads sets the number of search threads (at least one).
func (e *Engine) SetThreads(n int) { e.threads = max(1, n) }

// ClearHash empties the transposition table.
func (e *Engine) ClearHash() {
	if e.table != nil && e.used {
		e.table.Clear()
		e.used = false
	}
}

// workersFor returns the engine's search threads, set up for board b: they
// are made once and reused, so a search allocates next to nothing.
func (e *Engine) workersFor(b *Board, sh *shared) []*worker {
	e.readyWorkers()
	ws := e.workers[:e.threads]
	for _, w := range ws {
		w.reset(b, sh)
		w.p = e.params
	}
	return ws
}

// Think chooses a move for the side to move on b. It returns when the
// limits are spent or ctx is cancelled, always with a legal move unless the
// board is full (then Move is NoPos). b is not modified. report, if not nil,
// is called after every completed iteration.
func (e *Engine) Think(ctx context.Context, b *Board, lim Limits, report func(Info)) Result {
	start := lim.Start
	if start.IsZero() {
		start = e.now()
		lim.Start = start
	}
	if b.IsFull() {
		return Result{Move: NoPos}
	}
	// Every answer is reported, and the last report names the move played
	// first in its line: a reader of the reports sees the move's reason.
	lastReported := NoPos
	if report != nil {
		user := report
		report = func(info Info) {
			if len(info.PV) > 0 {
				lastReported = info.PV[0]
			}
			user(info)
		}
	}
	if p, score, ok := forcedMove(b); ok && (!lim.Analyse || score != 0) {
		res := Result{Move: p, Score: score, PV: []Pos{p}}
		if report != nil {
			report(Info{Score: score, Elapsed: e.now().Sub(start), PV: res.PV})
		}
		return res
	}
	table := e.forGame(b.width, b.height, b.rule)
	e.used = true
	table.NewSearch()
	sh := &shared{
		table:    table,
		budget:   planTime(lim, b.width*b.height-b.numMoves, e.params.ClockMoves),
		maxNodes: lim.MaxNodes,
		now:      e.now,
	}
	stopWatch := context.AfterFunc(ctx, func() { sh.stop.Store(true) })
	defer stopWatch()
	if ctx.Err() != nil {
		// AfterFunc would raise the flag from another goroutine, later
		sh.stop.Store(true)
	}

	workers := e.workersFor(b, sh)
	main := workers[0]
	totalNodes := func() int64 {
		n := main.nodes
		for _, w := range workers[1:] {
			n += w.public.Load()
		}
		return n
	}

	// rootSolvers is the main thread's node count when the root solvers
	// are done (-1 until then).
	rootSolvers := int64(-1)
	// finish counts the nodes, makes sure the move is legal and that the
	// last report names it.
	finish := func(best Result, ranks int) Result {
		best.Nodes = main.nodes
		for _, w := range workers[1:] {
			best.Nodes += w.nodes
		}
		if best.Move == NoPos || !b.IsLegal(best.Move) {
			best = Result{Move: QuickMove(b), Nodes: best.Nodes}
		}
		if rootSolvers < 0 {
			rootSolvers = main.nodes
		}
		best.Shares = main.shares(rootSolvers)
		if len(best.PV) == 0 || best.PV[0] != best.Move {
			best.PV = []Pos{best.Move}
		}
		if report != nil && (lastReported != best.Move || ranks > 1) {
			info := Info{Depth: best.Depth, Score: best.Score, Nodes: best.Nodes, Elapsed: e.now().Sub(start),
				Hashfull: table.Hashfull(), PV: append([]Pos(nil), best.PV...), Unfinished: best.Unfinished}
			if ranks > 1 {
				info.MultiPV = 1 // the best line again, last, since it is the one played
			}
			report(info)
		}
		return best
	}

	if lim.Weakness > 0 {
		lv := levelFor(FullStrength - lim.Weakness)
		if sh.maxNodes <= 0 || lv.nodes < sh.maxNodes {
			sh.maxNodes = lv.nodes
		}
		if lim.MaxDepth > 0 {
			lv.depth = min(lv.depth, lim.MaxDepth)
		}
		done := func(depth, score int, pv []Pos, unfinished bool) {
			if report != nil {
				report(Info{Depth: depth, SelDepth: main.selDepth, Score: score, Nodes: main.nodes,
					Elapsed: e.now().Sub(start), Hashfull: table.Hashfull(), PV: append([]Pos(nil), pv...)})
			}
		}
		rootSolvers = 0 // a weaker player's search has no root solvers
		return finish(main.playWeakly(lv, e.rng, done), 1)
	}

	// A win proven by a solver needs no search: its first move, with the
	// win's length in plies.
	solved := func(p Pos, n int) Result {
		res := Result{Move: p, Score: winIn(n), Depth: n, Nodes: main.nodes, PV: []Pos{p}, Shares: main.shares(main.nodes)}
		if report != nil {
			report(Info{Depth: n, SelDepth: n, Score: res.Score, Nodes: res.Nodes, Elapsed: e.now().Sub(start), PV: res.PV})
		}
		return res
	}
	// A VCF at the root wins at once; a VCT (threats of fours and free
	// threes) found on a small budget wins as surely, if more slowly. Each
	// has a node budget and a deadline, whichever comes first: a node
	// budget alone is a time only at the node rate it assumes, and in
	// positions full of fours, on a loaded machine, the solvers took a
	// whole 0.3 s turn twice in session 56's games (their budgets are
	// 58,000 nodes there), and the move was played unsearched.
	main.startSolver(sh.budget.solverDeadline(rootVCFTimeShare))
	if p, n := main.vcfRoot(rootVCFDepthMax, rootVCFBudget(sh.budget, sh.maxNodes)); p != NoPos {
		return solved(p, n)
	}
	main.startSolver(sh.budget.solverDeadline(rootVCFTimeShare, rootVCTTimeShare))
	if p, n := main.vctRoot(rootVCTDepthMax, vctBudget(sh.budget, sh.maxNodes)); p != NoPos {
		return solved(p, n)
	}
	main.startSolver(time.Time{})
	rootSolvers = main.nodes

	maxDepth := maxPly - 8
	if lim.MaxDepth > 0 {
		maxDepth = min(lim.MaxDepth, maxDepth)
	}
	ranks := max(lim.MultiPV, 1)
	// No move yet: when the root has no moves at all (nothing stops the
	// opponent's threats), finish plays QuickMove, not the zero Pos (0,0).
	best := Result{Move: NoPos}
	var excluded []Pos
	for rank := 1; rank <= ranks; rank++ {
		moves := main.rootMoves(excluded)
		if len(moves) == 0 {
			break
		}
		if len(moves) == 1 && ranks == 1 && !lim.Analyse {
			best = Result{Move: moves[0].pos, PV: []Pos{moves[0].pos}}
			break
		}
		done := func(depth, score int, pv []Pos, unfinished bool) {
			if report == nil {
				return
			}
			info := Info{Depth: depth, SelDepth: main.selDepth, Score: score, Nodes: totalNodes(),
				Elapsed: e.now().Sub(start), Hashfull: table.Hashfull(), PV: append([]Pos(nil), pv...),
				Unfinished: unfinished, Researches: main.researches, Refuted: main.refuted}
			if ranks > 1 {
				info.MultiPV = rank
			}
			report(info)
		}
		res := e.runThreads(workers, moves, maxDepth, done)
		if rank == 1 {
			best = res
		}
		excluded = append(excluded, res.Move)
		if sh.stop.Load() {
			break
		}
	}
	return finish(best, ranks)
}

// runThreads runs iterative deepening on every worker (Lazy SMP: the
// helpers fill the shared table, the main thread's result is the answer)
// and stops the helpers when the main thread is done.
func (e *Engine) runThreads(workers []*worker, moves []rootMove, maxDepth int, done func(int, int, []Pos, bool)) Result {
	var wg sync.WaitGroup
	helperStop := make(chan struct{})
	for _, w := range workers[1:] {
		// each helper orders its own copy of the root moves
		own := append([]rootMove(nil), moves...)
		wg.Add(1)
		go func(w *worker) {
			defer wg.Done()
			w.iterateUntil(own, maxDepth, helperStop)
		}(w)
	}
	res := workers[0].iterate(moves, maxDepth, done)
	close(helperStop)
	if len(workers) > 1 {
		// the helpers share the stop flag; raise it only now that the
		// main thread has its answer, then lower it for a further rank
		stopped := workers[0].sh.stop.Swap(true)
		wg.Wait()
		workers[0].sh.stop.Store(stopped)
	}
	return res
}
