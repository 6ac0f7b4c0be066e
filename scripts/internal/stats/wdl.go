package stats

// WDL counts an engine's wins, draws and losses.
type WDL struct {
	Wins, Draws, Losses int
}

// Games returns the number of games played.
func (r WDL) Games() int { return r.Wins + r.Draws + r.Losses }

// Points returns the points scored: one per win, a half per draw.
func (r WDL) Points() float64 { return float64(r.Wins) + float64(r.Draws)/2 }

// Score returns the mean points per game (0.5 when no game was played).
func (r WDL) Score() float64 {
	if r.Games() == 0 {
		return 0.5
	}
	return r.Points() / float64(r.Games())
}

// Variance returns the variance of the points of one game, estimated from the
// observed distribution of wins, draws and losses.
func (r WDL) Variance() float64 {
	n := float64(r.Games())
	if n == 0 {
		return 0
	}
	s := r.Score()
	w, d, l := float64(r.Wins)/n, float64(r.Draws)/n, float64(r.Losses)/n
	return w*(1-s)*(1-s) + d*(0.5-s)*(0.5-s) + l*s*s
}
