package protocol

import (
	"context"
	"sync"
	"time"

	"amoba/engine"
	"amoba/eval"
)

// fakeSearcher is a Searcher whose Think is scripted by the test; it
// records what the session asked of it.
type fakeSearcher struct {
	// think is the behaviour; nil means engine.QuickMove at once.
	think func(ctx context.Context, b *engine.Board, lim engine.Limits, report func(engine.Info)) engine.Result
	// thinking receives a value when a search starts (if not nil and not
	// full).
	thinking chan struct{}

	mu        sync.Mutex
	calls     []thinkCall
	hashBytes []int
	threads   []int
	clears    int
	released  int
	prepared  []thinkCall // the games Prepare was told of (size and rule)
}

// thinkCall is what one Think call was given.
type thinkCall struct {
	lim    engine.Limits
	rule   eval.Rule
	toMove eval.Color
	stones int
	width  int
	height int
	moves  []engine.Pos
}

func (f *fakeSearcher) Think(ctx context.Context, b *engine.Board, lim engine.Limits, report func(engine.Info)) engine.Result {
	f.mu.Lock()
	f.calls = append(f.calls, thinkCall{
		lim: lim, rule: b.Rule(), toMove: b.ToMove(), stones: b.NumStones(),
		width: b.Width(), height: b.Height(), moves: b.Moves(),
	})
	f.mu.Unlock()
	if f.thinking != nil {
		select {
		case f.thinking <- struct{}{}:
		default:
		}
	}
	if f.think != nil {
		return f.think(ctx, b, lim, report)
	}
	return engine.Result{Move: engine.QuickMove(b)}
}

func (f *fakeSearcher) Prepare(width, height int, rule eval.Rule) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.prepared = append(f.prepared, thinkCall{width: width, height: height, rule: rule})
}

func (f *fakeSearcher) SetHashBytes(n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.hashBytes = append(f.hashBytes, n)
}

func (f *fakeSearcher) SetThreads(n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.threads = append(f.threads, n)
}

func (f *fakeSearcher) Release() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.released++
}

func (f *fakeSearcher) ClearHash() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.clears++
}

// recorded returns a copy of the calls so far.
func (f *fakeSearcher) recorded() []thinkCall {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]thinkCall(nil), f.calls...)
}

// blockingThink thinks until it is stopped, then answers the quick move:
// it makes the timing of YXSTOP and END deterministic.
func blockingThink(ctx context.Context, b *engine.Board, _ engine.Limits, _ func(engine.Info)) engine.Result {
	<-ctx.Done()
	return engine.Result{Move: engine.QuickMove(b)}
}

// newBlocking returns a fake that thinks until it is stopped.
func newBlocking() *fakeSearcher {
	return &fakeSearcher{think: blockingThink, thinking: make(chan struct{}, 16)}
}

// reportingThink reports two iterations, then answers the quick move.
func reportingThink(_ context.Context, b *engine.Board, _ engine.Limits, report func(engine.Info)) engine.Result {
	p := engine.QuickMove(b)
	report(engine.Info{Depth: 1, SelDepth: 3, Score: 12, Nodes: 500, Elapsed: time.Millisecond, PV: []engine.Pos{p}})
	report(engine.Info{Depth: 2, SelDepth: 4, Score: -7, Nodes: 1500, Elapsed: 2 * time.Millisecond, PV: []engine.Pos{p, engine.MakePos(0, 0)}})
	return engine.Result{Move: p}
}
