package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/suite"
	"amoba/tt"
)

// summary counts what the checks found.
type summary struct {
	positions, claims, confirmed, refuted int
	replies                               int
	elapsed                               time.Duration
}

func (s *summary) print(w io.Writer) {
	fmt.Fprintf(w, "positions checked: %d\nmate claims:       %d\nclaims confirmed:  %d\nclaims refuted:    %d\n",
		s.positions, s.claims, s.confirmed, s.refuted)
	fmt.Fprintf(w, "replies searched:  %d\ntime:              %s\n", s.replies, s.elapsed.Round(time.Second))
}

// checkAll searches every position and checks every win it claims; each
// claimed position goes to claims too, when it is not nil.
func checkAll(ctx context.Context, cfg *config, positions []position, out, claims io.Writer) summary {
	var sum summary
	start := time.Now()
	searcher := engine.New(cfg.hashMB << 20)
	checker := engine.New(cfg.hashMB << 20)
	for _, p := range positions {
		b := p.board
		if b.IsFull() || gameOver(b) {
			continue
		}
		sum.positions++
		searcher.ClearHash()
		res := searcher.Think(ctx, b, limits(cfg.searchTime), nil)
		if !engine.IsWinScore(res.Score) {
			continue
		}
		sum.claims++
		if claims != nil {
			fmt.Fprintln(claims, positionLine(p.id, b))
		}
		checker.ClearHash()
		check := checker.CheckWin(ctx, b, res.Move, limits(cfg.checkTime))
		sum.replies += check.Replies
		var refutations []engine.Refutation
		for _, r := range check.Refutations {
			// not beaten in the check time: once more, with more time
			if again := recheck(ctx, checker, b, res.Move, r, cfg); again != nil {
				refutations = append(refutations, *again)
			}
		}
		if len(refutations) == 0 {
			sum.confirmed++
			if cfg.verbose {
				fmt.Fprintf(out, "confirmed %s: %v %s (%d replies)\n", p.id, res.Move, scoreText(res.Score), check.Replies)
			}
			continue
		}
		sum.refuted++
		fmt.Fprintf(out, "REFUTED %s: %s to move plays %v claiming %s; %s\n", p.id, colourName(b.ToMove()),
			res.Move, scoreText(res.Score), describe(refutations))
		fmt.Fprintf(out, "  position: %s\n", positionLine(p.id, b))
	}
	sum.elapsed = time.Since(start)
	return sum
}

// recheck searches the position after the claimed move and reply r again,
// with recheck times the check time and then recheck times that: a win
// found only deeper than the check time reaches is not a refutation. It
// returns the refutation if the claimant still finds no win.
func recheck(ctx context.Context, e *engine.Engine, b *engine.Board, m engine.Pos, r engine.Refutation, cfg *config) *engine.Refutation {
	if r.Move == engine.NoPos {
		return &r // the reply made five
	}
	pos := b.Clone()
	pos.Play(m)
	pos.Play(r.Reply)
	d := cfg.checkTime
	for range 2 {
		d *= time.Duration(cfg.recheck)
		e.ClearHash()
		res := e.Think(ctx, pos, limits(d), nil)
		if engine.IsWinScore(res.Score) {
			return nil
		}
		r.Score, r.Move = res.Score, res.Move
	}
	return &r
}

// limits are a fixed time per move; forced moves are searched too, for
// their score.
func limits(d time.Duration) engine.Limits {
	return engine.Limits{TurnTime: d.Milliseconds(), MatchTime: engine.Unset, TimeLeft: engine.Unset, Analyse: true}
}

// gameOver reports whether a stone on b already makes a win.
func gameOver(b *engine.Board) bool {
	for _, p := range b.Moves() {
		if b.WinAt(p) {
			return true
		}
	}
	return false
}

func describe(rs []engine.Refutation) string {
	parts := make([]string, 0, len(rs))
	for _, r := range rs {
		if r.Move == engine.NoPos {
			parts = append(parts, fmt.Sprintf("reply %v makes five", r.Reply))
		} else {
			parts = append(parts, fmt.Sprintf("reply %v holds (then %v scores %s)", r.Reply, r.Move, scoreText(r.Score)))
		}
	}
	return strings.Join(parts, ", ")
}

func scoreText(s int) string {
	if engine.IsWinScore(s) {
		return fmt.Sprintf("+M%d", tt.MateScore-s)
	}
	if engine.IsWinScore(-s) {
		return fmt.Sprintf("-M%d", tt.MateScore+s)
	}
	return fmt.Sprint(s)
}

func colourName(c eval.Color) string {
	if c == eval.Black {
		return "black"
	}
	return "white"
}

// positionLine writes b in the puzzle format, so that a refuted claim can
// be fed back to matecheck or the tests.
func positionLine(id string, b *engine.Board) string {
	var stones [2][]engine.Pos
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			if s := b.At(engine.MakePos(x, y)); s != engine.Empty {
				stones[s-1] = append(stones[s-1], engine.MakePos(x, y))
			}
		}
	}
	return suite.Line(strings.ReplaceAll(id, " ", "_"), b.Width(), b.Rule(), b.ToMove(), stones[0], stones[1], "-", "kind=matecheck")
}
