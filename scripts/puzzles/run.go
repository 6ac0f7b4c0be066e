package main

import (
	"context"
	"errors"
	"fmt"
	"io"
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
	RuleOverride *referee.Rule
	Reuse        bool
	Concurrency  int
}

// Totals sums up a run.
type Totals struct {
	Positions int
	Known     int // positions with a known answer
	Count     map[Verdict]int
	Total     time.Duration
	Max       time.Duration
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
}

// run solves the positions, printing a line each in file order and then
// the totals. It stops at the first fatal error (an engine that cannot be
// started) or when ctx ends.
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
			printOutcome(out, o)
			tot.add(o)
		}
	}
	if fatal != nil {
		return tot, fatal
	}
	printTotals(out, tot)
	return tot, ctx.Err()
}

// printOutcome prints one position's line.
func printOutcome(w io.Writer, o Outcome) {
	fmt.Fprintf(w, "%-40s %-6s %-7s %6d ms", o.Pos.ID, o.Move, o.Verdict, o.Elapsed.Milliseconds())
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
}
