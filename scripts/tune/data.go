package main

import (
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"slices"
	"strconv"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"
)

// feature is one parameter's count in a position, negative for the
// opponent's cells, whose values the evaluation subtracts.
type feature struct {
	param int32
	count int32
}

// sample is a position's features and target.
type sample struct {
	features  []feature
	target    float64 // win probability of the side to move
	score     float64 // the game's score of the position, NaN when unknown
	scoreProb float64 // the score as a win probability (setScoreProbs), NaN when unknown
}

// dataset is the positions of one rule family, split for training and
// holding out.
type dataset struct {
	train, test []sample
	games       int
}

// params lays out the parameter vector: Own values, Opp values, threat
// term, per colour (both colours share one block when the family is
// symmetric).
type params struct {
	colours int
}

func (l params) own(c eval.Color, k eval.Combo) int32 {
	return int32(int(c)%l.colours*eval.NumCombos + int(k))
}

func (l params) opp(c eval.Color, k eval.Combo) int32 {
	return int32((l.colours+int(c)%l.colours)*eval.NumCombos + int(k))
}

func (l params) threat(c eval.Color, key int) int32 {
	return int32(2*l.colours*eval.NumCombos + int(c)%l.colours*eval.NumThreatKeys + key)
}

func (l params) size() int { return 2*l.colours*eval.NumCombos + l.colours*eval.NumThreatKeys }

// gameLine is one parsed line of gendata's output.
type gameLine struct {
	rule          eval.Rule
	width, height int
	result        float64
	first         int
	moves         []engine.Pos
	scores        []float64
	best          []engine.Pos // another brain's choices (nil: none)
	hash          uint64
}

// parseGame parses a record line (see package gamefile).
func parseGame(line string) (gameLine, error) {
	r, err := gamefile.Parse(line)
	if err != nil {
		return gameLine{}, err
	}
	g := gameLine{rule: r.Rule, width: r.Width, height: r.Height, result: r.Result, first: r.First, moves: r.Moves, best: r.Best}
	for _, s := range r.Scores {
		v := math.NaN()
		if s != gamefile.NoScore {
			n, err := strconv.Atoi(s)
			if err != nil {
				return g, fmt.Errorf("score %q", s)
			}
			v = float64(n)
		}
		g.scores = append(g.scores, v)
	}
	h := fnv.New64a()
	h.Write([]byte(line))
	g.hash = h.Sum64()
	return g, nil
}

// readGames reads the games of a family, sorted by their line's hash so
// that the result does not depend on the order the lines were written in.
func readGames(r io.Reader, family string) ([]gameLine, error) {
	var out []gameLine
	err := gamefile.Lines(r, func(n int, line string) error {
		g, err := parseGame(line)
		if err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		if eval.Family(g.rule) == family {
			out = append(out, g)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(out, func(a, b gameLine) int {
		switch {
		case a.hash < b.hash:
			return -1
		case a.hash > b.hash:
			return 1
		}
		return 0
	})
	return out, nil
}

// extract replays the games and collects the features of their quiet
// positions, each position once; one game in holdOut goes to the test set.
func extract(games []gameLine, layout params, holdOut uint64) (dataset, error) {
	var ds dataset
	seen := map[[2]uint64]bool{}
	var counts [2][eval.NumCombos]int32
	var touched [2][]eval.Combo
	err := replay(games, holdOut, func(b *engine.Board, g *gameLine, i int, test bool) {
		key := [2]uint64{uint64(g.rule), b.Key()}
		if i < g.first || !gamefile.Quiet(b) || seen[key] {
			return
		}
		seen[key] = true
		s := positionSample(b, layout, &counts, &touched)
		s.target = g.result
		if b.ToMove() == eval.White {
			s.target = 1 - g.result
		}
		s.score = g.scores[i]
		if test {
			ds.test = append(ds.test, s)
		} else {
			ds.train = append(ds.train, s)
		}
	})
	ds.games = len(games)
	return ds, err
}

// replay plays every game from the empty board, calling visit on the
// position before each move i (test: the game is one of the held-out one
// in holdOut).
func replay(games []gameLine, holdOut uint64, visit func(b *engine.Board, g *gameLine, i int, test bool)) error {
	for gi := range games {
		g := &games[gi]
		b, err := engine.NewBoard(g.width, g.height, g.rule)
		if err != nil {
			return err
		}
		test := holdOut > 0 && g.hash%holdOut == 0
		for i, m := range g.moves {
			visit(b, g, i, test)
			if !b.IsLegal(m) {
				return fmt.Errorf("illegal move %v", m)
			}
			b.Play(m)
		}
	}
	return nil
}

// positionSample counts the position's combinations per side and its
// threat key. counts and touched are scratch space, left zeroed.
func positionSample(b *engine.Board, layout params, counts *[2][eval.NumCombos]int32, touched *[2][]eval.Combo) sample {
	us, them := b.ToMove(), b.ToMove().Opponent()
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := engine.MakePos(x, y)
			if !b.IsEmpty(p) {
				continue
			}
			for side, c := range [2]eval.Color{us, them} {
				k := eval.ComboOf(b.Patterns(p, c))
				if counts[side][k] == 0 {
					touched[side] = append(touched[side], k)
				}
				counts[side][k]++
			}
		}
	}
	var s sample
	for side, c := range [2]eval.Color{us, them} {
		slices.Sort(touched[side])
		for _, k := range touched[side] {
			f := feature{param: layout.own(c, k), count: counts[side][k]}
			if side == 1 { // the opponent's cells count against the side to move
				f = feature{param: layout.opp(c, k), count: -counts[side][k]}
			}
			s.features = append(s.features, f)
			counts[side][k] = 0
		}
		touched[side] = touched[side][:0]
	}
	key := eval.ThreatKey(flagsOf(b, us), flagsOf(b, them))
	s.features = append(s.features, feature{param: layout.threat(us, key), count: 1})
	return s
}

// flagsOf returns a side's threat flags from the board's class counts.
func flagsOf(b *engine.Board, c eval.Color) eval.ThreatFlags {
	var n [eval.NumClasses]int16
	for cl := eval.Class(0); cl < eval.NumClasses; cl++ {
		n[cl] = int16(b.ClassCount(c, cl))
	}
	return eval.ThreatFlagsOf(&n)
}
