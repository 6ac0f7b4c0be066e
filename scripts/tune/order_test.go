package main

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"amoba/engine"
	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOrderGradientMatchesFiniteDifferences checks the softmax gradient
// that fits the ordering scores against the loss's numeric derivative.
func TestOrderGradientMatchesFiniteDifferences(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var ps []orderPosition
	for range 20 {
		pos := orderPosition{mover: eval.Color(rng.IntN(2))}
		for range 2 + rng.IntN(6) {
			pos.cands = append(pos.cands, orderCand{attack: eval.Combo(rng.IntN(40)), defence: eval.Combo(rng.IntN(40)),
				freeAttack: rng.IntN(4) == 0})
		}
		ps = append(ps, pos)
	}
	var v, grad orderValues
	for side := range v {
		for c := range v[side] {
			for free := range v[side][c] {
				for k := range 40 {
					v[side][c][free][k] = rng.Float64()*200 - 100
				}
			}
		}
	}
	const temp = 50.0
	orderEpoch(ps, &v, temp, &grad)
	n := float64(len(ps))
	for range 30 {
		side, c, free, k := rng.IntN(2), rng.IntN(2), rng.IntN(2), rng.IntN(40)
		const h = 1e-4
		saved := v[side][c][free][k]
		v[side][c][free][k] = saved + h
		up := orderEpoch(ps, &v, temp, nil).loss
		v[side][c][free][k] = saved - h
		down := orderEpoch(ps, &v, temp, nil).loss
		v[side][c][free][k] = saved
		numeric := (up - down) / (2 * h) * n // orderEpoch's loss is a mean, its gradient a sum
		assert.InDelta(t, numeric, grad[side][c][free][k], 1e-6, "d loss / d value[%d][%d][%d][%d]", side, c, free, k)
	}
}

func TestOrderStatsOfASure(t *testing.T) {
	var v orderValues
	v[eval.SideOwn][eval.Black][0][1] = 1000 // the played move's attack dwarfs the rest
	ps := []orderPosition{{mover: eval.Black, cands: []orderCand{{attack: 1}, {attack: 2}, {attack: 3}}}}
	st := orderEpoch(ps, &v, 10, nil)
	assert.InDelta(t, 0, st.loss, 1e-9)
	assert.Equal(t, 1.0, st.top1)
	ps[0].cands[0].attack = 2 // now three equal scores
	st = orderEpoch(ps, &v, 10, nil)
	assert.InDelta(t, math.Log(3), st.loss, 1e-9)
	assert.InDelta(t, 1.0/3, st.top1, 1e-9, "ties share the credit")
}

func TestTuneFitsTheOrdering(t *testing.T) {
	model, _ := tuneSample(t, "freestyle")
	var hand, learned float64
	for _, line := range strings.Split(model, "\n") {
		f := strings.Fields(line)
		if len(f) == 8 && f[0] == "#" && f[2] == "train" && f[6] == "top-1" {
			v := 0.0
			_, err := fmtSscan(f[3], &v)
			require.NoError(t, err)
			if f[1] == "hand-set" {
				hand = v
			} else {
				learned = v
			}
		}
	}
	require.Positive(t, hand, "the header reports the ordering's losses")
	assert.Less(t, learned, hand, "the fitted ordering explains the played moves better")
	_, cm, err := eval.ReadModel(strings.NewReader(model), eval.Freestyle)
	require.NoError(t, err)
	assert.NotEqual(t, eval.HandSetCoarse(eval.DefaultWeights()).OrderPattern, cm.OrderPattern)

	model, _ = tuneSample(t, "freestyle", "-order=false")
	_, cm, err = eval.ReadModel(strings.NewReader(model), eval.Freestyle)
	require.NoError(t, err)
	assert.Equal(t, eval.HandSetCoarse(eval.DefaultWeights()).OrderPattern, cm.OrderPattern, "-order=false keeps the hand-set ordering")
}

// TestExtractOrderFollowsTheBestMoves checks that -order-best fits the
// record's best moves: only the positions that have one, each with that
// move as the target.
func TestExtractOrderFollowsTheBestMoves(t *testing.T) {
	const line = "0 15 15 1 1 7,7;8,8;7,8;8,7;7,9 -,-,-,-,- -;-;7,6;-;9,9"
	g, err := parseGame(line)
	require.NoError(t, err)
	games := []gameLine{g}

	played, err := extractOrder(games, 0, false)
	require.NoError(t, err)
	best, err := extractOrder(games, 0, true)
	require.NoError(t, err)
	require.Len(t, best.train, 2, "the two positions with a best move")
	assert.Greater(t, len(played.train), len(best.train), "the played moves give a sample in more positions")

	var want []orderPosition
	err = replay(games, 0, func(b *engine.Board, _ *gameLine, i int, _ bool) {
		if i == 2 || i == 4 {
			pos, ok := orderSample(b, g.best[i])
			require.True(t, ok, "move %d", i)
			want = append(want, pos)
		}
	})
	require.NoError(t, err)
	assert.Equal(t, want, best.train)
	assert.NotEqual(t, played.train[1], best.train[0], "the target is not the move played")
}
