package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"amoba/scripts/internal/referee"
)

func main() {
	os.Exit(realMain(os.Args[1:], os.Stdout, os.Stderr))
}

func realMain(args []string, stdout, stderr io.Writer) int {
	cfg, file, limit, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "puzzles:", err)
		return 2
	}
	f, err := os.Open(file)
	if err != nil {
		fmt.Fprintln(stderr, "puzzles:", err)
		return 1
	}
	positions, err := ReadPositions(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(stderr, "puzzles: %s: %v\n", file, err)
		return 1
	}
	if limit > 0 && limit < len(positions) {
		positions = positions[:limit]
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if _, err := run(ctx, cfg, positions, stdout); err != nil {
		fmt.Fprintln(stderr, "puzzles:", err)
		return 1
	}
	return 0
}

// parseFlags reads the command line.
func parseFlags(args []string, stderr io.Writer) (cfg *Config, file string, limit int, err error) {
	fs := flag.NewFlagSet("puzzles", flag.ContinueOnError)
	fs.SetOutput(stderr)
	engine := fs.String("engine", "", "path of the pbrain executable")
	fs.StringVar(&file, "file", "", "positions file (<id> <size> <rule> <tomove> <black> <white> <answers> <info>)")
	secs := fs.Float64("time", 1, "seconds per move (INFO timeout_turn)")
	fs.IntVar(&limit, "limit", 0, "solve only the first N positions (0 = all)")
	override := fs.String("rule-override", "", "send this rule (0, 1, 4, 8, 9 or a name) for every position instead of the file's")
	tolerance := fs.Int("tolerance", 1000, "milliseconds allowed beyond -time")
	reuse := fs.Bool("reuse", false, "keep one engine process and send START per position (default: a fresh process per position)")
	conc := fs.Int("concurrency", 1, "positions solved at the same time")
	memory := fs.Int64("memory", 367001600, "INFO max_memory in bytes")
	nodes := fs.Int64("nodes", 0, "INFO max_node: the engine's node limit per move, which does not depend on the machine's load (0 = none; -time still bounds the move)")
	judge := fs.String("judge", "", "a brain that scores the position before and after each engine move (see the package doc)")
	judgeNodes := fs.Int64("judge-nodes", 200000, "the judge's INFO max_node per position")
	judgeTime := fs.Float64("judge-time", 60, "the judge's INFO timeout_turn in seconds, a bound the node count should reach first")
	judgeScale := fs.Float64("judge-scale", 200, "the judge's score units per logit of its win rate (Rapfi: 200)")
	earlier := fs.String("moves", "", "take the answers from an earlier run's output instead of asking an engine (to judge them)")
	against := fs.String("against", "", "an earlier judged run of the same file (another engine's): print the paired difference in the judge's win rate after the move")
	judgeCache := fs.String("judge-cache", "", "file of the judge's scores, read and appended to, so that a later run judges only new moves")
	if err = fs.Parse(args); err != nil {
		return nil, "", 0, err
	}
	switch {
	case fs.NArg() > 0:
		return nil, "", 0, fmt.Errorf("unexpected arguments: %v", fs.Args())
	case (*engine == "") == (*earlier == "") || file == "":
		return nil, "", 0, errors.New("-file and one of -engine and -moves are required")
	case *secs <= 0:
		return nil, "", 0, errors.New("-time must be positive")
	case *judge == "" && (*against != "" || *judgeCache != ""):
		return nil, "", 0, errors.New("-against and -judge-cache need -judge")
	case *judge != "" && (*judgeNodes < 1 || *judgeTime <= 0 || *judgeScale <= 0):
		return nil, "", 0, errors.New("-judge-nodes, -judge-time and -judge-scale must be positive")
	}
	cfg = &Config{
		Engine:      *engine,
		Turn:        time.Duration(*secs * float64(time.Second)),
		Tolerance:   time.Duration(*tolerance) * time.Millisecond,
		MaxMemory:   *memory,
		Nodes:       *nodes,
		Reuse:       *reuse,
		Concurrency: max(1, *conc),
	}
	cfg.StartTimeout = max(cfg.Turn, 5*time.Second) + cfg.Tolerance
	if *earlier != "" {
		f, err := os.Open(*earlier)
		if err != nil {
			return nil, "", 0, err
		}
		cfg.Earlier, err = ReadEarlier(f)
		f.Close()
		if err != nil {
			return nil, "", 0, fmt.Errorf("%s: %w", *earlier, err)
		}
	}
	if *judge != "" {
		cfg.Judge = &JudgeConfig{
			Brain: *judge,
			Nodes: *judgeNodes,
			Turn:  time.Duration(*judgeTime * float64(time.Second)),
			Scale: *judgeScale,
			Cache: *judgeCache,
		}
		if *against != "" {
			f, err := os.Open(*against)
			if err != nil {
				return nil, "", 0, err
			}
			cfg.Judge.Against, err = ReadEarlier(f)
			f.Close()
			if err != nil {
				return nil, "", 0, fmt.Errorf("%s: %w", *against, err)
			}
		}
	}
	if *override != "" {
		r, err := referee.ParseRule(*override)
		if err != nil {
			return nil, "", 0, err
		}
		cfg.RuleOverride = &r
	}
	return cfg, file, limit, nil
}
