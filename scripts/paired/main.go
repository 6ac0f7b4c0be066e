package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "paired:", err)
		os.Exit(1)
	}
}

// usage is the command line paired expects.
const usage = "usage: paired [-by-opening] CANDIDATE.log BASELINE.log [CANDIDATE2.log BASELINE2.log ...]"

// run reads the logs, pairs candidate and baseline log by log, and prints
// the summary.
func run(args []string) error {
	fs := flag.NewFlagSet("paired", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	byOpening := fs.Bool("by-opening", false, "pair games by opening and colour instead of by number")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w\n%s", err, usage)
	}
	args = fs.Args()
	if len(args) == 0 || len(args)%2 != 0 {
		return errors.New(usage)
	}
	c := comparison{byOpening: *byOpening}
	for i := 0; i < len(args); i += 2 {
		cand, err := readLogFile(args[i])
		if err != nil {
			return err
		}
		base, err := readLogFile(args[i+1])
		if err != nil {
			return err
		}
		if err := c.add(cand, base); err != nil {
			return fmt.Errorf("%s and %s: %w", args[i], args[i+1], err)
		}
	}
	s, err := c.summarize()
	if err != nil {
		return err
	}
	fmt.Println(s)
	return nil
}

// readLogFile reads one match log.
func readLogFile(path string) (map[int]game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, err := readLog(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return games, nil
}
