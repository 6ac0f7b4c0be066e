// Command pbrain-amoba is the Amoba Gomoku engine, a brain for the
// Piskvork / Gomocup protocol.
//
// With no subcommand it speaks the protocol on stdin and stdout. Other uses:
//
//	pbrain-amoba bench [depth]      fixed-depth search of the bench positions
//	pbrain-amoba bench time MS      each position searched for MS ms: depth reached
//	pbrain-amoba bench nodes N FILE the positions of FILE searched to N nodes each
//	pbrain-amoba -profile cpu bench  the same, writing a CPU profile
//	pbrain-amoba params             the search parameters: name, default, range
//
// Flags:
//
//	-profile cpu|mem|block|mutex|trace   profile the run (github.com/pkg/profile)
//	-profile-dir DIR                     where the profile goes (default .)
//	-log FILE                            append a log of the protocol session
//	-quiet                               no MESSAGE lines while thinking
//	-strength N                          playing level, 0 (weakest) to 100 (full)
//	-param name=value,...                search parameters other than the defaults
//	                                     (for tuning, scripts/spsa; see "params")
//
// A GUI that cannot pass flags or send INFO strength (Piskvork) gets a level
// from the executable's name: a copy named pbrain-amoba64-strength40.exe
// plays at strength 40. The -strength flag overrides the name, and INFO
// strength overrides both.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strconv"

	"amoba/engine"
	"amoba/protocol"

	"github.com/pkg/profile"
)

func main() {
	os.Exit(run(os.Args[0], os.Args[1:], os.Stdin, os.Stdout))
}

// run runs the program called by the name program (its path, as started)
// with the arguments args.
func run(program string, args []string, stdin io.Reader, stdout io.Writer) int {
	fs := flag.NewFlagSet("pbrain-amoba", flag.ContinueOnError)
	fs.SetOutput(stdout) // usage text is for a person at a terminal
	profileKind := fs.String("profile", "", "profile the run: cpu, mem, block, mutex or trace")
	profileDir := fs.String("profile-dir", ".", "directory for the profile file")
	logPath := fs.String("log", "", "append a log of the protocol session to this file")
	quiet := fs.Bool("quiet", false, "no MESSAGE lines while thinking")
	strength := fs.Int("strength", engine.FullStrength, "playing level from 0 (weakest) to 100 (full strength), as INFO strength; clamped")
	paramList := fs.String("param", "", "search parameters other than the defaults, name=value,... (see the params subcommand)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	params := engine.DefaultParams()
	if err := params.SetList(*paramList); err != nil {
		fmt.Fprintf(stdout, "-param: %v\n", err)
		return 2
	}
	*strength = startStrength(program, *strength, flagGiven(fs, "strength"))
	if stop := startProfile(*profileKind, *profileDir); stop != nil {
		defer stop()
	}

	switch fs.Arg(0) {
	case "":
		return serve(stdin, stdout, *logPath, *quiet, *strength, params)
	case "bench":
		return bench(fs.Args()[1:], stdout, params)
	case "params":
		for _, p := range engine.ParamList() {
			fmt.Fprintf(stdout, "%s %d %d %d\n", p.Name, p.Default, p.Min, p.Max)
		}
		return 0
	default:
		fmt.Fprintf(stdout, "unknown subcommand %q (want bench or params, or none for the protocol)\n", fs.Arg(0))
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
func serve(stdin io.Reader, stdout io.Writer, logPath string, quiet bool, strength int, params engine.Params) int {
	newEngine := func() *engine.Engine {
		e := engine.New(engine.DefaultHashBytes) // allocated at the first search, sized by INFO max_memory
		e.SetParams(params)
		return e
	}
	opts := protocol.Options{
		// The runtime collects harder as the heap nears the manager's
		// memory budget, so garbage never pushes the process over it.
		MemoryBudget: func(bytes int64) { debug.SetMemoryLimit(bytes) },
		// after a search that did not stop (the session's stall
		// watchdog), the game goes on with a new engine
		NewSearcher: func() protocol.Searcher { return newEngine() },
	}
	if logPath != "" {
		f, err := os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err == nil {
			defer f.Close()
			opts.Log = f
		}
	}
	session := protocol.NewSession(newEngine(), opts)
	if quiet {
		session.Quiet()
	}
	session.SetStrength(strength)
	if err := session.Run(context.Background(), stdin, stdout); err != nil {
		return 1
	}
	return 0
}

// strengthPattern finds a level in an executable's name: "strength" and one
// to three digits, in any case (pbrain-amoba64-strength40.exe).
var strengthPattern = regexp.MustCompile(`(?i)strength(\d{1,3})`)

// startStrength is the level to start with: the flag's when it was given,
// else the executable name's, else the flag's default (full strength).
func startStrength(program string, flagValue int, flagSet bool) int {
	if level, ok := strengthFromName(program); ok && !flagSet {
		return level
	}
	return flagValue
}

// strengthFromName returns the playing level the executable's file name
// asks for, if it asks for one.
func strengthFromName(program string) (int, bool) {
	m := strengthPattern.FindStringSubmatch(filepath.Base(program))
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}

// flagGiven reports whether the named flag was set on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}
