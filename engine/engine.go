package engine

import (
	"context"
	"time"

	"amoba/tt"
)

// Limits are what a search may spend. Times are in milliseconds as the
// protocol gives them; a negative value means "not given".
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
}

// DefaultHashBytes is the transposition table size when nothing else is
// asked for.
const DefaultHashBytes = 64 << 20

// Engine owns what survives between searches: the transposition table and
// the settings. One search runs at a time.
type Engine struct {
	table   *tt.Table
	threads int
	now     func() time.Time
}

// New returns an engine with a table of hashBytes bytes and one thread.
func New(hashBytes int) *Engine {
	return &Engine{table: tt.New(hashBytes), threads: 1, now: time.Now}
}

// SetHashBytes resizes the transposition table (clearing it).
func (e *Engine) SetHashBytes(n int) {
	if n != e.table.Bytes() {
		e.table.Resize(n)
	}
}

// HashBytes returns the table's size in bytes.
func (e *Engine) HashBytes() int { return e.table.Bytes() }

// SetThreads sets the number of search threads (at least one).
func (e *Engine) SetThreads(n int) { e.threads = max(1, n) }

// ClearHash empties the transposition table.
func (e *Engine) ClearHash() { e.table.Clear() }

// Think chooses a move for the side to move on b. It returns when the
// limits are spent or ctx is cancelled, always with a legal move unless the
// board is full (then Move is NoPos). b is not modified.
func (e *Engine) Think(ctx context.Context, b *Board, lim Limits, report func(Info)) Result {
	return Result{Move: QuickMove(b)}
}
