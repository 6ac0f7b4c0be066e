package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/openings"
)

// config is what the flags ask for.
type config struct {
	games       int
	first       int
	nodes       int64
	rules       []eval.Rule
	size        int
	openings    string
	randomMoves int
	maxMoves    int
	seed        uint64
	concurrency int
	out         string
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "gendata:", err)
		os.Exit(2)
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "gendata:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("gendata", flag.ContinueOnError)
	fs.IntVar(&cfg.games, "games", 100, "games to play")
	fs.IntVar(&cfg.first, "first", 0, "number of the first game: a run with -first N continues one of N games with the same flags")
	fs.Int64Var(&cfg.nodes, "nodes", 10000, "search nodes per move")
	rules := fs.String("rules", "0", "INFO rule values to cycle through, comma-separated")
	fs.IntVar(&cfg.size, "size", 15, "board side")
	fs.StringVar(&cfg.openings, "openings", "../shared/data/openings.txt", "opening suite (sequence format)")
	fs.IntVar(&cfg.randomMoves, "random", 4, "at most this many random moves after the opening")
	fs.IntVar(&cfg.maxMoves, "max-moves", 200, "a game with this many stones is a draw")
	fs.Uint64Var(&cfg.seed, "seed", 1, "random seed")
	fs.IntVar(&cfg.concurrency, "concurrency", 1, "games played at once")
	fs.StringVar(&cfg.out, "out", "", "output file (appended to; default stdout)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	for _, s := range strings.Split(*rules, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return cfg, fmt.Errorf("-rules: %q: %w", s, err)
		}
		r, ok := eval.RuleFromInfo(n)
		if !ok {
			return cfg, fmt.Errorf("-rules: %d is no rule", n)
		}
		cfg.rules = append(cfg.rules, r)
	}
	if cfg.games < 1 || cfg.nodes < 1 || cfg.concurrency < 1 || cfg.randomMoves < 0 || cfg.first < 0 {
		return cfg, fmt.Errorf("-games, -nodes and -concurrency must be positive, -random and -first not negative")
	}
	if cfg.size < engine.MinSize || cfg.size > engine.MaxSize {
		return cfg, fmt.Errorf("-size %d out of range", cfg.size)
	}
	return cfg, nil
}

func run(cfg config) error {
	suite, err := openings.Load(cfg.openings, false, cfg.size, cfg.size)
	if err != nil {
		return err
	}
	if len(suite) == 0 {
		return fmt.Errorf("%s has no %d×%d openings", cfg.openings, cfg.size, cfg.size)
	}
	out := os.Stdout
	if cfg.out != "" {
		f, err := os.OpenFile(cfg.out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	w := bufio.NewWriter(out)
	defer w.Flush()

	jobs := make(chan int)
	lines := make(chan numbered)
	var wg sync.WaitGroup
	for range cfg.concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := engine.New(16 << 20)
			for i := range jobs {
				rng := rand.New(rand.NewPCG(cfg.seed, uint64(i)))
				rule := cfg.rules[i%len(cfg.rules)]
				g, err := playGame(e, cfg, rule, suite[rng.IntN(len(suite))], rng)
				if err != nil {
					lines <- numbered{i, "error: " + err.Error()}
					continue
				}
				lines <- numbered{i, g.String()}
			}
		}()
	}
	go func() {
		for i := range cfg.games {
			jobs <- cfg.first + i
		}
		close(jobs)
		wg.Wait()
		close(lines)
	}()
	// Games are written in the order of their numbers, whatever order they
	// finish in, so that a run stopped early has written the first games
	// of a longer one with the same seed.
	pending := map[int]string{}
	next := cfg.first
	for l := range lines {
		pending[l.n] = l.line
		for {
			line, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if strings.HasPrefix(line, "error: ") {
				fmt.Fprintln(os.Stderr, "gendata:", line)
				continue
			}
			fmt.Fprintln(w, line)
			if err := w.Flush(); err != nil {
				return err
			}
			if next%100 == 0 {
				fmt.Fprintf(os.Stderr, "gendata: %d games\n", next)
			}
		}
	}
	return nil
}

// numbered is a finished game's line and number.
type numbered struct {
	n    int
	line string
}
