package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is what the command line asks for.
type config struct {
	file, games, psq string
	rule             string
	every, limit     int
	skip             int
	searchTime       time.Duration
	checkTime        time.Duration
	recheck          int
	hashMB           int
	verbose          bool
	claimsPath       string
}

func parseFlags(args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("matecheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := &config{}
	fs.StringVar(&cfg.file, "file", "", "positions in the puzzle format")
	fs.StringVar(&cfg.games, "games", "", "game records in the sequence format")
	fs.StringVar(&cfg.psq, "psq", "", "directory of Piskvork .psq records")
	fs.StringVar(&cfg.rule, "rule", "freestyle", "rule of the .psq games: freestyle, standard, renju or caro")
	fs.IntVar(&cfg.every, "every", 1, "from games, take every n-th position")
	fs.IntVar(&cfg.skip, "skip", 4, "from games, skip positions with fewer stones than this")
	fs.IntVar(&cfg.limit, "limit", 0, "check at most this many positions (0 = all)")
	ms := fs.Int("time", 300, "search time per position, in milliseconds")
	checkMs := fs.Int("check-time", 0, "search time per reply when checking a claim, in milliseconds (0 = -time)")
	fs.IntVar(&cfg.recheck, "recheck", 4, "a reply not beaten is searched again with this many times the check time, then this many times that")
	fs.IntVar(&cfg.hashMB, "hash", 64, "transposition table size in MiB")
	fs.BoolVar(&cfg.verbose, "v", false, "print every claim, not only the refuted ones")
	fs.StringVar(&cfg.claimsPath, "claims", "", "write every position with a claimed win to this file, in the puzzle format")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if cfg.file == "" && cfg.games == "" && cfg.psq == "" {
		return nil, fmt.Errorf("give positions with -file, -games or -psq")
	}
	if *ms <= 0 || cfg.every <= 0 || cfg.recheck < 1 || cfg.hashMB <= 0 {
		return nil, fmt.Errorf("-time, -every, -recheck and -hash must be positive")
	}
	cfg.searchTime = time.Duration(*ms) * time.Millisecond
	cfg.checkTime = cfg.searchTime
	if *checkMs > 0 {
		cfg.checkTime = time.Duration(*checkMs) * time.Millisecond
	}
	return cfg, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseFlags(args, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "matecheck:", err)
		return 2
	}
	positions, err := loadPositions(cfg)
	if err != nil {
		fmt.Fprintln(stderr, "matecheck:", err)
		return 2
	}
	if cfg.limit > 0 && len(positions) > cfg.limit {
		positions = positions[:cfg.limit]
	}
	var claims io.Writer
	if cfg.claimsPath != "" {
		f, err := os.Create(cfg.claimsPath)
		if err != nil {
			fmt.Fprintln(stderr, "matecheck:", err)
			return 2
		}
		defer f.Close()
		claims = f
	}
	sum := checkAll(context.Background(), cfg, positions, stdout, claims)
	sum.print(stdout)
	if sum.refuted > 0 {
		return 1
	}
	return 0
}
