package engine

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Params are the search's tunable numbers: pruning margins, reduction and
// move-count shapes, ordering bonuses and the aspiration window. The
// defaults (DefaultParams) are what the engine plays with; a tuner
// (scripts/spsa) changes them through Set, by name, between searches.
// They are tuned together because they are set around each other: the
// margins around the evaluation's scale, the move counts and reductions
// around the move order that the bonuses make.
type Params struct {
	// RFPMarginPerPly is the reverse futility margin for each ply of
	// depth beyond the first; RFPImprovingBonus comes off it when the
	// evaluation improves on our previous turn's; RFPMaxDepth is the
	// deepest node it applies to.
	RFPMarginPerPly, RFPImprovingBonus, RFPMaxDepth int
	// FailHighMarginPerPly is how far above beta, per ply of depth, the
	// evaluation of a null-window node must stand for its moves (but our
	// fours) to be searched a ply shallower.
	FailHighMarginPerPly int
	// RazorMargin is how far below alpha, per ply, the evaluation of a
	// node of at most RazorMaxDepth plies must be for it to look only for
	// a VCF.
	RazorMargin, RazorMaxDepth int
	// LMRDivisor is the late move reduction's divisor in hundredths:
	// ln d · ln i / (LMRDivisor/100) plies.
	LMRDivisor int
	// LMPBase and LMPExponent (in hundredths) shape move-count pruning:
	// an improving node of depth d searches LMPBase + d^(LMPExponent/100)
	// moves, a worsening one half as many.
	LMPBase, LMPExponent int
	// WeakPruneMaxDepth is the deepest node at which a quiet move in a
	// weak cell is pruned wherever it stands in the order.
	WeakPruneMaxDepth int
	// CutNodeReduction is the extra reduction, in sixteenths of a ply, of
	// an expected cut node's late moves.
	CutNodeReduction int
	// ThreatBonus and KillerBonus are added to the ordering score of a
	// threat move and of a killer.
	ThreatBonus, KillerBonus int
	// AspirationDelta is the aspiration window's first half-width.
	AspirationDelta int
	// ClockMoves is the most moves a game clock's time left is spread
	// over (see planTime).
	ClockMoves int
}

// DefaultParams returns the parameters the engine plays with.
func DefaultParams() Params {
	return Params{
		RFPMarginPerPly:      345,
		RFPImprovingBonus:    170,
		RFPMaxDepth:          6,
		FailHighMarginPerPly: 80,
		RazorMargin:          500,
		RazorMaxDepth:        3,
		LMRDivisor:           150,
		LMPBase:              3,
		LMPExponent:          132,
		WeakPruneMaxDepth:    4,
		CutNodeReduction:     24,
		ThreatBonus:          800,
		KillerBonus:          400,
		AspirationDelta:      40,
		ClockMoves:           24,
	}
}

// ParamInfo describes one parameter: its name (as Set takes it), its
// default and the range Set accepts.
type ParamInfo struct {
	Name     string
	Default  int
	Min, Max int
}

// paramField is a parameter's name, range and place in Params.
type paramField struct {
	name     string
	min, max int
	field    func(p *Params) *int
}

// paramFields lists every parameter. The ranges keep a search sound (no
// negative margins, no zero divisor) and bound what a tuner may try.
var paramFields = [...]paramField{
	{"rfp_margin", 0, 2000, func(p *Params) *int { return &p.RFPMarginPerPly }},
	{"rfp_improving", 0, 2000, func(p *Params) *int { return &p.RFPImprovingBonus }},
	{"rfp_max_depth", 0, 20, func(p *Params) *int { return &p.RFPMaxDepth }},
	{"fail_high_margin", 0, 1000, func(p *Params) *int { return &p.FailHighMarginPerPly }},
	{"razor_margin", 0, 3000, func(p *Params) *int { return &p.RazorMargin }},
	{"razor_max_depth", 0, 10, func(p *Params) *int { return &p.RazorMaxDepth }},
	{"lmr_divisor", 50, 500, func(p *Params) *int { return &p.LMRDivisor }},
	{"lmp_base", 1, 20, func(p *Params) *int { return &p.LMPBase }},
	{"lmp_exponent", 50, 250, func(p *Params) *int { return &p.LMPExponent }},
	{"weak_prune_max_depth", 0, 10, func(p *Params) *int { return &p.WeakPruneMaxDepth }},
	{"cut_node_reduction", 0, 64, func(p *Params) *int { return &p.CutNodeReduction }},
	{"threat_bonus", 0, 5000, func(p *Params) *int { return &p.ThreatBonus }},
	{"killer_bonus", 0, 5000, func(p *Params) *int { return &p.KillerBonus }},
	{"aspiration_delta", 5, 500, func(p *Params) *int { return &p.AspirationDelta }},
	{"clock_moves", 8, 64, func(p *Params) *int { return &p.ClockMoves }},
}

// ParamList returns every parameter with its default and range, in a
// fixed order.
func ParamList() []ParamInfo {
	def := DefaultParams()
	out := make([]ParamInfo, len(paramFields))
	for i, f := range paramFields {
		out[i] = ParamInfo{Name: f.name, Default: *f.field(&def), Min: f.min, Max: f.max}
	}
	return out
}

// Set sets the parameter called name to value, or returns an error (and
// leaves p unchanged) for an unknown name or a value out of its range.
func (p *Params) Set(name string, value int) error {
	for _, f := range paramFields {
		if f.name != name {
			continue
		}
		if value < f.min || value > f.max {
			return fmt.Errorf("parameter %s: %d is outside %d..%d", name, value, f.min, f.max)
		}
		*f.field(p) = value
		return nil
	}
	return fmt.Errorf("unknown parameter %q", name)
}

// Get returns the value of the parameter called name; ok is false for an
// unknown name.
func (p Params) Get(name string) (value int, ok bool) {
	for _, f := range paramFields {
		if f.name == name {
			return *f.field(&p), true
		}
	}
	return 0, false
}

// SetList applies settings written "name=value,name=value" (spaces
// around the parts are ignored; an empty string sets nothing). On an
// error p is unchanged.
func (p *Params) SetList(list string) error {
	q := *p
	for _, part := range strings.Split(list, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, value, ok := strings.Cut(part, "=")
		if !ok {
			return fmt.Errorf("parameter setting %q: want name=value", part)
		}
		v, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil {
			return fmt.Errorf("parameter setting %q: %w", part, err)
		}
		if err := q.Set(strings.TrimSpace(name), v); err != nil {
			return err
		}
	}
	*p = q
	return nil
}

// tunedParams are the parameters with the tables derived from them, built
// once per change rather than per node.
type tunedParams struct {
	Params
	// lmr[d][i] is the late move reduction of the i-th move (0-based) at
	// depth d, in plies.
	lmr [64][64]int8
	// lmp[d] is how many moves an improving node of depth d searches
	// before the late ones are pruned.
	lmp [maxPly + 1]int
}

// newTunedParams builds the derived tables of p.
func newTunedParams(p Params) *tunedParams {
	t := &tunedParams{Params: p}
	div := float64(p.LMRDivisor) / 100
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t.lmr[d][i] = int8(min(0.5+math.Log(float64(d))*math.Log(float64(i))/div, 127))
		}
	}
	exp := float64(p.LMPExponent) / 100
	for d := range t.lmp {
		t.lmp[d] = p.LMPBase + int(min(math.Pow(float64(d), exp), 1e6))
	}
	return t
}

// defaultTuned is the default parameters' tables, shared read-only by
// every engine that keeps the defaults and by the tests.
var defaultTuned = newTunedParams(DefaultParams())
