package engine

import (
	"fmt"
	"io"
)

// NodeShares says where a search's nodes went: how many of the main
// thread's nodes were searched inside each kind of search or re-search.
// The kinds nest (a re-search reaches the horizon, a singular test holds
// re-searches), so each is counted on its own and the shares add up to
// more than the whole; a kind nested in itself (a re-search inside a
// re-search) is counted once, at its outermost call, so that no share
// passes the whole.
type NodeShares struct {
	// Nodes is the main thread's node count, the whole the others are
	// shares of.
	Nodes int64
	// RootSolvers is what the root VCF and VCT spent before the first
	// iteration (all of a search they end with a win); Guard what the
	// opponent-VCT guard spent after each completed iteration.
	RootSolvers, Guard int64
	// Aspiration is what the root's searches after a failed aspiration
	// window spent.
	Aspiration int64
	// Reduced is what the full-depth searches of reduced moves that failed
	// high spent; PV what the PV-window searches of moves that beat alpha
	// in a null window spent.
	Reduced, PV int64
	// Singular is what the singular tests spent.
	Singular int64
	// Horizon is what the quiescence at depth zero spent, Razoring what
	// the quiescence of razored nodes spent: the nodes of their VCF
	// searches, not the search's node that calls them.
	Horizon, Razoring int64
}

// nodeKind indexes the worker's accounting of one kind of NodeShares.
type nodeKind int

const (
	kindAspiration nodeKind = iota
	kindReduced
	kindPV
	kindSingular
	kindHorizon
	kindRazoring
	kindGuard
	numNodeKinds
)

// nodeAccount is a worker's running NodeShares: the nodes of each kind and
// how deep the search is inside calls of that kind.
type nodeAccount struct {
	nodes [numNodeKinds]int64
	depth [numNodeKinds]int32
}

// enter marks the start of a call of kind k and returns the node count to
// pass to leave.
func (w *worker) enter(k nodeKind) int64 {
	w.account.depth[k]++
	return w.nodes
}

// leave marks the end of a call of kind k that began at node count start;
// only an outermost call adds its nodes.
func (w *worker) leave(k nodeKind, start int64) {
	w.account.depth[k]--
	if w.account.depth[k] == 0 {
		w.account.nodes[k] += w.nodes - start
	}
}

// shares returns the worker's NodeShares, given the nodes its root
// solvers spent.
func (w *worker) shares(rootSolvers int64) NodeShares {
	a := &w.account.nodes
	return NodeShares{
		Nodes: w.nodes, RootSolvers: rootSolvers, Guard: a[kindGuard],
		Aspiration: a[kindAspiration], Reduced: a[kindReduced], PV: a[kindPV],
		Singular: a[kindSingular], Horizon: a[kindHorizon], Razoring: a[kindRazoring],
	}
}

// Add adds o's counts to s, to sum the shares of several searches.
func (s *NodeShares) Add(o NodeShares) {
	s.Nodes += o.Nodes
	s.RootSolvers += o.RootSolvers
	s.Guard += o.Guard
	s.Aspiration += o.Aspiration
	s.Reduced += o.Reduced
	s.PV += o.PV
	s.Singular += o.Singular
	s.Horizon += o.Horizon
	s.Razoring += o.Razoring
}

// Print writes the shares as percentages of the nodes, one line.
func (s NodeShares) Print(out io.Writer) {
	pct := func(n int64) float64 { return 100 * float64(n) / float64(max(s.Nodes, 1)) }
	fmt.Fprintf(out, "Node shares (%%) : root solvers %.1f, guard %.1f, aspiration re-searches %.1f, "+
		"reduced re-searches %.1f, PV re-searches %.1f, singular tests %.1f, horizon %.1f, razoring %.1f\n",
		pct(s.RootSolvers), pct(s.Guard), pct(s.Aspiration), pct(s.Reduced), pct(s.PV),
		pct(s.Singular), pct(s.Horizon), pct(s.Razoring))
}
