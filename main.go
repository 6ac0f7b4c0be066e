// Command pbrain-amoba is the Amoba Gomoku engine, a brain for the
// Piskvork / Gomocup protocol.
//
// With no subcommand it speaks the protocol on stdin and stdout. Other uses:
//
//	pbrain-amoba bench [depth]      fixed-depth search of the bench positions
//	pbrain-amoba bench time MS      each position searched for MS ms: depth reached
//	pbrain-amoba -profile cpu bench  the same, writing a CPU profile
//
// Flags:
//
//	-profile cpu|mem|block|mutex|trace   profile the run (github.com/pkg/profile)
//	-profile-dir DIR                     where the profile goes (default .)
//	-log FILE                            append a log of the protocol session
//	-quiet                               no MESSAGE lines while thinking
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"amoba/engine"
	"amoba/protocol"

	"github.com/pkg/profile"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout))
}

func run(args []string, stdin io.Reader, stdout io.Writer) int {
	fs := flag.NewFlagSet("pbrain-amoba", flag.ContinueOnError)
	fs.SetOutput(stdout) // usage text is for a person at a terminal
	profileKind := fs.String("profile", "", "profile the run: cpu, mem, block, mutex or trace")
	profileDir := fs.String("profile-dir", ".", "directory for the profile file")
	logPath := fs.String("log", "", "append a log of the protocol session to this file")
	quiet := fs.Bool("quiet", false, "no MESSAGE lines while thinking")
	strength := fs.Int("strength", engine.FullStrength, "playing level from 0 (weakest) to 100 (full strength), as INFO strength; clamped")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if stop := startProfile(*profileKind, *profileDir); stop != nil {
		defer stop()
	}

	switch fs.Arg(0) {
	case "":
		return serve(stdin, stdout, *logPath, *quiet, *strength)
	case "bench":
		return bench(fs.Args()[1:], stdout)
	default:
		fmt.Fprintf(stdout, "unknown subcommand %q (want bench, or none for the protocol)\n", fs.Arg(0))
		return 2
	}
}

// startProfile starts the profiler asked for and returns its stop function.
func startProfile(kind, dir string) func() {
	opts := []func(*profile.Profile){profile.ProfilePath(dir), profile.Quiet}
	switch kind {
	case "":
		return nil
	case "cpu":
		opts = append(opts, profile.CPUProfile)
	case "mem":
		opts = append(opts, profile.MemProfile)
	case "block":
		opts = append(opts, profile.BlockProfile)
	case "mutex":
		opts = append(opts, profile.MutexProfile)
	case "trace":
		opts = append(opts, profile.TraceProfile)
	default:
		return nil
	}
	// NoShutdownHook: the protocol's END must end the process promptly, and
	// the profile is written when run returns.
	opts = append(opts, profile.NoShutdownHook)
	return profile.Start(opts...).Stop
}

// serve runs the protocol on stdin/stdout.
func serve(stdin io.Reader, stdout io.Writer, logPath string, quiet bool, strength int) int {
	opts := protocol.Options{
		// The runtime collects harder as the heap nears the manager's
		// memory budget, so garbage never pushes the process over it.
		MemoryBudget: func(bytes int64) { debug.SetMemoryLimit(bytes) },
	}
	if logPath != "" {
		f, err := os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err == nil {
			defer f.Close()
			opts.Log = f
		}
	}
	eng := engine.New(engine.DefaultHashBytes) // allocated at the first search, sized by INFO max_memory
	session := protocol.NewSession(eng, opts)
	if quiet {
		session.Quiet()
	}
	session.SetStrength(strength)
	if err := session.Run(context.Background(), stdin, stdout); err != nil {
		return 1
	}
	return 0
}
