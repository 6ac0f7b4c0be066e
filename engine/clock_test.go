package engine

import (
	"context"
	"testing"
	"time"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// virtualClock moves on by step at every reading, so a search's time is a
// count of its clock readings: the same on any machine, however loaded.
type virtualClock struct {
	t    time.Time
	step time.Duration
}

func (c *virtualClock) now() time.Time {
	c.t = c.t.Add(c.step)
	return c.t
}

// TestThinkKeepsToTheClock: on a clock that only moves when read, every
// search returns before the turn time or the game time left is spent, at
// full strength and at a handicapped level, with the Gomocup turn and game
// limits, a turn of 0 (move at once), a nearly spent game clock and an
// overdrawn one. (The wall-clock guarantee, with a real manager's overhead,
// is scripts/timecheck.sh's.)
func TestThinkKeepsToTheClock(t *testing.T) {
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for _, p := range []Pos{MakePos(7, 7), MakePos(8, 8), MakePos(8, 6), MakePos(6, 6), MakePos(9, 5)} {
		b.Play(p)
	}
	cases := []struct {
		name  string
		lim   Limits
		limit time.Duration // the time the manager allows; 0: move at once (minThink and one reading)
	}{
		{"turn 500 ms", Limits{TurnTime: 500, MatchTime: 180000, TimeLeft: 180000}, 500 * time.Millisecond},
		{"turn 0", Limits{TurnTime: 0, MatchTime: 0, TimeLeft: Unset}, 0},
		{"time left 300 ms", Limits{TurnTime: 30000, MatchTime: 180000, TimeLeft: 300}, 300 * time.Millisecond},
		{"time left negative", Limits{TurnTime: 30000, MatchTime: 180000, TimeLeft: -200}, 0},
	}
	step := 4 * time.Millisecond
	if raceEnabled {
		step = 20 * time.Millisecond // fewer nodes between readings
	}
	for _, c := range cases {
		if c.limit == 0 {
			c.limit = minThink + step
		}
		for _, strength := range []int{FullStrength, 70} {
			clock := &virtualClock{t: t0, step: step}
			e := New(1 << 22)
			e.now = clock.now
			e.SetSeed(1)
			lim := c.lim
			lim.Start = t0
			lim.Weakness = FullStrength - strength
			res := e.Think(context.Background(), b, lim, nil)
			assert.True(t, b.IsLegal(res.Move), "%s, strength %d", c.name, strength)
			assert.LessOrEqual(t, clock.t.Sub(t0), c.limit, "%s, strength %d: %d nodes", c.name, strength, res.Nodes)
		}
	}
}
