package gamefile

import (
	"fmt"
	"strconv"
	"strings"

	"amoba/engine"
	"amoba/eval"
)

// NoScore is the score field of a move that has no score.
const NoScore = "-"

// Game is one record.
type Game struct {
	Rule          eval.Rule
	Width, Height int
	Result        float64 // from black's view: 1, 0.5 or 0, or a win probability
	First         int     // moves not chosen by the engine
	Moves         []engine.Pos
	Scores        []string // per move: an integer or NoScore
	// Best is, per move, another brain's choice in the position before it
	// (NoPos for none); nil when the record has none at all.
	Best []engine.Pos
}

// String formats the game as one record line.
func (g Game) String() string {
	moves := make([]string, len(g.Moves))
	for i, m := range g.Moves {
		moves[i] = m.String()
	}
	line := fmt.Sprintf("%d %d %d %s %d %s %s", RuleInfo(g.Rule), g.Width, g.Height,
		strconv.FormatFloat(g.Result, 'f', -1, 64), g.First, strings.Join(moves, ";"), strings.Join(g.Scores, ","))
	if !g.hasBest() {
		return line
	}
	best := make([]string, len(g.Best))
	for i, m := range g.Best {
		best[i] = NoScore
		if m != engine.NoPos {
			best[i] = m.String()
		}
	}
	return line + " " + strings.Join(best, ";")
}

// hasBest reports whether some move has a best move.
func (g Game) hasBest() bool {
	for _, m := range g.Best {
		if m != engine.NoPos {
			return true
		}
	}
	return false
}

// RuleInfo is the INFO rule value of a rule.
func RuleInfo(r eval.Rule) int {
	for v := 0; v < 16; v++ {
		if got, ok := eval.RuleFromInfo(v); ok && got == r {
			return v
		}
	}
	return 0
}

// Parse reads one record line. The scores are checked to be integers or
// NoScore, and there must be one per move.
func Parse(line string) (Game, error) {
	f := strings.Fields(line)
	if len(f) != 7 && len(f) != 8 {
		return Game{}, fmt.Errorf("want 7 or 8 fields, got %d", len(f))
	}
	var g Game
	ruleInfo, err := strconv.Atoi(f[0])
	if err != nil {
		return g, err
	}
	var ok bool
	if g.Rule, ok = eval.RuleFromInfo(ruleInfo); !ok {
		return g, fmt.Errorf("rule %d", ruleInfo)
	}
	if g.Width, err = strconv.Atoi(f[1]); err != nil {
		return g, err
	}
	if g.Height, err = strconv.Atoi(f[2]); err != nil {
		return g, err
	}
	if g.Result, err = strconv.ParseFloat(f[3], 64); err != nil || g.Result < 0 || g.Result > 1 {
		return g, fmt.Errorf("result %q", f[3])
	}
	if g.First, err = strconv.Atoi(f[4]); err != nil {
		return g, err
	}
	for _, m := range strings.Split(f[5], ";") {
		x, y, err := parseXY(m)
		if err != nil {
			return g, fmt.Errorf("move %q", m)
		}
		g.Moves = append(g.Moves, engine.MakePos(x, y))
	}
	for _, s := range strings.Split(f[6], ",") {
		if s != NoScore {
			if _, err := strconv.Atoi(s); err != nil {
				return g, fmt.Errorf("score %q", s)
			}
		}
		g.Scores = append(g.Scores, s)
	}
	if len(g.Scores) != len(g.Moves) {
		return g, fmt.Errorf("%d moves, %d scores", len(g.Moves), len(g.Scores))
	}
	if len(f) == 8 {
		for _, m := range strings.Split(f[7], ";") {
			if m == NoScore {
				g.Best = append(g.Best, engine.NoPos)
				continue
			}
			x, y, err := parseXY(m)
			if err != nil || x < 0 || y < 0 || x >= g.Width || y >= g.Height {
				return g, fmt.Errorf("best move %q", m)
			}
			g.Best = append(g.Best, engine.MakePos(x, y))
		}
		if len(g.Best) != len(g.Moves) {
			return g, fmt.Errorf("%d moves, %d best moves", len(g.Moves), len(g.Best))
		}
	}
	return g, nil
}

// parseXY reads a cell written "x,y".
func parseXY(s string) (x, y int, err error) {
	_, err = fmt.Sscanf(s, "%d,%d", &x, &y)
	return x, y, err
}

// Quiet reports whether a position is one the tuner fits and the labeller
// scores: no five point for either side, no free-four point for the side
// to move.
func Quiet(b *engine.Board) bool {
	us, them := b.ToMove(), b.ToMove().Opponent()
	return b.ClassCount(us, eval.ClassFive) == 0 && b.ClassCount(them, eval.ClassFive) == 0 &&
		b.ClassCount(us, eval.ClassOpenFour) == 0
}
