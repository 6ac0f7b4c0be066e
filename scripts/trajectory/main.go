package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"amoba/scripts/internal/files"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "trajectory:", err)
		os.Exit(1)
	}
}

// usage is the command line trajectory expects.
const usage = "usage: trajectory [-turn MS] [-fall N] [-high N,N...] LOG|DIR..."

// run reads the logs named by args and prints the two colours' summaries.
func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("trajectory", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	turn := fs.Int("turn", 0, "only logs whose first timeout_turn is this many ms (0: all)")
	fall := fs.Int("fall", 1000, "a lost game fell when its score reached minus this or below")
	highList := fs.String("high", "1000,2000", "thresholds of the score before the fall")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w\n%s", err, usage)
	}
	if fs.NArg() == 0 || *fall <= 0 {
		return errors.New(usage)
	}
	var highs []int
	for _, h := range strings.Split(*highList, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(h))
		if err != nil {
			return fmt.Errorf("-high %q: %w", *highList, err)
		}
		highs = append(highs, v)
	}
	logs, err := files.Expand(fs.Args(), ".log")
	if err != nil {
		return err
	}
	var black, white summary
	read := 0
	for _, path := range logs {
		games, err := readLogFile(path)
		if err != nil {
			return err
		}
		for _, g := range games {
			if !g.known || (*turn > 0 && g.turn != *turn) {
				continue
			}
			read++
			if g.black {
				black.add(g, *fall)
			} else {
				white.add(g, *fall)
			}
		}
	}
	fmt.Fprintf(out, "%d games (%d logs)\n", read, len(logs))
	black.write(out, "black", *fall, highs)
	white.write(out, "white", *fall, highs)
	return nil
}

// readLogFile reads the games of one brain log.
func readLogFile(path string) ([]game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, err := readGames(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return games, nil
}
