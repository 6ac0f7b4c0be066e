package main

import (
	"fmt"
	"io"
	"strconv"

	"amoba/engine"
)

// bench runs the engine's fixed-depth benchmark and prints its signature.
func bench(args []string, out io.Writer) int {
	depth := engine.DefaultBenchDepth
	if len(args) > 0 {
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 64 {
			fmt.Fprintf(out, "bad depth %q\n", args[0])
			return 2
		}
		depth = d
	}
	engine.Bench(out, depth)
	return 0
}
