package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"amoba/eval"
)

// config is what the flags ask for.
type config struct {
	data        []string
	family      string
	out         string
	holdOut     uint64
	epochs      int
	rate        float64
	prior       float64
	coarsePrior float64
	fine        bool
	blend       float64
	scoreScale  float64
	scoredOnly  bool
	mateScore   float64
	scale       float64
	order       bool
	orderFrom   string
	orderBest   bool
	orderPrior  float64
	verbose     bool
	tied        bool
	priorFrom   string
	choice      float64
	choiceLimit float64
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(2)
	}
	if err := run(cfg, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	data := fs.String("data", "", "game files written by scripts/gendata, comma-separated")
	fs.StringVar(&cfg.family, "family", "freestyle", "rule family: freestyle, standard, renju or caro")
	fs.StringVar(&cfg.out, "out", "", "model file to write (default stdout)")
	fs.Uint64Var(&cfg.holdOut, "holdout", 10, "hold out one game in this many (0: none)")
	fs.IntVar(&cfg.epochs, "epochs", 300, "optimiser steps (full batches)")
	fs.Float64Var(&cfg.rate, "rate", 2, "Adam's step size in evaluation units")
	fs.Float64Var(&cfg.coarsePrior, "coarse-prior", 5, "strength of the coarse model's pull towards the hand-set weights, in positions")
	fs.Float64Var(&cfg.prior, "prior", 200, "strength of the combination values' pull towards the coarse model, in positions")
	fs.Float64Var(&cfg.blend, "blend", 0, "weight of the game file's scores (the engine's, or another brain's from scripts/label) in the target (0: results only)")
	fs.Float64Var(&cfg.scoreScale, "score-scale", 0, "scale S of the games' scores: sigmoid(score/S) is the win probability they say (0: K, for the engine's own scores; 200 for Rapfi's)")
	fs.Float64Var(&cfg.mateScore, "mate-score", 20000, "scores of this size and beyond are mates, not used as targets (scripts/label writes mates as ±6000)")
	fs.BoolVar(&cfg.scoredOnly, "scored-only", false, "fit the evaluation to the positions that have a score only")
	fs.Float64Var(&cfg.scale, "k", 0, "sigmoid scale K (0: fit it to the hand-set model)")
	fs.BoolVar(&cfg.fine, "fine", false, "fit every combination's values after the coarse model (needs far more games than the coarse model)")
	fs.BoolVar(&cfg.order, "order", true, "fit the move-ordering scores to the moves the engine played (false: keep the hand-set ones)")
	fs.StringVar(&cfg.orderFrom, "order-from", "", "take the move-ordering scores from this model file instead of fitting them")
	fs.BoolVar(&cfg.orderBest, "order-best", false, "fit the move-ordering scores to the records' best moves (another brain's choices, from scripts/label) instead of the moves played")
	fs.Float64Var(&cfg.orderPrior, "order-prior", 5, "strength of the ordering scores' pull towards the hand-set ones, in positions")
	fs.BoolVar(&cfg.tied, "tied", false, "one value per pattern and class whoever is to move (Own = Opp), so that only the threat term knows the side to move")
	fs.StringVar(&cfg.priorFrom, "prior-from", "", "start the coarse model from this model file's values and pull it towards them, and fit K to it when -k is 0 (default: the hand-set weights)")
	fs.Float64Var(&cfg.choice, "choice", 0, "weight of the move-choice loss (the labelling brain's move among the positions one move on, see choice.go) against the position loss (0: none)")
	fs.Float64Var(&cfg.choiceLimit, "choice-limit", 800, "move-choice positions are those the labelling brain scores within this many of its units of even")
	fs.BoolVar(&cfg.verbose, "v", false, "print the losses while fitting")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if *data == "" {
		return cfg, fmt.Errorf("-data is required")
	}
	cfg.data = strings.Split(*data, ",")
	switch cfg.family {
	case "freestyle", "standard", "renju", "caro":
	default:
		return cfg, fmt.Errorf("-family %q: want freestyle, standard, renju or caro", cfg.family)
	}
	if cfg.tied && cfg.fine {
		return cfg, fmt.Errorf("-tied fits the coarse model only: not with -fine")
	}
	if cfg.orderBest && (cfg.orderFrom != "" || !cfg.order) {
		return cfg, fmt.Errorf("-order-best fits the ordering: not with -order-from or -order=false")
	}
	if cfg.choice > 0 && cfg.fine {
		return cfg, fmt.Errorf("-choice fits the coarse model only: not with -fine")
	}
	if cfg.choice < 0 || cfg.choiceLimit <= 0 {
		return cfg, fmt.Errorf("bad -choice settings")
	}
	if cfg.epochs < 0 || cfg.rate <= 0 || cfg.prior < 0 || cfg.coarsePrior < 0 || cfg.blend < 0 || cfg.blend > 1 || cfg.scale < 0 || cfg.scoreScale < 0 || cfg.mateScore <= 0 || cfg.orderPrior < 0 {
		return cfg, fmt.Errorf("bad optimiser settings")
	}
	return cfg, nil
}

// familyRule is a rule of the family, for the hand-set model.
func familyRule(family string) eval.Rule {
	for r := eval.Rule(0); r < eval.NumRules; r++ {
		if eval.Family(r) == family {
			return r
		}
	}
	return eval.Freestyle
}

func run(cfg config, stdout, log io.Writer) error {
	var games []gameLine
	var all bytes.Buffer
	for _, path := range cfg.data {
		raw, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		all.Write(raw)
		all.WriteByte('\n')
	}
	games, err := readGames(&all, cfg.family)
	if err != nil {
		return err
	}
	if len(games) == 0 {
		return fmt.Errorf("no %s games in %s", cfg.family, strings.Join(cfg.data, ","))
	}
	layout := params{colours: 1}
	if cfg.family == "renju" {
		layout.colours = 2
	}
	ds, err := extract(games, layout, cfg.holdOut)
	if err != nil {
		return err
	}
	if len(ds.train) == 0 {
		return fmt.Errorf("no training positions")
	}
	rule := familyRule(cfg.family)
	base := eval.HandSetModel(rule, eval.DefaultWeights())
	handSet := toVector(base, layout)
	cl := coarseLayout{colours: layout.colours, tied: cfg.tied}
	coarseTrain := coarseSamples(ds.train, layout, rule, cl)
	coarseTest := coarseSamples(ds.test, layout, rule, cl)
	cprior := coarsePrior(eval.DefaultWeights(), cl)
	priorName := "hand-set"
	if cfg.priorFrom != "" {
		if cprior, err = readCoarse(cfg.priorFrom, rule, cl); err != nil {
			return err
		}
		priorName = "prior"
	}
	k := cfg.scale
	if k == 0 {
		k = math.Round(fitScale(coarseTrain, cprior))
	}
	scoreScale := cfg.scoreScale
	if scoreScale == 0 {
		scoreScale = k
	}
	for _, set := range [][]sample{ds.train, ds.test, coarseTrain, coarseTest} {
		setScoreProbs(set, scoreScale, cfg.mateScore)
	}
	if cfg.scoredOnly {
		ds.train, ds.test, coarseTrain, coarseTest = scored(ds.train), scored(ds.test), scored(coarseTrain), scored(coarseTest)
		if len(ds.train) == 0 {
			return fmt.Errorf("no training positions with a score")
		}
	}
	fmt.Fprintf(log, "tune: %s: %d games, %d train and %d held-out positions, K = %.0f\n",
		cfg.family, ds.games, len(ds.train), len(ds.test), k)
	progress := func(name string, train, test []sample) func(int, []float64) {
		if !cfg.verbose {
			return nil
		}
		return func(epoch int, w []float64) {
			if epoch%50 == 0 {
				fmt.Fprintf(log, "tune: %s epoch %d: train %.5f held-out %.5f\n", name, epoch, loss(train, w, k), loss(test, w, k))
			}
		}
	}
	coarseCfg := fitConfig{epochs: cfg.epochs, rate: cfg.rate, frozen: cl.frozen(),
		l2: cfg.coarsePrior / (8 * k * k), blend: cfg.blend, report: progress("coarse", coarseTrain, coarseTest)}
	var choice choiceData
	if cfg.choice > 0 {
		if choice, err = prepareChoice(cfg, games, layout, rule, cl); err != nil {
			return err
		}
		coarseCfg.choice, coarseCfg.choiceWeight = choice.train, cfg.choice
	}
	coarse := fit(coarseTrain, cprior, k, coarseCfg)
	cm := cl.toCoarse(roundVector(coarse))
	finePrior := toVector(cm.Model(rule), layout)
	w := finePrior
	var fine *eval.Model
	if cfg.fine {
		w = roundVector(fit(ds.train, finePrior, k, fitConfig{epochs: cfg.epochs, rate: cfg.rate,
			l2: cfg.prior / (8 * k * k), blend: cfg.blend, report: progress("fine", ds.train, ds.test)}))
		fine = fromVector(w, layout)
	}
	lines := []string{
		fmt.Sprintf("Learned by scripts/tune for the %s rules: %d games, %d training and %d held-out positions.", cfg.family, ds.games, len(ds.train), len(ds.test)),
		fmt.Sprintf("Settings: -holdout %d -epochs %d -rate %g -coarse-prior %g -fine=%t -prior %g -blend %g -score-scale %g -mate-score %g -scored-only=%t -order=%t -order-prior %g -tied=%t -choice %g -choice-limit %g, K = %.0f.",
			cfg.holdOut, cfg.epochs, cfg.rate, cfg.coarsePrior, cfg.fine, cfg.prior, cfg.blend, cfg.scoreScale, cfg.mateScore, cfg.scoredOnly, cfg.order, cfg.orderPrior, cfg.tied, cfg.choice, cfg.choiceLimit, k),
		"Loss (cross-entropy on results):",
		fmt.Sprintf("  hand-set  train %.5f  held-out %.5f", loss(ds.train, handSet, k), loss(ds.test, handSet, k)),
		fmt.Sprintf("  coarse    train %.5f  held-out %.5f", loss(ds.train, finePrior, k), loss(ds.test, finePrior, k)),
		fmt.Sprintf("  learned   train %.5f  held-out %.5f", loss(ds.train, w, k), loss(ds.test, w, k)),
	}
	if cfg.blend > 0 {
		lines = append(lines, fmt.Sprintf("Loss on the fitted targets (results blended with the scores, weight %g):", cfg.blend),
			fmt.Sprintf("  hand-set  train %.5f  held-out %.5f", targetLoss(ds.train, handSet, k, cfg.blend), targetLoss(ds.test, handSet, k, cfg.blend)),
			fmt.Sprintf("  coarse    train %.5f  held-out %.5f", targetLoss(ds.train, finePrior, k, cfg.blend), targetLoss(ds.test, finePrior, k, cfg.blend)),
			fmt.Sprintf("  learned   train %.5f  held-out %.5f", targetLoss(ds.train, w, k, cfg.blend), targetLoss(ds.test, w, k, cfg.blend)))
	}
	if cfg.priorFrom != "" {
		lines = append(lines, "The coarse model started from, and was pulled towards, "+filepath.Base(cfg.priorFrom)+" (the \"prior\" rows).")
	}
	if cfg.choice > 0 {
		lines = append(lines, choice.report(cfg, priorName, cprior, roundVector(coarse))...)
	}
	lines = append(lines, "Pattern, class and threat lines are the coarse model; combo lines (with -fine) override single combinations.")
	switch {
	case cfg.orderFrom != "":
		if err := copyOrder(cm, cfg.orderFrom, rule); err != nil {
			return err
		}
		lines = append(lines, "Move ordering: taken from "+filepath.Base(cfg.orderFrom)+".")
	case cfg.order:
		ordering, err := tuneOrder(cfg, games, rule, layout.colours, log)
		if err != nil {
			return err
		}
		ordering.layout.setOrder(cm, ordering.weights)
		lines = append(lines, ordering.report(len(ordering.data.train), len(ordering.data.test))...)
	}
	for _, l := range lines {
		fmt.Fprintln(log, "tune:", l)
	}
	// the model the engine plays now, for comparison; kept out of the file,
	// whose header must not depend on what it replaces
	playing := toVector(eval.LearnedModel(rule), layout)
	fmt.Fprintf(log, "tune: (the committed model: train %.5f  held-out %.5f; on the fitted targets %.5f  %.5f)\n",
		loss(ds.train, playing, k), loss(ds.test, playing, k), targetLoss(ds.train, playing, k, cfg.blend), targetLoss(ds.test, playing, k, cfg.blend))
	out := stdout
	if cfg.out != "" {
		f, err := os.Create(cfg.out)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	return eval.WriteModel(out, lines, rule, cm, fine, layout.colours == 1)
}

// toVector lays a model out as a parameter vector (black's tables when
// the colours share one block).
func toVector(m *eval.Model, layout params) []float64 {
	w := make([]float64, layout.size())
	for c := eval.Black; int(c) < layout.colours; c++ {
		for k := eval.Combo(0); k < eval.NumCombos; k++ {
			w[layout.own(c, k)] = float64(m.Own[c][k])
			w[layout.opp(c, k)] = float64(m.Opp[c][k])
		}
		for key := range eval.NumThreatKeys {
			w[layout.threat(c, key)] = float64(m.Threat[c][key])
		}
	}
	return w
}

// fromVector builds a model from a parameter vector.
func fromVector(w []float64, layout params) *eval.Model {
	var m eval.Model
	for c := eval.Black; c <= eval.White; c++ {
		for k := eval.Combo(0); k < eval.NumCombos; k++ {
			m.Own[c][k] = int16(w[layout.own(c, k)])
			m.Opp[c][k] = int16(w[layout.opp(c, k)])
		}
		for key := range eval.NumThreatKeys {
			m.Threat[c][key] = int16(w[layout.threat(c, key)])
		}
	}
	return &m
}

// roundVector rounds the weights to the int16 values the model stores.
func roundVector(w []float64) []float64 {
	for i, v := range w {
		w[i] = math.Max(-30000, math.Min(30000, math.Round(v)))
	}
	return w
}

// copyOrder sets cm's ordering scores to those of a model file.
func copyOrder(cm *eval.Coarse, path string, rule eval.Rule) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, from, err := eval.ReadModel(f, rule)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	cm.OrderPattern, cm.OrderClass = from.OrderPattern, from.OrderClass
	return nil
}
