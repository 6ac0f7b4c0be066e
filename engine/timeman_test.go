package engine

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// planDefault is planTime with the default clock_moves parameter.
func planDefault(lim Limits, emptyCells int) timeBudget {
	return planTime(lim, emptyCells, DefaultParams().ClockMoves)
}

func TestPlanTimeTurnOnly(t *testing.T) {
	tb := planDefault(Limits{Start: t0, TurnTime: 5000, MatchTime: 0, TimeLeft: Unset}, 200)
	assert.Equal(t, 5000*time.Millisecond-reserveFor(5*time.Second), tb.hard)
	assert.Equal(t, 300*time.Millisecond, reserveFor(5*time.Second))
	assert.Equal(t, 130*time.Millisecond, reserveFor(time.Second))
	assert.Less(t, tb.soft, tb.hard)
	assert.False(t, tb.hardExpired(t0.Add(4699*time.Millisecond)))
	assert.True(t, tb.hardExpired(t0.Add(4700*time.Millisecond)))
}

func TestPlanTimeNeverExceedsTurnOrLeft(t *testing.T) {
	for _, lim := range []Limits{
		{TurnTime: 500, MatchTime: 20000, TimeLeft: 20000},
		{TurnTime: 30000, MatchTime: 180000, TimeLeft: 1000},
		{TurnTime: 300000, MatchTime: 1000000, TimeLeft: 900000},
		{TurnTime: 5000, MatchTime: 120000, TimeLeft: -50},
		{TurnTime: 5000, MatchTime: 120000, TimeLeft: 0},
		{TurnTime: -1, MatchTime: 0, TimeLeft: Unset},
		{TurnTime: 2147483647, MatchTime: 0, TimeLeft: 2147483647},
		{TurnTime: 100, MatchTime: 0, TimeLeft: 2147483647},
	} {
		lim.Start = t0
		tb := planDefault(lim, 200)
		assert.False(t, tb.infinite)
		assert.Greater(t, tb.hard, time.Duration(0))
		if lim.TurnTime > 0 && lim.TurnTime < unlimitedMillis {
			turn := time.Duration(lim.TurnTime) * time.Millisecond
			assert.LessOrEqual(t, tb.hard, max(turn-reserveFor(turn), minThink), "%+v", lim)
		}
		if lim.TimeLeft > 0 && lim.TimeLeft < unlimitedMillis {
			assert.LessOrEqual(t, tb.hard, max(time.Duration(lim.TimeLeft)*time.Millisecond/5, minThink), "%+v", lim)
		}
		assert.LessOrEqual(t, tb.soft, tb.hard, "%+v", lim)
		assert.GreaterOrEqual(t, tb.hard, minThink, "%+v", lim)
	}
}

func TestPlanTimeSpreadsTheGameClock(t *testing.T) {
	tb := planDefault(Limits{Start: t0, TurnTime: 30000, MatchTime: 180000, TimeLeft: 180000}, 200)
	// 180 s over 24 moves to go
	want := (180*time.Second/24 - minReserve) * softPercent / 100
	assert.InDelta(t, float64(want), float64(tb.soft), float64(time.Millisecond))
	assert.LessOrEqual(t, tb.hard, 30*time.Second)
}

// TestPlanTimeUsesTheWholeTurn: with only a turn limit (or a clock with
// time to spare) the soft limit is a larger share of the budget than when
// the clock sets it.
func TestPlanTimeUsesTheWholeTurn(t *testing.T) {
	turn := 1000 * time.Millisecond
	budget := turn - reserveFor(turn)
	alone := planDefault(Limits{Start: t0, TurnTime: 1000, MatchTime: 0, TimeLeft: Unset}, 200)
	assert.Equal(t, budget*turnSoftPercent/100, alone.soft)
	ample := planDefault(Limits{Start: t0, TurnTime: 1000, MatchTime: 1000000, TimeLeft: 1000000}, 200)
	assert.Equal(t, alone.soft, ample.soft)
	tight := planDefault(Limits{Start: t0, TurnTime: 1000, MatchTime: 100000, TimeLeft: 12000}, 200)
	assert.Equal(t, (12*time.Second/24-minReserve)*softPercent/100, tight.soft)
}

func TestPlanTimeZeroTurnIsFast(t *testing.T) {
	tb := planDefault(Limits{Start: t0, TurnTime: 0, MatchTime: 0, TimeLeft: Unset}, 200)
	assert.Equal(t, minThink, tb.hard)
}

func TestPlanTimeFixedDepthIsUnlimited(t *testing.T) {
	tb := planDefault(Limits{Start: t0, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset, MaxDepth: 6}, 200)
	assert.True(t, tb.infinite)
	assert.False(t, tb.hardExpired(t0.Add(time.Hour)))
	assert.False(t, tb.softExpired(t0.Add(time.Hour), 1))
}

// TestSoftLimitScales: the soft limit shrinks and stretches with the
// scale, within the hard limit (a budget the game clock sets, so that the
// soft limit leaves room to stretch).
func TestSoftLimitScales(t *testing.T) {
	tb := planDefault(Limits{Start: t0, TurnTime: 10000, MatchTime: 100000, TimeLeft: 100000}, 200)
	assert.Less(t, tb.soft*3/2, tb.hard)
	at := t0.Add(tb.soft * 3 / 4)
	assert.False(t, tb.softExpired(at, 1.0))
	assert.True(t, tb.softExpired(at, 0.5))
	assert.False(t, tb.softExpired(t0.Add(tb.soft*5/4), 1.5))
}

// TestWatchdogComesAfterTheHardLimit: the watchdog cancels a search only
// after its own hard limit has passed and gives up on it before the
// manager's limit, and it is off when the manager set no limit.
func TestWatchdogComesAfterTheHardLimit(t *testing.T) {
	for _, lim := range []Limits{
		{TurnTime: 50, TimeLeft: Unset},
		{TurnTime: 1000, MatchTime: 50000, TimeLeft: 50000},
		{TurnTime: 500, MatchTime: 20000, TimeLeft: 20000},
		{TurnTime: 30000, MatchTime: 180000, TimeLeft: 1000},
		{TurnTime: 5000, MatchTime: 120000, TimeLeft: 0},
		{TurnTime: 5000, MatchTime: 120000, TimeLeft: -50},
		{TurnTime: 0, MatchTime: 60000, TimeLeft: Unset},
		{TurnTime: 100, MatchTime: 0, TimeLeft: 2147483647},
	} {
		lim.Start = t0
		cancelAt, abandonAt, ok := Watchdog(lim)
		if !assert.True(t, ok, "%+v", lim) {
			continue
		}
		tb := planDefault(lim, 200)
		assert.LessOrEqual(t, tb.hard, cancelAt, "%+v", lim)
		assert.Less(t, cancelAt, abandonAt, "%+v", lim)
		limit, _ := managerLimit(lim)
		if limit >= 50*time.Millisecond {
			assert.Less(t, abandonAt, limit, "%+v", lim)
		}
	}
	cancelAt, abandonAt, _ := Watchdog(Limits{TurnTime: 1000, TimeLeft: Unset})
	assert.Equal(t, 935*time.Millisecond, cancelAt)
	assert.Equal(t, 967500*time.Microsecond, abandonAt)
	for _, lim := range []Limits{
		{TurnTime: 0, MatchTime: 0, TimeLeft: Unset},
		{TurnTime: Unset, MatchTime: 0, TimeLeft: 2147483647},
		{TurnTime: 2147483647, MatchTime: 0, TimeLeft: Unset},
	} {
		_, _, ok := Watchdog(lim)
		assert.False(t, ok, "%+v", lim)
	}
}

// TestPlanTimeClockMoves: the clock_moves parameter bounds how many moves
// the time left is spread over, and the empty cells still bound it below
// (a nearly full board expects few moves, but never fewer than eight).
func TestPlanTimeClockMoves(t *testing.T) {
	lim := Limits{Start: t0, TurnTime: 30000, MatchTime: 180000, TimeLeft: 120000}
	for _, moves := range []int{8, 12, 24, 40} {
		tb := planTime(lim, 200, moves)
		want := (120*time.Second/time.Duration(moves) - minReserve) * softPercent / 100
		assert.InDelta(t, float64(want), float64(tb.soft), float64(time.Millisecond), "clock_moves %d", moves)
	}
	// 20 empty cells expect 10 moves whatever clock_moves allows
	assert.Equal(t, planTime(lim, 20, 10).soft, planTime(lim, 20, 24).soft)
	// below eight moves the parameter does not go
	assert.Equal(t, planTime(lim, 200, 8).soft, planTime(lim, 200, 3).soft)
}
