package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"amoba/scripts/internal/pbrain"
	"amoba/scripts/internal/referee"
)

// JudgeConfig asks a second brain (usually a stronger engine) to score the
// position before and after each engine move at a fixed node count, which
// measures the move's quality where no answer is known.
type JudgeConfig struct {
	Brain string
	Env   []string // extra environment for the judge
	Nodes int64    // INFO max_node per position
	Turn  time.Duration
	Scale float64 // score units per logit of the judge's win rate
	Cache string  // file of scores already judged (read, then appended to; runs may share it)
	// Against is another engine's judged run of the same file, which the
	// moves are compared with position by position.
	Against map[string]Earlier
}

// judgeClamp bounds the judge's scores; a mate is written as ±judgeClamp.
// Rapfi's mate values are 30,000 less the distance, beyond every evaluation:
// a score within judgeMateMargin of the clamp, printed as a number rather
// than as "M<n>", is a mate too.
const (
	judgeClamp      = 30000
	judgeMateMargin = 1000
)

// Judgement is the judge's view of one engine move, in score units from the
// mover's side: Before of the position, After of the position after the
// move. A mate is ±judgeClamp.
type Judgement struct {
	Before, After int
}

// Blunder reports whether the judge finds a forced loss after the move in
// a position it did not already score as lost.
func (j Judgement) Blunder() bool {
	return j.After <= -judgeClamp && j.Before > -judgeClamp
}

// judge scores positions with one brain process, remembering every score
// (and, with a cache file, keeping them for later runs).
type judge struct {
	cfg      *JudgeConfig
	brain    *pbrain.Brain
	messages []string
	scores   map[string]int
	cache    *os.File
	cacheEnd int64 // how much of the cache file has been read
}

// newJudge reads the cache, if any, and opens it for appending.
func newJudge(cfg *JudgeConfig) (*judge, error) {
	j := &judge{cfg: cfg, scores: map[string]int{}}
	if cfg.Cache == "" {
		return j, nil
	}
	f, err := os.OpenFile(cfg.Cache, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	j.cache = f
	if err := j.readCache(); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", cfg.Cache, err)
	}
	return j, nil
}

// readCache loads the "<score>\t<key>" lines that other runs (perhaps
// running now) have appended since the last read. It reads with its own
// offset, since appending moves the file's.
func (j *judge) readCache() error {
	info, err := j.cache.Stat()
	if err != nil {
		return err
	}
	r := bufio.NewReader(io.NewSectionReader(j.cache, j.cacheEnd, info.Size()-j.cacheEnd))
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return nil // EOF, or a line still being written: read it next time
		}
		score, key, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		v, errAtoi := strconv.Atoi(score)
		if !ok || errAtoi != nil {
			return fmt.Errorf("bad cache line %q", line)
		}
		j.scores[key] = v
		j.cacheEnd += int64(len(line))
	}
}

// close ends the judge's process and closes the cache.
func (j *judge) close() {
	if j.brain != nil {
		j.brain.Close(pbrain.EndGrace)
	}
	if j.cache != nil {
		j.cache.Close()
	}
}

// judgeMove scores p, and p after the mover plays m, from the mover's view.
// A move that ends the game (a five, or a renju foul) is scored by the
// referee: the judge is not asked about a finished game.
func (j *judge) judgeMove(ctx context.Context, p Position, m referee.Move) (Judgement, error) {
	before, err := j.score(ctx, p)
	if err != nil {
		return Judgement{}, err
	}
	switch p.verdict(m) {
	case referee.Win:
		return Judgement{Before: before, After: judgeClamp}, nil
	case referee.Foul:
		return Judgement{Before: before, After: -judgeClamp}, nil
	}
	after, err := j.score(ctx, p.after(m))
	if err != nil {
		return Judgement{}, err
	}
	return Judgement{Before: before, After: -after}, nil
}

// score is the judge's score of p from the side to move's view.
func (j *judge) score(ctx context.Context, p Position) (int, error) {
	key := p.key(j.cfg.Nodes)
	if v, ok := j.scores[key]; ok {
		return v, nil
	}
	if j.cache != nil {
		if err := j.readCache(); err != nil {
			return 0, err
		}
		if v, ok := j.scores[key]; ok {
			return v, nil
		}
	}
	v, err := j.ask(ctx, p)
	if err != nil {
		return 0, err
	}
	j.scores[key] = v
	if j.cache != nil {
		if _, err := fmt.Fprintf(j.cache, "%d\t%s\n", v, key); err != nil {
			return 0, err
		}
	}
	return v, nil
}

// ask sets p up in the judge (started on first use) and reads its score.
func (j *judge) ask(ctx context.Context, p Position) (int, error) {
	if j.brain == nil {
		b, err := pbrain.Start(j.cfg.Brain, pbrain.Options{Env: j.cfg.Env, OnMessage: func(line string) {
			j.messages = append(j.messages, line)
		}})
		if err != nil {
			return 0, err
		}
		j.brain = b
	}
	deadline := time.Now().Add(j.cfg.Turn + 30*time.Second)
	err := j.brain.Send("START " + strconv.Itoa(p.Size))
	if err == nil {
		err = j.brain.ExpectOK(ctx, deadline)
	}
	if err == nil {
		j.messages = j.messages[:0]
		err = j.brain.Send(append([]string{
			fmt.Sprintf("INFO rule %d", int(p.Rule)),
			fmt.Sprintf("INFO max_node %d", j.cfg.Nodes),
			fmt.Sprintf("INFO timeout_turn %d", j.cfg.Turn.Milliseconds()),
			"INFO timeout_match 0",
			"INFO max_memory 67108864",
		}, p.boardCommand()...)...)
	}
	var reply pbrain.Move
	if err == nil {
		reply, err = j.brain.ReadMove(ctx, deadline)
	}
	if err != nil {
		j.brain.Kill()
		j.brain = nil
		return 0, fmt.Errorf("judge: %w", err)
	}
	v, ok := pbrain.LastScore(j.messages, scorePattern, judgeClamp)
	switch {
	case ok:
		return mateAsClamp(v), nil
	case p.verdict(referee.Move(reply)) == referee.Win:
		return judgeClamp, nil // Rapfi plays a five without a word
	}
	return 0, errNoScore
}

// errNoScore is the judge's answer to a position it played a move in
// without printing a score: that position goes unjudged, the run goes on.
var errNoScore = errors.New("judge: no score in its messages")

// mateAsClamp writes a score within judgeMateMargin of a mate as the mate.
func mateAsClamp(v int) int {
	switch {
	case v >= judgeClamp-judgeMateMargin:
		return judgeClamp
	case v <= -judgeClamp+judgeMateMargin:
		return -judgeClamp
	}
	return v
}

// verdict is the referee's decision on the side to move playing m in p
// (Continue for a move that cannot be played).
func (p Position) verdict(m referee.Move) referee.Verdict {
	b, err := p.board()
	if err != nil || b.Place(m.X, m.Y, p.ToMove) != nil {
		return referee.Continue
	}
	return b.Judge(p.Rule, m.X, m.Y)
}

// after is p with m played by the side to move, the other side to move.
func (p Position) after(m referee.Move) Position {
	q := p
	q.Good, q.Bad, q.Unknown = nil, nil, true
	if p.ToMove == referee.Black {
		q.Black = append(slices.Clip(p.Black), m)
		q.ToMove = referee.White
	} else {
		q.White = append(slices.Clip(p.White), m)
		q.ToMove = referee.Black
	}
	return q
}

// key identifies a position and node count in the judge's cache: the
// stones sorted, so that the order they were listed in does not matter.
func (p Position) key(nodes int64) string {
	side := "b"
	if p.ToMove == referee.White {
		side = "w"
	}
	return fmt.Sprintf("%d %d %s %s %s %d", p.Size, int(p.Rule), side, sortedCells(p.Black), sortedCells(p.White), nodes)
}

// sortedCells lists the cells in y, x order as "x,y;x,y" ("-" for none).
func sortedCells(ms []referee.Move) string {
	if len(ms) == 0 {
		return "-"
	}
	s := slices.Clone(ms)
	slices.SortFunc(s, func(a, b referee.Move) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	parts := make([]string, len(s))
	for i, m := range s {
		parts[i] = m.String()
	}
	return strings.Join(parts, ";")
}

// winRate is the judge's win probability for a score, a mate being certain.
func (c *JudgeConfig) winRate(score int) float64 {
	switch {
	case score >= judgeClamp:
		return 1
	case score <= -judgeClamp:
		return 0
	}
	return 1 / (1 + math.Exp(-float64(score)/c.Scale))
}
