package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"amoba/scripts/internal/gamefile"
)

// config is what the flags ask for.
type config struct {
	files []string
	ref   string
	claims
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "foresight:", err)
		os.Exit(2)
	}
	if err := run(cfg, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "foresight:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("foresight", flag.ContinueOnError)
	fs.StringVar(&cfg.ref, "ref", "", "reference labels of the same games: each file's correlation with them is printed")
	fs.IntVar(&cfg.mate, "mate", 6000, "a score this large claims the game (scripts/label writes mates as ±its -clamp)")
	fs.Float64Var(&cfg.eps, "mate-eps", 0.02, "a claimed game is predicted with probability 1 − this")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	cfg.files = fs.Args()
	if len(cfg.files) == 0 {
		return cfg, fmt.Errorf("no labelled game files given")
	}
	if cfg.mate < 1 || cfg.eps <= 0 || cfg.eps >= 0.5 {
		return cfg, fmt.Errorf("-mate must be positive and -mate-eps between 0 and 0.5")
	}
	return cfg, nil
}

func run(cfg config, out io.Writer) error {
	paths := cfg.files
	if cfg.ref != "" {
		paths = append([]string{cfg.ref}, paths...)
	}
	files := make([][]gamefile.Game, len(paths))
	for i, p := range paths {
		games, err := gamefile.ReadFile(p)
		if err != nil {
			return err
		}
		files[i] = games
	}
	pos, err := collect(files)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return fmt.Errorf("no position is scored in every file")
	}
	fmt.Fprintf(out, "%d positions scored in every file\n", len(pos))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "file\tscale k\tloss\tclaims\t")
	if cfg.ref != "" {
		fmt.Fprint(tw, "corr with ref\t")
	}
	fmt.Fprintln(tw)
	for f, p := range paths {
		w, loss := cfg.fit(pos, f)
		scale := "inf"
		if w > 0 {
			scale = fmt.Sprintf("%.0f", 1/w)
		}
		name := p
		if cfg.ref != "" && f == 0 {
			name = p + " (ref)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%.4f\t%d\t", name, scale, loss, cfg.claimCount(pos, f))
		if cfg.ref != "" {
			if r, n, ok := cfg.correlation(pos, 0, f); ok {
				fmt.Fprintf(tw, "%.3f (%d)\t", r, n)
			} else {
				fmt.Fprint(tw, "-\t")
			}
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}
