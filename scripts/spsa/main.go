package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"sync"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is what a run needs beyond the player.
type config struct {
	iterations, concurrency int
	seed                    uint64
	log                     io.Writer
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("spsa", flag.ContinueOnError)
	fs.SetOutput(stderr)
	enginePath := fs.String("engine", "", "the pbrain-amoba to tune")
	matchBin := fs.String("match", "", "a built scripts/match (go build -o /tmp/match ./scripts/match)")
	opponent := fs.String("opponent", "", "play each perturbed engine against this brain instead of each other")
	specPath := fs.String("spec", "", `tuned parameters, a line each: "name c_end r_end [start]"`)
	iterations := fs.Int("iterations", 1000, "iterations (a game pair each in self-play)")
	concurrency := fs.Int("concurrency", 1, "iterations played at the same time")
	seed := fs.Uint64("seed", 1, "seed of the directions; iteration k plays the runner's seed k+seed")
	tc := fs.Float64("tc", 0.15, "seconds per move (below 0.15 the engine thinks too little to tune: see the package doc)")
	gameTime := fs.Float64("game-time", 8, "seconds per game and engine (0 = none)")
	openingsPath := fs.String("openings", "", "openings file for the runner")
	rule := fs.String("rule", "0", "rule, as the runner takes it")
	size := fs.Int("size", 15, "board size")
	memory := fs.Int64("memory", 67108864, "INFO max_memory in bytes")
	outPath := fs.String("out", "", "log file, appended (default: stderr)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *enginePath == "" || *matchBin == "" || *specPath == "" || *openingsPath == "" {
		fmt.Fprintln(stderr, "spsa: -engine, -match, -spec and -openings are required")
		return 2
	}
	if *iterations < 1 || *concurrency < 1 {
		fmt.Fprintln(stderr, "spsa: -iterations and -concurrency must be positive")
		return 2
	}
	f, err := os.Open(*specPath)
	if err != nil {
		fmt.Fprintln(stderr, "spsa:", err)
		return 2
	}
	params, err := readSpec(f)
	f.Close()
	if err != nil {
		fmt.Fprintln(stderr, "spsa:", *specPath+":", err)
		return 2
	}
	dir, err := os.MkdirTemp("", "spsa")
	if err != nil {
		fmt.Fprintln(stderr, "spsa:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	abs := func(p string) string {
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return p
	}
	pl := &matchPlayer{matchBin: *matchBin, engine: abs(*enginePath), opponent: *opponent, dir: dir,
		args: []string{"-tc", strconv.FormatFloat(*tc, 'f', -1, 64), "-match", strconv.FormatFloat(*gameTime, 'f', -1, 64),
			"-openings", *openingsPath, "-rule", *rule, "-size", strconv.Itoa(*size), "-memory", strconv.FormatInt(*memory, 10)}}
	log := stderr
	if *outPath != "" {
		lf, err := os.OpenFile(*outPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintln(stderr, "spsa:", err)
			return 1
		}
		defer lf.Close()
		log = lf
	}
	t := newTuner(params, *iterations, *seed)
	cfg := config{iterations: *iterations, concurrency: *concurrency, seed: *seed, log: log}
	if err := tune(context.Background(), t, pl, cfg); err != nil {
		fmt.Fprintln(stderr, "spsa:", err)
		return 1
	}
	fmt.Fprintf(stdout, "-param %s\n", t.current())
	return 0
}

// tune runs the iterations, cfg.concurrency at a time, logging each as it
// ends. The first error stops the run once the iterations under way end.
func tune(ctx context.Context, t *tuner, pl player, cfg config) error {
	fmt.Fprintf(cfg.log, "start %s\n", t.current())
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	go func() {
		defer close(next)
		for k := 1; k <= cfg.iterations; k++ {
			select {
			case next <- k:
			case <-ctx.Done():
				return
			}
		}
	}()
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
	)
	for range cfg.concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range next {
				tr := t.draw(k)
				diff, err := pl.play(ctx, k+int(cfg.seed), tr.plus, tr.minus)
				mu.Lock()
				if err != nil {
					if firstErr == nil {
						firstErr = fmt.Errorf("iteration %d: %w", k, err)
					}
					mu.Unlock()
					cancel()
					return
				}
				t.update(tr, diff)
				fmt.Fprintf(cfg.log, "iteration %d diff %+g %s\n", k, diff, t.current())
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	fmt.Fprintf(cfg.log, "end %s\n", t.current())
	return nil
}
