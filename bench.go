package main

import (
	"fmt"
	"io"
	"strconv"

	"amoba/engine"
)

// bench runs the engine's fixed-depth benchmark and prints its signature:
// "bench [depth]". "bench time MS" searches each position for MS
// milliseconds instead and prints the depth reached. Both search with the
// parameters p.
func bench(args []string, out io.Writer, p engine.Params) int {
	if len(args) == 2 && args[0] == "time" {
		ms, err := strconv.ParseInt(args[1], 10, 64)
		if err != nil || ms < 1 || ms > 3_600_000 {
			fmt.Fprintf(out, "bad time %q\n", args[1])
			return 2
		}
		engine.BenchTimed(out, ms, p)
		return 0
	}
	depth := engine.DefaultBenchDepth
	if len(args) > 0 {
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 64 {
			fmt.Fprintf(out, "bad depth %q (usage: bench [depth] | bench time MS)\n", args[0])
			return 2
		}
		depth = d
	}
	engine.Bench(out, depth, p)
	return 0
}
