package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"amoba/scripts/internal/openings"
	"amoba/scripts/internal/record"
	"amoba/scripts/internal/referee"
)

// gameJob is one scheduled game.
type gameJob struct {
	number  int
	opening openings.Opening
	black   int // the engine that plays black
}

// game is the state of one game in progress.
type game struct {
	cfg     *Config
	job     gameJob
	slots   [2]*slot
	board   *referee.Board
	colour  [2]referee.Colour
	stones  []record.Stone
	used    [2]time.Duration
	started [2]bool
	res     Result
}

// playGame plays one game between the engines in slots. It returns an error
// only when the game could not be played to an end: the match was stopped
// (a context error) or an engine cannot be started (*pbrain.StartError).
func playGame(ctx context.Context, cfg *Config, job gameJob, slots [2]*slot) (Result, error) {
	g := &game{
		cfg:   cfg,
		job:   job,
		slots: slots,
		board: referee.NewBoard(cfg.Width, cfg.Height),
		res:   Result{Number: job.number, Opening: job.opening.ID, Black: job.black, Winner: -1, Culprit: -1},
	}
	g.colour[job.black], g.colour[1-job.black] = referee.Black, referee.White
	for i, m := range job.opening.Moves {
		if err := g.board.Place(m.X, m.Y, stoneColour(i)); err != nil {
			return Result{}, fmt.Errorf("opening %s: %w", job.opening.ID, err)
		}
		g.stones = append(g.stones, record.Stone{Move: m})
	}
	side := job.black
	if len(job.opening.Moves)%2 == 1 {
		side = 1 - job.black
	}
	if err := g.play(ctx, side); err != nil {
		slots[0].kill()
		slots[1].kill()
		return Result{}, err
	}
	g.finish()
	return g.res, nil
}

// stoneColour is the colour of the i-th stone of a game (0-based).
func stoneColour(i int) referee.Colour {
	if i%2 == 0 {
		return referee.Black
	}
	return referee.White
}

// play readies both engines, the first mover first, and plays moves until
// the game ends. Faults end the game inside play and are not returned; an
// error means the game was abandoned.
func (g *game) play(ctx context.Context, side int) error {
	for _, e := range [2]int{side, 1 - side} {
		g.slots[e].game = g.job.number
		if err := g.slots[e].ready(ctx); err != nil {
			return g.lose(e, err)
		}
	}
	for {
		if g.board.Stones() >= g.cfg.DrawAfter {
			g.res.Kind = KindDraw
			g.res.Detail = fmt.Sprintf("draw after %d stones", g.board.Stones())
			return nil
		}
		over, err := g.turn(ctx, side)
		if err != nil {
			return g.lose(side, err)
		}
		if over {
			return nil
		}
		side = 1 - side
	}
}

// lose ends the game with a loss for engine e, which is killed, when err is
// a fault, and returns nil then; other errors are returned as they are.
func (g *game) lose(e int, err error) error {
	var f *fault
	if !errors.As(err, &f) {
		return err
	}
	g.res.Kind, g.res.Detail = f.kind, f.detail
	g.res.Culprit, g.res.Winner = e, 1-e
	g.slots[e].kill()
	return nil
}

// turn asks engine e for a move, checks it and plays it. It returns a
// *fault when the engine loses by crash, illegal move or timeout, and
// over=true when the move won or was a foul (recorded in g.res).
func (g *game) turn(ctx context.Context, e int) (over bool, err error) {
	limit, timeLeft := g.cfg.Turn, int64(unlimited)
	if g.cfg.Match > 0 {
		left := g.cfg.Match - g.used[e]
		limit = min(limit, left)
		timeLeft = left.Milliseconds()
	}
	cmds := []string{"INFO time_left " + strconv.FormatInt(timeLeft, 10)}
	what := "TURN"
	if g.started[e] {
		cmds = append(cmds, "TURN "+g.stones[len(g.stones)-1].Move.String())
	} else {
		cmds = append(cmds, g.boardCommand(g.colour[e])...)
		what = "BOARD"
		g.started[e] = true
	}
	allowed := limit + g.cfg.Tolerance
	t0 := time.Now()
	m, err := g.slots[e].ask(ctx, cmds, t0.Add(allowed))
	elapsed := time.Since(t0)
	if err != nil {
		return false, classify(err, what)
	}
	if elapsed > allowed {
		return false, &fault{KindTimeout, fmt.Sprintf("move took %d ms > %d ms + %d ms tolerance",
			elapsed.Milliseconds(), limit.Milliseconds(), g.cfg.Tolerance.Milliseconds())}
	}
	g.used[e] += elapsed
	g.res.Times[e].Add(elapsed, g.res.Times[e].N == 0)
	mv := referee.Move(m)
	if err := g.board.Place(mv.X, mv.Y, g.colour[e]); err != nil {
		return false, &fault{KindIllegal, err.Error()}
	}
	g.stones = append(g.stones, record.Stone{Move: mv, Ms: elapsed.Milliseconds()})
	g.res.Moves++
	switch g.board.Judge(g.cfg.Rule, mv.X, mv.Y) {
	case referee.Win:
		g.res.Kind, g.res.Culprit, g.res.Winner = KindFive, e, e
		g.res.Detail = "at " + mv.String()
	case referee.Foul:
		g.res.Kind, g.res.Culprit, g.res.Winner = KindFoul, e, 1-e
		g.res.Detail = "black overline at " + mv.String()
	default:
		return false, nil
	}
	return true, nil
}

// boardCommand is the BOARD block for the engine playing colour own: every
// stone so far in play order, 1 for own stones and 2 for the opponent's.
func (g *game) boardCommand(own referee.Colour) []string {
	cmds := make([]string, 0, len(g.stones)+2)
	cmds = append(cmds, "BOARD")
	for i, s := range g.stones {
		field := 2
		if stoneColour(i) == own {
			field = 1
		}
		cmds = append(cmds, s.Move.String()+","+strconv.Itoa(field))
	}
	return append(cmds, "DONE")
}

// finish ends the engines' part in the game (END and exit, unless they are
// reused) and fills in the game record.
func (g *game) finish() {
	if !g.cfg.Restart {
		var wg sync.WaitGroup
		for _, s := range g.slots {
			wg.Go(s.stop)
		}
		wg.Wait()
	}
	result := "1/2-1/2"
	switch {
	case g.res.Winner >= 0 && g.colour[g.res.Winner] == referee.Black:
		result = "1-0"
	case g.res.Winner >= 0:
		result = "0-1"
	}
	black, white := g.cfg.recordNames(g.job.black)
	g.res.Record = record.Game{
		Number:     g.job.number,
		Width:      g.cfg.Width,
		Height:     g.cfg.Height,
		Rule:       g.cfg.Rule,
		Opening:    g.job.opening.ID,
		OpeningLen: len(g.job.opening.Moves),
		Black:      black,
		White:      white,
		Moves:      g.stones,
		Result:     result,
		Reason:     g.res.Reason(),
		EndCode:    g.res.Kind.endCode(),
	}
}
