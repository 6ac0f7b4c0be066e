package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"

	"amoba/engine"
	"amoba/scripts/internal/gamefile"
)

// config is what the flags ask for.
type config struct {
	data, out  string
	per        int
	seed       uint64
	soft       bool
	scoreScale float64
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "offline:", err)
		os.Exit(2)
	}
	if err := run(cfg, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "offline:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("offline", flag.ContinueOnError)
	fs.StringVar(&cfg.data, "data", "", "game records (scripts/gendata's format; with -soft-results, scripts/label's output of this command's)")
	fs.StringVar(&cfg.out, "out", "", "file to write (default stdout)")
	fs.IntVar(&cfg.per, "per", 8, "positions drawn from each game (at most)")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the draws")
	fs.BoolVar(&cfg.soft, "soft-results", false, "set each labelled record's result to the label's win probability for black instead")
	fs.Float64Var(&cfg.scoreScale, "score-scale", 200, "with -soft-results: sigmoid(score / this) is the win probability a label says")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	switch {
	case fs.NArg() > 0:
		return cfg, fmt.Errorf("unexpected arguments: %v", fs.Args())
	case cfg.data == "":
		return cfg, errors.New("-data is required")
	case cfg.per <= 0 || cfg.scoreScale <= 0:
		return cfg, errors.New("-per and -score-scale must be positive")
	}
	return cfg, nil
}

func run(cfg config, stdout, log io.Writer) error {
	in, err := os.Open(cfg.data)
	if err != nil {
		return err
	}
	defer in.Close()
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
	read, written := 0, 0
	err = gamefile.Lines(in, func(n int, line string) error {
		read++
		g, err := gamefile.Parse(line)
		if err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		var recs []gamefile.Game
		if cfg.soft {
			recs = softResult(g, cfg.scoreScale)
		} else if recs, err = offLine(g, cfg.per, rand.New(rand.NewPCG(cfg.seed, uint64(n)))); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		for _, r := range recs {
			fmt.Fprintln(w, r.String())
			written++
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(log, "offline: %d records read, %d written\n", read, written)
	return nil
}

// offLine draws up to per plies of g where its engine chose the move and
// returns, for each, the game up to that ply with a random cell played
// instead and one more legal move after it (see the package comment).
func offLine(g gamefile.Game, per int, rng *rand.Rand) ([]gamefile.Game, error) {
	plies := make([]int, 0, len(g.Moves))
	for k := g.First; k < len(g.Moves); k++ {
		plies = append(plies, k)
	}
	rng.Shuffle(len(plies), func(i, j int) { plies[i], plies[j] = plies[j], plies[i] })
	var out []gamefile.Game
	for _, k := range plies {
		if len(out) == per {
			break
		}
		b, err := replay(g, k)
		if err != nil {
			return nil, err
		}
		r, next, ok := offMove(b, g.Moves[k], rng)
		if !ok {
			continue
		}
		moves := append(append([]engine.Pos(nil), g.Moves[:k]...), r, next)
		scores := make([]string, len(moves))
		for i := range scores {
			scores[i] = gamefile.NoScore
		}
		out = append(out, gamefile.Game{Rule: g.Rule, Width: g.Width, Height: g.Height,
			Result: g.Result, First: k + 1, Moves: moves, Scores: scores})
	}
	return out, nil
}

// replay returns the board after the first k moves of g.
func replay(g gamefile.Game, k int) (*engine.Board, error) {
	b, err := engine.NewBoard(g.Width, g.Height, g.Rule)
	if err != nil {
		return nil, err
	}
	for _, m := range g.Moves[:k] {
		if !b.IsLegal(m) {
			return nil, fmt.Errorf("illegal move %v", m)
		}
		b.Play(m)
	}
	return b, nil
}

// offMove draws a legal cell near the stones other than played that does
// not make five and leaves a quiet position, plays it on b, and returns
// it with a legal move for the side then to move (played if it is one):
// ok is false when no cell qualifies.
func offMove(b *engine.Board, played engine.Pos, rng *rand.Rand) (r, next engine.Pos, ok bool) {
	var cells []engine.Pos
	cand := b.Candidates()
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if p := engine.MakePos(x, y); cand.Has(p) && p != played && b.IsLegal(p) && !b.IsWinningMove(p) {
				cells = append(cells, p)
			}
		}
	}
	rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	for _, r := range cells {
		b.Play(r)
		if gamefile.Quiet(b) {
			if b.IsLegal(played) {
				return r, played, true
			}
			for _, p := range cells {
				if p != r && b.IsLegal(p) {
					return r, p, true
				}
			}
		}
		b.Undo()
	}
	return engine.NoPos, engine.NoPos, false
}

// softResult returns g with its result set to the win probability for
// black that the score of its position First says, or nothing when that
// position has no score.
func softResult(g gamefile.Game, scale float64) []gamefile.Game {
	if g.First >= len(g.Scores) {
		return nil
	}
	s, err := strconv.Atoi(g.Scores[g.First])
	if err != nil {
		return nil
	}
	p := 1 / (1 + math.Exp(-float64(s)/scale))
	if g.First%2 == 1 { // white to move there
		p = 1 - p
	}
	g.Result = math.Round(p*1e4) / 1e4
	return []gamefile.Game{g}
}
