package main

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"amoba/scripts/internal/gamefile"
)

// position is one position that every file scores.
type position struct {
	result float64 // the game's result for the side to move: 1, 0.5, 0
	scores []int   // one per file, from the side to move's view
}

// collect returns the positions that every file scores. The files must
// hold the same games in the same order.
func collect(files [][]gamefile.Game) ([]position, error) {
	if len(files) == 0 {
		return nil, fmt.Errorf("no files")
	}
	for f := range files {
		if len(files[f]) != len(files[0]) {
			return nil, fmt.Errorf("file %d has %d games, the first %d", f+1, len(files[f]), len(files[0]))
		}
	}
	var out []position
	for gi, g := range files[0] {
		for f := range files {
			if !slices.Equal(files[f][gi].Moves, g.Moves) {
				return nil, fmt.Errorf("file %d: game %d is not the first file's", f+1, gi+1)
			}
		}
	moves:
		for i := range g.Moves {
			p := position{result: resultFor(g.Result, i), scores: make([]int, len(files))}
			for f := range files {
				s := files[f][gi].Scores[i]
				if s == gamefile.NoScore {
					continue moves
				}
				v, err := strconv.Atoi(s)
				if err != nil {
					return nil, fmt.Errorf("file %d, game %d, move %d: score %q", f+1, gi+1, i+1, s)
				}
				p.scores[f] = v
			}
			out = append(out, p)
		}
	}
	return out, nil
}

// resultFor is a game's result (black's view) for the side to move before
// move i: black moves first, so black is to move before every even move.
func resultFor(blackResult float64, i int) float64 {
	if i%2 == 0 {
		return blackResult
	}
	return 1 - blackResult
}

// claims says how a score turns into a prediction: a score at or beyond
// mate claims the game, predicting it with probability 1 − eps.
type claims struct {
	mate int
	eps  float64
}

// predict is the probability that the side to move wins by a score, at
// the sigmoid slope w (1/k).
func (c claims) predict(score int, w float64) float64 {
	switch {
	case score >= c.mate:
		return 1 - c.eps
	case score <= -c.mate:
		return c.eps
	}
	return 1 / (1 + math.Exp(-float64(score)*w))
}

// loss is the mean logistic loss of file f's predictions at slope w.
func (c claims) loss(pos []position, f int, w float64) float64 {
	sum := 0.0
	for _, p := range pos {
		q := min(max(c.predict(p.scores[f], w), 1e-12), 1-1e-12)
		sum -= p.result*math.Log(q) + (1-p.result)*math.Log(1-q)
	}
	return sum / float64(len(pos))
}

// maxSlope bounds the fitted slope: k = 1/w is at least 2 score units.
const maxSlope = 0.5

// fit returns the slope w in [0, maxSlope] with the least loss for file f
// and that loss. The loss is convex in w (a logistic loss of a linear
// function of w), so a golden-section search finds its minimum.
func (c claims) fit(pos []position, f int) (w, loss float64) {
	lo, hi := 0.0, maxSlope
	const phi = 0.6180339887498949
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	la, lb := c.loss(pos, f, a), c.loss(pos, f, b)
	for range 200 {
		if la <= lb {
			hi, b, lb = b, a, la
			a = hi - phi*(hi-lo)
			la = c.loss(pos, f, a)
		} else {
			lo, a, la = a, b, lb
			b = lo + phi*(hi-lo)
			lb = c.loss(pos, f, b)
		}
	}
	w = (lo + hi) / 2
	return w, c.loss(pos, f, w)
}

// correlation is Pearson's correlation between the scores of files f and
// g over the positions where neither claims the game (ok false when fewer
// than two such positions, or one file's scores do not vary).
func (c claims) correlation(pos []position, f, g int) (r float64, n int, ok bool) {
	var sx, sy, sxx, syy, sxy float64
	for _, p := range pos {
		x, y := p.scores[f], p.scores[g]
		if abs(x) >= c.mate || abs(y) >= c.mate {
			continue
		}
		fx, fy := float64(x), float64(y)
		sx, sy, sxx, syy, sxy = sx+fx, sy+fy, sxx+fx*fx, syy+fy*fy, sxy+fx*fy
		n++
	}
	if n < 2 {
		return 0, n, false
	}
	m := float64(n)
	vx, vy := sxx/m-(sx/m)*(sx/m), syy/m-(sy/m)*(sy/m)
	if vx <= 0 || vy <= 0 {
		return 0, n, false
	}
	return (sxy/m - (sx/m)*(sy/m)) / math.Sqrt(vx*vy), n, true
}

// claimCount is how many of the positions file f claims as won or lost.
func (c claims) claimCount(pos []position, f int) int {
	n := 0
	for _, p := range pos {
		if abs(p.scores[f]) >= c.mate {
			n++
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
