package engine

import "time"

// Unset is the value of a Limits time that the manager did not give.
const Unset int64 = -1 << 62

// Time limits in milliseconds from the protocol: "unlimited" is how
// managers spell no limit in time_left.
const (
	unlimitedMillis = 2147483647
	// defaultTurnMillis is the turn time assumed when none was given.
	defaultTurnMillis = 5000
	// minReserve is the least kept back from every limit for printing the
	// move and for the process being scheduled late (see reserveFor).
	minReserve = 30 * time.Millisecond
	// maxReserve caps the reserve of long turns.
	maxReserve = 300 * time.Millisecond
	// minThink is the least a search gets, so that it finds a move at all.
	minThink = 5 * time.Millisecond
)

// timeBudget is what one search may spend: it should stop starting new
// iterations after soft, and must stop after hard (both from start).
type timeBudget struct {
	start    time.Time
	soft     time.Duration
	hard     time.Duration
	infinite bool // no time limit at all (bench, fixed depth)
}

// planTime turns the protocol's limits into a budget. emptyCells is the
// number of empty cells left, to guess how many moves the game still has;
// clockMoves (the clock_moves parameter) is the most moves a game clock is
// spread over.
//
// The turn limit (minus a reserve) is never exceeded. With a game clock,
// the move gets the time left spread over the moves still to come (at
// least eight, at most clockMoves), less minReserve for the move's
// overhead, and never more than a fifth of what is left. The share is a
// target the manager does not enforce, so the turn's reserve (up to
// 300 ms) does not come off it: it did, and under a short clock with a
// long turn (15 s a game, 5 s a move) the engine left three quarters of
// its clock unused. The soft limit is softPercent of the budget: an
// iteration that starts later would rarely finish in time. When the turn
// limit alone binds (no clock, or one with time to spare), time not spent
// on this move is lost, so the soft limit is turnSoftPercent of it
// instead: a late iteration still fills the table and may prove a better
// move (see iterate).
func planTime(lim Limits, emptyCells, clockMoves int) timeBudget {
	tb := timeBudget{start: lim.Start}
	if lim.MaxDepth > 0 && lim.TurnTime == Unset && lim.MatchTime == Unset && lim.TimeLeft == Unset {
		tb.infinite = true // a fixed-depth search with no clock at all
		return tb
	}
	turnMs := lim.TurnTime
	if turnMs == Unset || turnMs < 0 {
		turnMs = defaultTurnMillis
	}
	if turnMs == 0 {
		// timeout_turn 0: move as fast as possible
		tb.soft, tb.hard = minThink, minThink
		return tb
	}
	turn := time.Duration(turnMs) * time.Millisecond
	reserve := reserveFor(turn)
	budget := turn - reserve
	hard := budget

	// The game clock: time_left when given, else the whole match time.
	turnBound := true
	clock, left := false, time.Duration(0)
	switch {
	case lim.TimeLeft != Unset && lim.TimeLeft < unlimitedMillis:
		clock, left = true, time.Duration(max(lim.TimeLeft, 0))*time.Millisecond
	case lim.TimeLeft == Unset && lim.MatchTime > 0 && lim.MatchTime < unlimitedMillis:
		clock, left = true, time.Duration(lim.MatchTime)*time.Millisecond
	}
	if clock {
		movesToGo := max(min(emptyCells/2, clockMoves), 8)
		if share := left/time.Duration(movesToGo) - minReserve; share < budget {
			budget, turnBound = share, false
		}
		hard = min(hard, left/5-reserve, max(budget*3, budget))
	}
	budget = max(budget, minThink)
	hard = max(hard, minThink)
	soft := budget * softPercent / 100
	if turnBound {
		soft = budget * turnSoftPercent / 100
	}
	tb.soft = min(soft, hard)
	tb.hard = hard
	return tb
}

// solverBudget is the node budget of a root solver (the root VCF's,
// rootVCFBudget, and the VCT's, vctBudget): perMs nodes per
// millisecond of the soft time, fixed without a clock (so that a
// fixed-depth search stays deterministic), at most 1/share of a node limit
// (0 is none), and never below 2,000 nodes.
func solverBudget(tb timeBudget, maxNodes, perMs, fixed, share int64) int64 {
	budget := fixed
	if !tb.infinite {
		budget = tb.soft.Milliseconds() * perMs
	}
	if maxNodes > 0 {
		budget = min(budget, maxNodes/share)
	}
	return max(budget, 2_000)
}

// Root solvers' shares of the soft time, as its fraction 1/share: the
// root VCF gives up a quarter of it into the move, the VCT a tenth later,
// whatever nodes their budgets have left (see solverDeadline).
const (
	rootVCFTimeShare = 4
	rootVCTTimeShare = 10
)

// solverDeadline returns when a root solver gives up: the sum of the
// given shares of the soft time (1/share each) after the move's start, or
// never (the zero time) without a clock, so that a fixed-depth search
// stays deterministic. It does not read the clock: a reading is what a
// move at once (timeout_turn 0) can least afford.
func (tb *timeBudget) solverDeadline(shares ...int) time.Time {
	if tb.infinite {
		return time.Time{}
	}
	var d time.Duration
	for _, s := range shares {
		d += tb.soft / time.Duration(s)
	}
	return tb.start.Add(d)
}

// reserveFor is the time kept back from a turn of the given length: 10% of
// it on top of a fixed minimum, up to maxReserve. Managers measure from
// their side of a pipe (under wine, for Piskvork on Linux), and the
// process is scheduled late on a loaded machine; at 1 s turns our match
// runner saw moves 20 ms past the hard limit with 4%, and Piskvork's clock
// read up to 1,046 ms, so 1 s turns keep 130 ms, long turns 300 ms.
func reserveFor(turn time.Duration) time.Duration {
	return min(minReserve+turn/10, maxReserve)
}

// softPercent is the share of the budget after which no new iteration
// starts (scaled by the best move's stability, see softExpired).
const softPercent = 65

// turnSoftPercent is the soft limit's share of a budget that the turn
// limit alone sets.
const turnSoftPercent = 90

// hardExpired reports whether the hard limit has passed at now.
func (tb *timeBudget) hardExpired(now time.Time) bool {
	return !tb.infinite && now.Sub(tb.start) >= tb.hard
}

// softExpired reports whether a new iteration should not start at now.
// scale stretches the soft limit when the best move is unstable (>1) and
// shrinks it when it is stable (<1).
func (tb *timeBudget) softExpired(now time.Time, scale float64) bool {
	if tb.infinite {
		return false
	}
	return now.Sub(tb.start) >= min(time.Duration(float64(tb.soft)*scale), tb.hard)
}

// Watchdog returns, for a search under lim, when whoever waits for it
// should cancel it if it has not answered and when to stop waiting for it:
// half-way and three quarters into the reserve (reserveFor) of the
// manager's limit for this move, the turn or the game clock, whichever is
// shorter. Both come after the hard limit planTime sets (which keeps at
// least that reserve back from the turn, and a clock's move at most a
// fifth of it); a search that has not returned by the second time is
// stuck, and its caller answers without it. ok is false when the manager
// set no limit (no turn time and no clock).
func Watchdog(lim Limits) (cancelAt, abandonAt time.Duration, ok bool) {
	limit, ok := managerLimit(lim)
	if !ok {
		return 0, 0, false
	}
	reserve := reserveFor(limit)
	cancelAt = max(limit-reserve/2, 2*minThink)
	abandonAt = max(limit-reserve/4, cancelAt+minThink)
	return cancelAt, abandonAt, true
}

// managerLimit is the time the manager allows this move: the turn time or
// the time left on the game clock (the match time when no time_left came),
// whichever is shorter; ok is false when there is neither.
func managerLimit(lim Limits) (limit time.Duration, ok bool) {
	bound := func(ms int64) {
		d := time.Duration(max(ms, 0)) * time.Millisecond
		if !ok || d < limit {
			limit, ok = d, true
		}
	}
	if lim.TurnTime > 0 && lim.TurnTime < unlimitedMillis {
		bound(lim.TurnTime)
	}
	switch {
	case lim.TimeLeft != Unset && lim.TimeLeft < unlimitedMillis:
		bound(lim.TimeLeft)
	case lim.TimeLeft == Unset && lim.MatchTime > 0 && lim.MatchTime < unlimitedMillis:
		bound(lim.MatchTime)
	}
	return limit, ok
}
