package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/pbrain"
)

// config is what the flags ask for.
type config struct {
	data        []string
	brain       string
	nodes       int64
	depth       int
	turnTime    time.Duration
	every       int
	clamp       int
	eval        *regexp.Regexp
	concurrency int
	limit       int
	out         string
	env         []string // added to the brain's environment (tests)
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "label:", err)
		os.Exit(2)
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "label:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("label", flag.ContinueOnError)
	data := fs.String("data", "", "game files in gendata's format, comma-separated")
	fs.StringVar(&cfg.brain, "brain", "", "the labelling brain's executable")
	fs.Int64Var(&cfg.nodes, "nodes", 50000, "search nodes per position (INFO max_node; 0: no node limit)")
	fs.IntVar(&cfg.depth, "depth", 0, "search depth per position (INFO max_depth; 0: no depth limit)")
	fs.DurationVar(&cfg.turnTime, "turn", 10*time.Second, "time per position (INFO timeout_turn), a bound the node count should reach first")
	fs.IntVar(&cfg.every, "every", 1, "label one eligible position in this many (the others get \"-\")")
	fs.IntVar(&cfg.clamp, "clamp", 6000, "largest score written; mates are written as ±clamp")
	eval := fs.String("eval", pbrain.ScorePattern, "regular expression for the score in the brain's MESSAGE lines; its first group is the score")
	fs.IntVar(&cfg.concurrency, "concurrency", 1, "brains run at once")
	fs.IntVar(&cfg.limit, "games", 0, "label only the first N games (0: all)")
	fs.StringVar(&cfg.out, "out", "", "output file (default stdout)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if *data == "" || cfg.brain == "" {
		return cfg, fmt.Errorf("-data and -brain are required")
	}
	cfg.data = strings.Split(*data, ",")
	if cfg.nodes < 0 || cfg.depth < 0 || cfg.turnTime <= 0 || cfg.every < 1 || cfg.clamp < 1 || cfg.concurrency < 1 || cfg.limit < 0 {
		return cfg, fmt.Errorf("-turn, -every, -clamp and -concurrency must be positive, -nodes, -depth and -games not negative")
	}
	re, err := regexp.Compile(*eval)
	if err != nil {
		return cfg, fmt.Errorf("-eval: %w", err)
	}
	if re.NumSubexp() < 1 {
		return cfg, fmt.Errorf("-eval %q has no group for the score", *eval)
	}
	cfg.eval = re
	return cfg, nil
}

// readGames reads every record of the files, in order.
func readGames(paths []string, limit int) ([]gamefile.Game, error) {
	var games []gamefile.Game
	for _, path := range paths {
		g, err := gamefile.ReadFile(path)
		if err != nil {
			return nil, err
		}
		games = append(games, g...)
	}
	if limit > 0 && len(games) > limit {
		games = games[:limit]
	}
	return games, nil
}

func run(cfg config) error {
	games, err := readGames(cfg.data, cfg.limit)
	if err != nil {
		return err
	}
	out := os.Stdout
	if cfg.out != "" {
		f, err := os.Create(cfg.out)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	w := bufio.NewWriter(out)
	defer w.Flush()

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	jobs := make(chan int)
	results := make(chan result)
	var wg sync.WaitGroup
	for range cfg.concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var l *labeller
			defer func() {
				if l != nil {
					l.close()
				}
			}()
			for i := range jobs {
				if l == nil {
					started, err := newLabeller(cfg)
					if err != nil {
						results <- result{n: i, err: err}
						continue
					}
					l = started
				}
				g, err := l.label(ctx, games[i])
				if err != nil {
					l.close() // a brain that failed is not trusted with the next game
					l = nil
				}
				results <- result{n: i, game: g, err: err}
			}
		}()
	}
	go func() {
		for i := range games {
			select {
			case jobs <- i:
			case <-ctx.Done():
			}
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	// Games are written in input order, whatever order they finish in.
	pending := map[int]result{}
	next, labelled, failed := 0, 0, 0
	start := time.Now()
	for r := range results {
		pending[r.n] = r
		for {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if r.err != nil {
				failed++
				fmt.Fprintf(os.Stderr, "label: game %d: %v\n", r.n+1, r.err)
				if failed > 10 && failed*2 > next {
					cancel()
					return fmt.Errorf("more than half the games failed")
				}
				continue
			}
			labelled += countScores(r.game)
			fmt.Fprintln(w, r.game.String())
			if err := w.Flush(); err != nil {
				return err
			}
			if next%50 == 0 {
				fmt.Fprintf(os.Stderr, "label: %d games, %d positions, %s\n", next, labelled, time.Since(start).Round(time.Second))
			}
		}
	}
	fmt.Fprintf(os.Stderr, "label: %d games, %d positions labelled, %d games failed\n", next, labelled, failed)
	return nil
}

// result is a labelled game, or why it could not be labelled.
type result struct {
	n    int
	game gamefile.Game
	err  error
}

// countScores counts the scored moves of a game.
func countScores(g gamefile.Game) int {
	n := 0
	for _, s := range g.Scores {
		if s != gamefile.NoScore {
			n++
		}
	}
	return n
}
