package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"amoba/engine"
)

// player plays iteration k's games and returns the plus side's points
// minus the minus side's.
type player interface {
	play(ctx context.Context, k int, plus, minus engine.Params) (float64, error)
}

// matchPlayer plays through scripts/match: each side is a small wrapper
// script that runs the engine with its -param list, since the runner
// starts a brain by its path alone.
type matchPlayer struct {
	matchBin string   // a built scripts/match
	engine   string   // the pbrain-amoba to tune
	opponent string   // play each side against it instead of each other ("" = self-play)
	args     []string // the runner's other flags: time, openings, rule, size, memory
	dir      string   // where the wrappers go
}

// play plays one opening with colours swapped: between the two sides, or
// each side against the opponent (then four games).
func (m *matchPlayer) play(ctx context.Context, k int, plus, minus engine.Params) (float64, error) {
	a, err := m.wrapper(k, "plus", plus)
	if err != nil {
		return 0, err
	}
	b, err := m.wrapper(k, "minus", minus)
	if err != nil {
		return 0, err
	}
	defer os.Remove(a)
	defer os.Remove(b)
	if m.opponent == "" {
		pa, pb, err := m.pair(ctx, k, a, b)
		return pa - pb, err
	}
	pa, _, err := m.pair(ctx, k, a, m.opponent)
	if err != nil {
		return 0, err
	}
	pb, _, err := m.pair(ctx, k, b, m.opponent)
	return pa - pb, err
}

// pair plays the two games of opening k (the runner's seed k picks it)
// and returns each engine's points.
func (m *matchPlayer) pair(ctx context.Context, k int, a, b string) (pa, pb float64, err error) {
	args := append([]string{"-a", a, "-b", b, "-games", "2", "-seed", strconv.Itoa(k)}, m.args...)
	cmd := exec.CommandContext(ctx, m.matchBin, args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return 0, 0, fmt.Errorf("match: %v: %s", err, strings.TrimSpace(errOut.String()))
	}
	return parseScore(out.String())
}

// scoreLine is the runner's summary of a match.
var scoreLine = regexp.MustCompile(`A vs B: (\d+) wins, (\d+) losses, (\d+) draws`)

// parseScore reads each engine's points from the runner's output.
func parseScore(out string) (pa, pb float64, err error) {
	m := scoreLine.FindStringSubmatch(out)
	if m == nil {
		return 0, 0, fmt.Errorf("no result line in the runner's output")
	}
	w, _ := strconv.Atoi(m[1])
	l, _ := strconv.Atoi(m[2])
	d, _ := strconv.Atoi(m[3])
	return float64(w) + float64(d)/2, float64(l) + float64(d)/2, nil
}

// wrapper writes an executable script that runs the engine with p.
func (m *matchPlayer) wrapper(k int, side string, p engine.Params) (string, error) {
	path := filepath.Join(m.dir, fmt.Sprintf("spsa-%d-%s.sh", k, side))
	script := fmt.Sprintf("#!/bin/sh\nexec %s -param %s\n", shellQuote(m.engine), shellQuote(paramList(p)))
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		return "", err
	}
	return path, nil
}

// shellQuote quotes s for sh.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
