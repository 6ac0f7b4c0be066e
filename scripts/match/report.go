package main

import (
	"fmt"
	"io"
	"math"
	"text/tabwriter"
	"time"

	"amoba/scripts/internal/stats"
)

// reporter prints the match as it goes.
type reporter struct {
	out io.Writer
	cfg *Config
}

// header prints the match settings.
func (r *reporter) header() {
	c := r.cfg
	fmt.Fprintf(r.out, "A: %s\nB: %s\n", c.Engines[0].Path, c.Engines[1].Path)
	matchTime := "none"
	if c.Match > 0 {
		matchTime = c.Match.String()
	}
	reuse := "fresh process per game"
	if c.Restart {
		reuse = "processes reused with RESTART"
	}
	fmt.Fprintf(r.out, "%d games, %dx%d %s (rule %d), %s/move, %s/game, tolerance %d ms, draw after %d stones\n",
		c.Games, c.Width, c.Height, c.Rule, int(c.Rule), c.Turn, matchTime, c.Tolerance.Milliseconds(), c.DrawAfter)
	fmt.Fprintf(r.out, "openings: %s (%d), concurrency %d, %s\n", c.OpeningsName, len(c.Openings), c.Concurrency, reuse)
}

// game prints one finished game.
func (r *reporter) game(g Result) {
	outcome := "draw"
	if g.Winner >= 0 {
		outcome = label(g.Winner) + " wins"
	}
	fmt.Fprintf(r.out, "game %3d  opening %-16s  black %s  %-6s  %3d moves  %s\n",
		g.Number, g.Opening, label(g.Black), outcome, g.Moves, g.Reason())
}

// table prints the final results.
func (r *reporter) table(s *Summary) {
	t := s.Tally
	fmt.Fprintln(r.out)
	if s.Interrupted {
		fmt.Fprintf(r.out, "interrupted after %d of %d games\n", s.Games, r.cfg.Games)
	}
	fmt.Fprintf(r.out, "A vs B: %d wins, %d losses, %d draws; score %.1f/%d = %.1f%%\n",
		t.Wins, t.Losses, t.Draws, t.Points(), t.Games(), 100*t.Score())
	e := stats.Elo(t)
	fmt.Fprintf(r.out, "Elo A-B: %s (95%%: %s .. %s), LOS %.1f%%\n",
		elo(e.Elo), elo(e.Low), elo(e.High), 100*stats.LOS(t))
	if p := s.Pairs; p.Pairs() > 0 {
		e := stats.EloPairs(p)
		c := p.Count
		fmt.Fprintf(r.out, "pairs by A's points 0-0.5-1-1.5-2: %d-%d-%d-%d-%d; Elo A-B by pairs: %s (95%%: %s .. %s)\n",
			c[0], c[1], c[2], c[3], c[4], elo(e.Elo), elo(e.Low), elo(e.High))
	}
	if sp := r.cfg.SPRT; sp != nil {
		lo, hi := sp.Bounds()
		fmt.Fprintf(r.out, "SPRT by pairs, elo0=%g elo1=%g alpha=%g beta=%g: LLR %.3f (bounds %.3f, %.3f): %s\n",
			sp.Elo0, sp.Elo1, sp.Alpha, sp.Beta, s.LLR, lo, hi, s.Decision)
	}
	tw := tabwriter.NewWriter(r.out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "engine\tmoves\tmean ms\tp99 ms\tmax ms\tfirst max ms\tcrash\tillegal\ttimeout\tfoul\t")
	for i := range s.Times {
		m := s.Times[i]
		fmt.Fprintf(tw, "%s\t%d\t%.1f\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t\n", label(i), m.N,
			float64(m.Mean())/float64(time.Millisecond), m.Percentile(0.99).Milliseconds(), m.Max.Milliseconds(),
			m.FirstMax.Milliseconds(),
			s.Ends[i][KindCrash], s.Ends[i][KindIllegal], s.Ends[i][KindTimeout], s.Ends[i][KindFoul])
	}
	tw.Flush()
}

// elo formats an Elo figure with its sign.
func elo(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	case v == 0:
		v = 0 // no "-0.0"
	}
	return fmt.Sprintf("%+.1f", v)
}
