package main

import (
	"context"
	"io"
	"log"
	"sync"

	"amoba/scripts/internal/stats"
)

// run plays the match described by cfg, printing a line per game and the
// final table to out (and engine messages to errOut when verbose).
func run(ctx context.Context, cfg *Config, out, errOut io.Writer) (*Summary, error) {
	rep := &reporter{out: out, cfg: cfg}
	sv, err := newSaver(cfg)
	if err != nil {
		return nil, err
	}
	defer sv.close()
	var msgLog *log.Logger
	if cfg.Verbose {
		msgLog = log.New(errOut, "", 0)
	}
	rep.header()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan gameJob)
	results := make(chan Result)
	var (
		fatalOnce sync.Once
		fatal     error
	)
	var wg sync.WaitGroup
	for range min(cfg.Concurrency, cfg.Games) {
		wg.Go(func() {
			err := worker(ctx, cfg, msgLog, jobs, results)
			if err != nil {
				fatalOnce.Do(func() { fatal = err })
				cancel()
			}
		})
	}
	go func() {
		defer close(jobs)
		for _, j := range schedule(cfg) {
			select {
			case jobs <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	sum := newSummary()
	for r := range results {
		sum.add(r)
		rep.game(r)
		if err := sv.save(r.Record); err != nil {
			fatalOnce.Do(func() { fatal = err })
			cancel()
		}
		if cfg.SPRT != nil {
			// By pairs: the opening's colour advantage makes the two
			// games of a pair correlated (see stats.Pentanomial).
			sum.LLR = cfg.SPRT.LLRPairs(sum.Pairs)
			if sum.Decision == stats.Undecided {
				// Games still in flight are dropped, except those that
				// finish before they notice the cancellation.
				if sum.Decision = cfg.SPRT.DecidePairs(sum.Pairs); sum.Decision != stats.Undecided {
					cancel()
				}
			}
		}
	}
	if fatal != nil {
		return sum, fatal
	}
	sum.Interrupted = sum.Decision == stats.Undecided && sum.Games < cfg.Games
	rep.table(sum)
	return sum, nil
}

// worker plays the games it receives until jobs closes or ctx ends, with
// one seat per engine reused across its games. It returns the error that
// made a game unplayable (an engine that cannot be started); games cut
// short by the end of ctx are dropped.
func worker(ctx context.Context, cfg *Config, msgLog *log.Logger, jobs <-chan gameJob, results chan<- Result) error {
	slots := [2]*slot{
		{spec: cfg.Engines[0], cfg: cfg, log: msgLog},
		{spec: cfg.Engines[1], cfg: cfg, log: msgLog},
	}
	defer func() {
		var wg sync.WaitGroup
		for _, s := range slots {
			wg.Go(s.stop)
		}
		wg.Wait()
	}()
	for job := range jobs {
		r, err := playGame(ctx, cfg, job, slots)
		if err != nil {
			if ctx.Err() != nil {
				return nil // the match was stopped
			}
			return err
		}
		select {
		case results <- r:
		case <-ctx.Done():
			return nil
		}
	}
	return nil
}
