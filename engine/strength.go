package engine

import (
	"math"
	"math/rand/v2"

	"amoba/eval"
)

// FullStrength is the strength of the unhandicapped engine (INFO strength
// 100); MinStrength is the weakest level.
const (
	FullStrength = 100
	MinStrength  = 0
)

// ThreatAwareStrength is the lowest level that always answers the
// opponent's open three or four-three point (with a defence or a four of
// its own). Every level plays its own five and blocks the opponent's.
const ThreatAwareStrength = 20

// level is what a handicapped search may do. Weaker levels look less deep,
// see shorter winning sequences and choose more loosely among the
// candidates, as a weaker player does; none of them plays at random.
type level struct {
	// depth is the deepest iteration and nodes the node budget of the move
	// (the time limits apply as well).
	depth int
	nodes int64
	// candidates is how many of the best-ordered moves are compared.
	candidates int
	// temperature is the spread of the choice, in evaluation units: a
	// candidate scoring temperature less than the best is chosen e times
	// less often.
	temperature float64
	// vcfDepth is the longest own win by fours looked for before the search
	// (plies); vct says whether wins by threes are looked for too.
	vcfDepth int
	vct      bool
	// threatAware restricts the candidates to the move generator's, which
	// answer every open three and four-three point of the opponent; below
	// ThreatAwareStrength any nearby cell may be chosen.
	threatAware bool
	// lossWeight is how often, relative to the best move, a candidate the
	// search saw lose by force is still chosen: 0 from ThreatAwareStrength
	// up, where such a move is never chosen while another does not lose.
	lossWeight float64
}

// levelFor returns the handicap of a strength between MinStrength and
// FullStrength-1. Every figure changes monotonically with the strength, so
// that each level is weaker than the one above.
func levelFor(strength int) level {
	s := min(max(strength, MinStrength), FullStrength-1)
	weakness := float64(FullStrength-s) / FullStrength // 0.01 … 1
	lv := level{
		depth:       1 + s/11,
		nodes:       int64(200 * math.Exp2(float64(s)/10)),
		candidates:  10,
		temperature: 20 + 500*weakness*weakness,
		vcfDepth:    3 + 2*(s/10),
		vct:         s >= 60,
		threatAware: s >= ThreatAwareStrength,
	}
	if s >= 60 {
		lv.vcfDepth = rootVCFDepthMax
	}
	if !lv.threatAware {
		// a beginner overlooks a losing move less often as it improves
		lv.lossWeight = math.Exp(-1.5 - 0.15*float64(s))
	}
	return lv
}

// weakVCTDepthMax is the longest VCT (in plies) a level below full strength
// looks for: the full-strength root's limit before the proof-number
// search, so that the levels keep the reach they were set up with.
const weakVCTDepthMax = 15

// playWeakly chooses a move the way a player of the given level would: it
// looks for its own short wins, scores its best few candidates by
// iterative deepening up to the level's depth, and picks one at random,
// the better scores more often. done hears of every completed iteration.
func (w *worker) playWeakly(lv level, rng *rand.Rand, done func(depth, score int, pv []Pos, unfinished bool)) Result {
	if p, n := w.vcfRoot(lv.vcfDepth, noNodeLimit); p != NoPos {
		return Result{Move: p, Score: winIn(n), Depth: n, PV: []Pos{p}}
	}
	if lv.vct {
		// a share of the level's work, not of the clock: a level plays the
		// same at any time control
		if p, n := w.vctRoot(weakVCTDepthMax, lv.nodes/4); p != NoPos {
			return Result{Move: p, Score: winIn(n), Depth: n, PV: []Pos{p}}
		}
	}
	moves := w.weakCandidates(lv)
	res := Result{Move: moves[0].pos, PV: []Pos{moves[0].pos}}
	scores := make([]int, len(moves))
	// The first iteration, which the choice needs, is not cut short by the
	// node budget (the clock still stops it); later ones are.
	maxNodes := w.sh.maxNodes
	w.sh.maxNodes = 0
	defer func() { w.sh.maxNodes = maxNodes }()
	for depth := 1; depth <= lv.depth; depth++ {
		if !w.scoreCandidates(moves, scores, depth) {
			break
		}
		w.sh.maxNodes = maxNodes
		best := 0
		for i := range scores {
			if scores[i] > scores[best] {
				best = i
			}
		}
		res = Result{Move: moves[best].pos, Score: scores[best], Depth: depth, PV: []Pos{moves[best].pos}}
		for i := range moves {
			moves[i].score = scores[i]
		}
		if done != nil {
			done(depth, res.Score, res.PV, false)
		}
		if isMate(res.Score) || w.sh.budget.softExpired(w.sh.now(), 1) {
			break
		}
	}
	if res.Depth == 0 || isMate(res.Score) && res.Score > 0 {
		return res // nothing scored, or a win found: play it
	}
	i := chooseWeighted(moves, lv.temperature, lv.lossWeight, rng)
	return Result{Move: moves[i].pos, Score: moves[i].score, Depth: res.Depth, PV: []Pos{moves[i].pos}}
}

// weakCandidates returns the level's candidate moves, best-ordered first.
func (w *worker) weakCandidates(lv level) []rootMove {
	var moves []scoredMove
	if lv.threatAware || w.b.classNum[w.b.toMove.Opponent()][eval.ClassFive] > 0 {
		moves, _ = w.genMoves(nil)
	} else {
		// a weak player sees the cells near the stones, not the threats
		// that must be answered: the ordering, not the generator, ranks them
		moves = w.b.appendValuedCandidates(nil)
	}
	if len(moves) == 0 {
		moves = w.b.restMoves(nil, &Bitboard{})
	}
	w.scoreMoves(moves, NoPos, 0)
	out := make([]rootMove, 0, lv.candidates)
	for i := range moves {
		if len(out) == lv.candidates {
			break
		}
		pickBest(moves, i)
		out = append(out, rootMove{pos: moves[i].pos, score: -infinity})
	}
	return out
}

// scoreCandidates searches every candidate to depth with an open window
// and writes the scores. It reports false when the search was stopped
// before every candidate had its score.
func (w *worker) scoreCandidates(moves []rootMove, scores []int, depth int) bool {
	b := w.b
	childDepth := w.enterRoot(depth)
	for i, m := range moves {
		b.Play(m.pos)
		score := -w.search(-infinity, infinity, childDepth, 1)
		b.Undo()
		if w.stopped() {
			return false
		}
		scores[i] = score
	}
	return true
}

// chooseWeighted picks a move index at random with weight
// exp((score-best)/temperature). A move that loses by force has weight
// lossWeight (0: it is never chosen) while another move does not lose;
// when every move loses, the longest defence is chosen.
func chooseWeighted(moves []rootMove, temperature, lossWeight float64, rng *rand.Rand) int {
	best := 0
	for i := range moves {
		if moves[i].score > moves[best].score {
			best = i
		}
	}
	if moves[best].score <= -mateBound {
		return best
	}
	weights := make([]float64, len(moves))
	total := 0.0
	for i := range moves {
		if moves[i].score <= -mateBound {
			weights[i] = lossWeight
		} else {
			diff := float64(clampEval(moves[i].score) - clampEval(moves[best].score))
			weights[i] = math.Exp(diff / temperature)
		}
		total += weights[i]
	}
	x := rng.Float64() * total
	for i, wt := range weights {
		if x < wt {
			return i
		}
		x -= wt
	}
	return best
}
