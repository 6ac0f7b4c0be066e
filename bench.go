package main

import (
	"fmt"
	"io"
	"os"
	"strconv"

	"amoba/engine"
)

// bench runs the engine's fixed-depth benchmark and prints its signature:
// "bench [depth]". "bench time MS" searches each position for MS
// milliseconds instead and prints the depth reached; "bench nodes N FILE"
// searches the positions of FILE (see engine.ReadBenchPositions) to N
// nodes each. All search with the parameters p.
func bench(args []string, out io.Writer, p engine.Params) int {
	if len(args) == 3 && args[0] == "nodes" {
		return benchNodes(args[1], args[2], out, p)
	}
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
			fmt.Fprintf(out, "bad depth %q (usage: bench [depth] | bench time MS | bench nodes N FILE)\n", args[0])
			return 2
		}
		depth = d
	}
	engine.Bench(out, depth, p)
	return 0
}

// benchNodes runs "bench nodes N FILE".
func benchNodes(nodeArg, file string, out io.Writer, p engine.Params) int {
	n, err := strconv.ParseInt(nodeArg, 10, 64)
	if err != nil || n < 1 {
		fmt.Fprintf(out, "bad node count %q\n", nodeArg)
		return 2
	}
	f, err := os.Open(file)
	if err != nil {
		fmt.Fprintf(out, "%v\n", err)
		return 2
	}
	defer f.Close()
	positions, err := engine.ReadBenchPositions(f)
	if err != nil {
		fmt.Fprintf(out, "%s: %v\n", file, err)
		return 2
	}
	engine.BenchNodes(out, positions, n, p)
	return 0
}
