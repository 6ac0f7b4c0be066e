package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"amoba/scripts/internal/pbrain"
	"amoba/scripts/internal/referee"
)

// Config is a puzzle run.
type Config struct {
	Engine       string
	Env          []string // extra environment for the engine
	Turn         time.Duration
	Tolerance    time.Duration
	StartTimeout time.Duration
	MaxMemory    int64
	Nodes        int64 // INFO max_node sent to the engine when above 0
	RuleOverride *referee.Rule
	Reuse        bool
	Concurrency  int
	Judge        *JudgeConfig       // nil: no judge
	Earlier      map[string]Earlier // answers of an earlier run, played instead of an engine's
}

// Totals sums up a run.
type Totals struct {
	Positions int
	Known     int // positions with a known answer
	Count     map[Verdict]int
	Total     time.Duration
	Max       time.Duration

	Claims    int           // positions where the engine reported a win for the side to move
	ClaimTime time.Duration // sum of the times of those first reports

	Judged   int     // engine moves the judge scored
	WinRate  float64 // sum of the judge's win rate for the mover after its move
	Loss     float64 // sum of the win rate lost by the move
	Blunders int     // moves after which the judge finds a forced loss
	Unscored int     // engine moves the judge answered without a score (see errNoScore)

	Paired paired // the comparison with JudgeConfig.Against
}

// paired sums, over the positions both runs judged, the difference in the
// judge's win rate after this run's move and after the other run's.
// Where both played the same move the difference is zero (the judge is
// not asked twice, and its own noise is left out).
type paired struct {
	n, same                  int
	sum, sumSq               float64
	blundersUs, blundersThem int
}

// add counts one position judged in both runs.
func (p *paired) add(c *JudgeConfig, ours Judgement, move string, them Earlier) {
	p.n++
	if ours.Blunder() {
		p.blundersUs++
	}
	if them.Judged.Blunder() {
		p.blundersThem++
	}
	if move == them.Move {
		p.same++
		return
	}
	d := c.winRate(ours.After) - c.winRate(them.Judged.After)
	p.sum += d
	p.sumSq += d * d
}

// add counts one outcome.
func (t *Totals) add(o Outcome) {
	t.Positions++
	if !o.Pos.Unknown {
		t.Known++
	}
	t.Count[o.Verdict]++
	t.Total += o.Elapsed
	t.Max = max(t.Max, o.Elapsed)
	if o.ClaimAt >= 0 {
		t.Claims++
		t.ClaimTime += o.ClaimAt
	}
}

// addJudged counts one judged move.
func (t *Totals) addJudged(c *JudgeConfig, j Judgement) {
	t.Judged++
	after := c.winRate(j.After)
	t.WinRate += after
	t.Loss += c.winRate(j.Before) - after
	if j.Blunder() {
		t.Blunders++
	}
}

// run solves the positions, printing a line each in file order and then
// the totals. It stops at the first fatal error (an engine that cannot be
// started) or when ctx ends. With a judge, the lines wait until every
// position is solved: the judge then scores the moves one at a time, so
// that it never competes with the engine for the processor.
func run(ctx context.Context, cfg *Config, positions []Position, out io.Writer) (Totals, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type indexed struct {
		i int
		o Outcome
	}
	jobs := make(chan int)
	done := make(chan indexed)
	var wg sync.WaitGroup
	for range max(1, min(cfg.Concurrency, len(positions))) {
		wg.Go(func() {
			s := &solver{cfg: cfg}
			defer s.stop()
			for i := range jobs {
				o := s.solve(ctx, positions[i])
				select {
				case done <- indexed{i, o}:
				case <-ctx.Done():
					return
				}
			}
		})
	}
	go func() {
		defer close(jobs)
		for i := range positions {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()

	tot := Totals{Count: map[Verdict]int{}}
	pending := map[int]Outcome{}
	next := 0
	var solved []Outcome // in file order, when a judge waits for them
	var fatal error
	for r := range done {
		var se *pbrain.StartError
		if fatal == nil && errors.As(r.o.err, &se) {
			fatal = se
			cancel()
		}
		pending[r.i] = r.o
		for o, ok := pending[next]; ok; o, ok = pending[next] {
			delete(pending, next)
			next++
			tot.add(o)
			if cfg.Judge != nil {
				solved = append(solved, o)
			} else {
				printOutcome(out, o)
			}
		}
	}
	if fatal != nil {
		return tot, fatal
	}
	if cfg.Judge != nil {
		if err := judgeAll(ctx, cfg.Judge, solved, &tot, out); err != nil {
			return tot, err
		}
	}
	printTotals(out, tot)
	return tot, ctx.Err()
}

// judgeAll has the judge score every legal answer and prints the lines.
func judgeAll(ctx context.Context, c *JudgeConfig, solved []Outcome, tot *Totals, out io.Writer) error {
	j, err := newJudge(c)
	if err != nil {
		return err
	}
	defer j.close()
	for _, o := range solved {
		if o.Verdict != Failed && ctx.Err() == nil {
			m, _ := pbrain.ParseMove(o.Move)
			jm, err := j.judgeMove(ctx, o.Pos, referee.Move(m))
			switch {
			case errors.Is(err, errNoScore):
				// One position the judge will not score (Rapfi says
				// nothing on a nearly full board) should not cost the
				// judgements of a whole file.
				tot.Unscored++
				o.Detail = strings.TrimSpace(o.Detail + " " + err.Error())
			case err != nil:
				return fmt.Errorf("%s: %w", o.Pos.ID, err)
			default:
				o.Judged = &jm
				tot.addJudged(c, jm)
				if them, ok := c.Against[o.Pos.ID]; ok && them.Judged != nil {
					tot.Paired.add(c, jm, o.Move, them)
				}
			}
		}
		printOutcome(out, o)
	}
	return ctx.Err()
}

// printOutcome prints one position's line.
func printOutcome(w io.Writer, o Outcome) {
	fmt.Fprintf(w, "%-40s %-6s %-7s %6d ms", o.Pos.ID, o.Move, o.Verdict, o.Elapsed.Milliseconds())
	if o.Judged != nil {
		fmt.Fprintf(w, "  judge %d -> %d", o.Judged.Before, o.Judged.After)
		if o.Judged.Blunder() {
			fmt.Fprint(w, " blunder")
		}
	}
	if o.ClaimAt >= 0 {
		fmt.Fprintf(w, "  win claimed at %d ms", o.ClaimAt.Milliseconds())
	}
	if o.Detail != "" {
		fmt.Fprintf(w, "  %s", o.Detail)
	}
	fmt.Fprintln(w)
}

// printTotals prints the summary.
func printTotals(w io.Writer, t Totals) {
	fmt.Fprintln(w)
	pct := 0.0
	if t.Known > 0 {
		pct = 100 * float64(t.Count[OK]) / float64(t.Known)
	}
	fmt.Fprintf(w, "solved %d / %d (%.1f%%); wrong %d, errors %d, unknown answer %d\n",
		t.Count[OK], t.Known, pct, t.Count[Wrong], t.Count[Failed], t.Count[Unknown])
	mean := time.Duration(0)
	if t.Positions > 0 {
		mean = t.Total / time.Duration(t.Positions)
	}
	fmt.Fprintf(w, "time per position: mean %d ms, max %d ms\n", mean.Milliseconds(), t.Max.Milliseconds())
	if t.Claims > 0 {
		fmt.Fprintf(w, "win claimed in %d of %d positions, first claim at %d ms on average\n",
			t.Claims, t.Positions, (t.ClaimTime / time.Duration(t.Claims)).Milliseconds())
	}
	if t.Judged > 0 {
		n := float64(t.Judged)
		fmt.Fprintf(w, "judged %d: win rate after the move %.2f%%, lost by the move %.2f%%, blunders %d\n",
			t.Judged, 100*t.WinRate/n, 100*t.Loss/n, t.Blunders)
	}
	if t.Unscored > 0 {
		fmt.Fprintf(w, "not judged (the judge gave no score): %d\n", t.Unscored)
	}
	if p := t.Paired; p.n > 1 {
		n := float64(p.n)
		mean := p.sum / n
		se := math.Sqrt(max(p.sumSq/n-mean*mean, 0) / (n - 1))
		fmt.Fprintf(w, "against the other run, %d positions (same move in %d): win rate after the move %+.3f%% (standard error %.3f%%), blunders %d against %d\n",
			p.n, p.same, 100*mean, 100*se, p.blundersUs, p.blundersThem)
	}
}
