package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
)

// Exit statuses.
const (
	exitOK     = 0
	exitError  = 1
	exitUsage  = 2
	exitFaults = 3 // -strict and some game ended by crash, illegal move or timeout
)

func main() {
	os.Exit(realMain(os.Args[1:]))
}

func realMain(args []string) int {
	cfg, err := parseFlags(args, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		return exitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	sum, err := run(ctx, cfg, os.Stdout, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		return exitError
	}
	if cfg.Strict && sum.Faults() > 0 {
		fmt.Fprintf(os.Stderr, "match: %d game(s) ended by crash, illegal move or timeout\n", sum.Faults())
		return exitFaults
	}
	return exitOK
}
