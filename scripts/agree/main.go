package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
	"amoba/scripts/internal/suite"
)

// config is what the flags ask for.
type config struct {
	data          string
	out           string
	n             int
	seed          uint64
	after, before int
	maxScore      int
	note          string
}

// candidate is one position that qualifies.
type candidate struct {
	id           string
	size         int
	rule         eval.Rule
	toMove       eval.Color
	black, white []engine.Pos
	answer       engine.Pos
	score        int
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "agree:", err)
		os.Exit(2)
	}
	if err := run(cfg, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "agree:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("agree", flag.ContinueOnError)
	fs.StringVar(&cfg.data, "data", "", "labelled game records (scripts/label's output)")
	fs.StringVar(&cfg.out, "out", "", "suite file to write (default stdout)")
	fs.IntVar(&cfg.n, "n", 1000, "positions to write (at most)")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the shuffle that picks the positions")
	fs.IntVar(&cfg.after, "after", 2, "skip this many moves after each record's opening")
	fs.IntVar(&cfg.before, "before", 40, "take positions with fewer stones than this")
	fs.StringVar(&cfg.note, "note", "", "a comment for the file's header: where the games and labels came from")
	fs.IntVar(&cfg.maxScore, "max-score", 500, "take positions whose score (the side to move's, in the brain's units) is within ± this")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	switch {
	case fs.NArg() > 0:
		return cfg, fmt.Errorf("unexpected arguments: %v", fs.Args())
	case cfg.data == "":
		return cfg, errors.New("-data is required")
	case cfg.n <= 0 || cfg.after < 0 || cfg.before <= 0 || cfg.maxScore <= 0:
		return cfg, errors.New("-n, -before and -max-score must be positive, -after not negative")
	}
	return cfg, nil
}

func run(cfg config, stdout, log io.Writer) error {
	f, err := os.Open(cfg.data)
	if err != nil {
		return err
	}
	defer f.Close()
	cands, err := collect(f, cfg)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(cfg.seed, 0x61677265))
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	cands = cands[:min(len(cands), cfg.n)]
	out := stdout
	if cfg.out != "" {
		o, err := os.Create(cfg.out)
		if err != nil {
			return err
		}
		defer o.Close()
		out = o
	}
	w := bufio.NewWriter(out)
	fmt.Fprintf(w, "# Move-agreement suite from %s (scripts/agree -n %d -seed %d -after %d -before %d -max-score %d):\n",
		cfg.data, cfg.n, cfg.seed, cfg.after, cfg.before, cfg.maxScore)
	fmt.Fprintln(w, "# the answer is the move the labelling brain chose; the info field is its score for the side to move.")
	if cfg.note != "" {
		fmt.Fprintln(w, "# "+cfg.note)
	}
	for _, c := range cands {
		fmt.Fprintln(w, c.line())
	}
	if err := w.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(log, "agree: %d positions written\n", len(cands))
	return nil
}

// collect replays every record and returns the positions that qualify, in
// file order, each position once.
func collect(r io.Reader, cfg config) ([]candidate, error) {
	var out []candidate
	seen := map[[2]uint64]bool{}
	err := gamefile.Lines(r, func(n int, line string) error {
		g, err := gamefile.Parse(line)
		if err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		if g.Best == nil || g.Width != g.Height {
			return nil
		}
		b, err := engine.NewBoard(g.Width, g.Height, g.Rule)
		if err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		for i, m := range g.Moves {
			key := [2]uint64{uint64(g.Rule), b.Key()}
			if c, ok := qualify(b, g, i, cfg); ok && !seen[key] {
				seen[key] = true
				c.id = fmt.Sprintf("agree-%d-%d", n, i)
				out = append(out, c)
			}
			if !b.IsLegal(m) {
				return fmt.Errorf("line %d: illegal move %v", n, m)
			}
			b.Play(m)
		}
		return nil
	})
	return out, err
}

// qualify reports whether the position before move i of g is one the suite
// takes, and the candidate it makes.
func qualify(b *engine.Board, g gamefile.Game, i int, cfg config) (candidate, bool) {
	if i < g.First+cfg.after || i >= cfg.before || g.Best[i] == engine.NoPos || g.Scores[i] == gamefile.NoScore {
		return candidate{}, false
	}
	score, err := strconv.Atoi(g.Scores[i])
	if err != nil || score < -cfg.maxScore || score > cfg.maxScore {
		return candidate{}, false
	}
	best := g.Best[i]
	if !b.IsEmpty(best) || !b.IsLegal(best) || !gamefile.Quiet(b) {
		return candidate{}, false
	}
	c := candidate{size: g.Width, rule: g.Rule, toMove: b.ToMove(), answer: best, score: score}
	for k, m := range g.Moves[:i] {
		if k%2 == 0 {
			c.black = append(c.black, m)
		} else {
			c.white = append(c.white, m)
		}
	}
	return c, true
}

// line formats the candidate as scripts/puzzles reads it.
func (c candidate) line() string {
	return suite.Line(c.id, c.size, c.rule, c.toMove, c.black, c.white, c.answer.String(), fmt.Sprintf("score=%d", c.score))
}
