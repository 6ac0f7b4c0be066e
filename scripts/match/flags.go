package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"amoba/scripts/internal/openings"
	"amoba/scripts/internal/referee"
	"amoba/scripts/internal/stats"
)

// parseFlags turns the command line into a Config.
func parseFlags(args []string, stderr io.Writer) (*Config, error) {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		a         = fs.String("a", "", "engine A: path of a pbrain executable")
		b         = fs.String("b", "", "engine B: path of a pbrain executable")
		games     = fs.Int("games", 0, "number of games (0 = every opening twice)")
		tc        = fs.Float64("tc", 1, "seconds per move (INFO timeout_turn)")
		matchT    = fs.Float64("match", 0, "seconds per game and engine (INFO timeout_match); 0 = none")
		tolerance = fs.Int("tolerance", 1000, "milliseconds allowed beyond the time limit")
		rule      = fs.String("rule", "0", "rule: 0 freestyle, 1 standard, 4 renju, 8 or 9 caro")
		size      = fs.Int("size", 15, "board size (START n)")
		rect      = fs.String("rect", "", "rectangular board WxH (RECTSTART w,h); overrides -size")
		seqFile   = fs.String("openings", "", "openings file, sequence format (<id> <size> <rule> <moves>)")
		offFile   = fs.String("offsets", "", "openings file, Gomocup offset format (0,0, 1,0, 1,3)")
		conc      = fs.Int("concurrency", 1, "games played at the same time")
		draw      = fs.Int("draw", 0, "declare a draw after this many stones (0 = full board; renju: board minus 25)")
		restart   = fs.Bool("restart", false, "reuse one process per engine with RESTART instead of a fresh process per game")
		psqDir    = fs.String("psq", "", "directory to save each game as a Piskvork .psq record")
		pgnPath   = fs.String("pgn", "", "file to append all games to in PGN-like notation")
		sprtSpec  = fs.String("sprt", "", "elo0,elo1,alpha,beta: stop when the SPRT accepts H0 or H1")
		seed      = fs.Uint64("seed", 0, "shuffle the opening order with this seed (0 = file order)")
		memory    = fs.Int64("memory", 367001600, "INFO max_memory in bytes (0 = no limit)")
		verbose   = fs.Bool("v", false, "print the engines' MESSAGE and DEBUG lines to stderr")
		strict    = fs.Bool("strict", false, "exit with status 3 if any game ended by crash, illegal move or timeout")
		aInfo     stringList
		bInfo     stringList
	)
	fs.Var(&aInfo, "a-info", `an INFO setting for engine A only, "key value" (repeatable), e.g. -a-info "strength 40"`)
	fs.Var(&bInfo, "b-info", `an INFO setting for engine B only, "key value" (repeatable)`)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected arguments: %v", fs.Args())
	}
	r, err := referee.ParseRule(*rule)
	if err != nil {
		return nil, err
	}
	cfg := &Config{
		Engines:     [2]EngineSpec{{Label: "A", Path: *a, Info: aInfo}, {Label: "B", Path: *b, Info: bInfo}},
		Games:       *games,
		Turn:        seconds(*tc),
		Match:       seconds(*matchT),
		Tolerance:   time.Duration(*tolerance) * time.Millisecond,
		MaxMemory:   *memory,
		Rule:        r,
		Width:       *size,
		Height:      *size,
		Concurrency: *conc,
		DrawAfter:   *draw,
		Restart:     *restart,
		PSQDir:      *psqDir,
		PGNPath:     *pgnPath,
		Seed:        *seed,
		Verbose:     *verbose,
		Strict:      *strict,
	}
	if *rect != "" {
		if cfg.Width, cfg.Height, err = parseRect(*rect); err != nil {
			return nil, err
		}
		cfg.Rect = true
	}
	if *sprtSpec != "" {
		s, err := stats.ParseSPRT(*sprtSpec)
		if err != nil {
			return nil, err
		}
		cfg.SPRT = &s
	}
	if err := loadOpenings(cfg, *seqFile, *offFile); err != nil {
		return nil, err
	}
	return cfg, cfg.validate()
}

// loadOpenings fills cfg.Openings from the files given, or the built-in set.
func loadOpenings(cfg *Config, seqFile, offFile string) error {
	var err error
	switch {
	case seqFile != "" && offFile != "":
		return fmt.Errorf("give -openings or -offsets, not both")
	case seqFile != "":
		cfg.Openings, err = openings.Load(seqFile, false, cfg.Width, cfg.Height)
		cfg.OpeningsName = seqFile
	case offFile != "":
		cfg.Openings, err = openings.Load(offFile, true, cfg.Width, cfg.Height)
		cfg.OpeningsName = offFile
	default:
		cfg.Openings, err = openings.Builtin(cfg.Width, cfg.Height)
		cfg.OpeningsName = "built-in"
	}
	return err
}

// seconds converts a float number of seconds to a Duration.
func seconds(s float64) time.Duration {
	return time.Duration(s * float64(time.Second))
}

// parseRect reads "WxH" (or "W,H").
func parseRect(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	if !ok {
		ws, hs, ok = strings.Cut(s, ",")
	}
	w, errW := strconv.Atoi(strings.TrimSpace(ws))
	h, errH := strconv.Atoi(strings.TrimSpace(hs))
	if !ok || errW != nil || errH != nil {
		return 0, 0, fmt.Errorf("-rect %q: want WxH, e.g. 20x15", s)
	}
	return w, h, nil
}

// stringList is a repeatable string flag.
type stringList []string

func (l *stringList) String() string { return strings.Join(*l, "; ") }

func (l *stringList) Set(v string) error {
	*l = append(*l, v)
	return nil
}
