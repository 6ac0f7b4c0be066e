package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/files"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/record"
)

// config is what the flags and arguments ask for.
type config struct {
	rule      eval.Rule
	first     int
	positions string // write the positions this player was to move in instead
	out       string
	paths     []string
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "psqgames:", err)
		os.Exit(2)
	}
	if err := run(cfg, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "psqgames:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("psqgames", flag.ContinueOnError)
	rule := fs.Int("rule", 0, "INFO rule value of every game (the record does not say)")
	fs.IntVar(&cfg.first, "first", 0, "moves of every game that were not the players' choice (the opening)")
	fs.StringVar(&cfg.positions, "positions", "", "write, in the puzzles format, the positions after the opening in which the player whose name contains this was to move (with -first 0: the opening is the leading moves recorded with 0 ms)")
	fs.StringVar(&cfg.out, "out", "", "output file (default stdout)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	r, ok := eval.RuleFromInfo(*rule)
	if !ok {
		return cfg, fmt.Errorf("-rule %d is no rule", *rule)
	}
	cfg.rule = r
	if cfg.first < 0 {
		return cfg, errors.New("-first must not be negative")
	}
	cfg.paths = fs.Args()
	if len(cfg.paths) == 0 {
		return cfg, errors.New("no .psq files or directories given")
	}
	return cfg, nil
}

// errAbnormal marks a record whose game did not end on the board.
var errAbnormal = errors.New("the game ended by a foul, timeout, illegal move or crash")

// convert reads one .psq record and makes it a game record under rule.
func convert(r io.Reader, rule eval.Rule, first int) (gamefile.Game, error) {
	rec, err := record.ReadPSQ(r)
	if err != nil {
		return gamefile.Game{}, err
	}
	if rec.EndCode != record.EndNormal {
		return gamefile.Game{}, errAbnormal
	}
	if len(rec.Moves) == 0 {
		return gamefile.Game{}, errors.New("no moves")
	}
	b, err := engine.NewBoard(rec.Width, rec.Height, rule)
	if err != nil {
		return gamefile.Game{}, err
	}
	g := gamefile.Game{Rule: rule, Width: rec.Width, Height: rec.Height, Result: 0.5,
		First: min(first, len(rec.Moves))}
	for i, s := range rec.Moves {
		x, y := s.Move.X, s.Move.Y
		if !b.Contains(x, y) || !b.IsEmpty(engine.MakePos(x, y)) {
			return gamefile.Game{}, fmt.Errorf("move %d (%d,%d) is off the board or on a stone", i+1, x, y)
		}
		p := engine.MakePos(x, y)
		b.Play(p)
		g.Moves = append(g.Moves, p)
		g.Scores = append(g.Scores, gamefile.NoScore)
		if b.WinAt(p) {
			if i != len(rec.Moves)-1 {
				return gamefile.Game{}, fmt.Errorf("move %d makes a five but the game goes on", i+1)
			}
			g.Result = 1 // black moves first, on even indices
			if i%2 == 1 {
				g.Result = 0
			}
		}
	}
	return g, nil
}

func run(cfg config, log io.Writer) error {
	records, err := files.Expand(cfg.paths, ".psq")
	if err != nil {
		return err
	}
	out := os.Stdout
	if cfg.out != "" {
		if out, err = os.Create(cfg.out); err != nil {
			return err
		}
	}
	if cfg.positions != "" {
		err = writePositions(records, cfg, out, log)
	} else {
		err = convertAll(records, cfg, out, log)
	}
	if cfg.out != "" {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
	}
	return err
}

// convertAll writes the record of every file's game to out, and to log
// the files left out and the totals.
func convertAll(files []string, cfg config, out io.Writer, log io.Writer) error {
	w := bufio.NewWriter(out)
	written, skipped := 0, 0
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		g, err := convert(f, cfg.rule, cfg.first)
		f.Close()
		if err != nil {
			fmt.Fprintf(log, "%s: left out: %v\n", path, err)
			skipped++
			continue
		}
		fmt.Fprintln(w, g.String())
		written++
	}
	fmt.Fprintf(log, "%d games written, %d left out\n", written, skipped)
	return w.Flush()
}
