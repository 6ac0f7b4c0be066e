package engine

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"amoba/eval"
)

// DefaultBenchDepth is the depth bench searches to when none is given:
// deep enough that the signature covers the singular extension (tested
// at nodes of depth 7 or more).
const DefaultBenchDepth = 8

// benchHashBytes is the fresh table each bench position gets.
const benchHashBytes = 16 << 20

// BenchPosition is a position of the bench: size, rule and moves in play
// order (black first).
type BenchPosition struct {
	Name          string
	Width, Height int
	Rule          eval.Rule
	Moves         string // "x,y;x,y;..."
}

// BenchPositions are the bench's positions: both Gomocup board sizes and
// every rule. The first ten are Rapfi's benchmark positions (see
// shared/data/bench_positions.txt); the caro ones reuse openings.
var BenchPositions = []BenchPosition{
	{"rapfi-01", 15, 15, eval.Freestyle, "7,7;6,6;5,5;6,7;6,8"},
	{"rapfi-02", 15, 15, eval.Freestyle, "7,1;7,4;7,3;5,5"},
	{"rapfi-03", 20, 20, eval.Freestyle, "4,1;5,1;7,2;6,2;6,5;7,4;5,8"},
	{"rapfi-04", 20, 20, eval.Freestyle, "5,4;4,2;1,6;7,4;6,2;6,3;8,5;4,3;7,3;3,3;5,1;8,4;5,3;5,5;4,4;3,5;3,6;4,6;5,7"},
	{"rapfi-05", 15, 15, eval.Standard, "7,7;7,6;9,5;8,6;5,6"},
	{"rapfi-06", 15, 15, eval.Standard, "5,5;8,8;7,7"},
	{"rapfi-07", 15, 15, eval.Standard, "1,2;10,9;6,1;5,5"},
	{"rapfi-08", 15, 15, eval.Renju, "7,7;8,8;9,9;8,7;8,6;6,8"},
	{"rapfi-09", 15, 15, eval.Renju, "7,7;7,8;9,8;9,7;5,7;8,6;6,6;8,8;7,5;4,8;5,5;10,6;11,5;8,9;8,5;5,8;6,8;6,10;7,9;8,10;8,7"},
	{"rapfi-10", 15, 15, eval.Renju, "7,7;7,8;7,5;8,9;8,5;8,8;6,8;6,7;9,10;8,6"},
	{"caro-01", 15, 15, eval.CaroOverline, "7,7;8,7;8,10"},
	{"caro-02", 20, 20, eval.CaroExact, "10,10;11,10;11,13;9,11"},
}

// ParseMoves plays "x,y;x,y;..." on b, alternating colours from the side
// to move.
func ParseMoves(b *Board, moves string) error {
	if moves == "" || moves == "-" {
		return nil
	}
	for _, m := range strings.Split(moves, ";") {
		xs, ys, ok := strings.Cut(strings.TrimSpace(m), ",")
		x, errX := strconv.Atoi(xs)
		y, errY := strconv.Atoi(ys)
		if !ok || errX != nil || errY != nil || !b.Contains(x, y) {
			return fmt.Errorf("bad move %q", m)
		}
		p := MakePos(x, y)
		if !b.IsEmpty(p) {
			return fmt.Errorf("move %q on an occupied cell", m)
		}
		b.Play(p)
	}
	return nil
}

// Board returns the bench position's board.
func (bp BenchPosition) Board() (*Board, error) {
	b, err := NewBoard(bp.Width, bp.Height, bp.Rule)
	if err != nil {
		return nil, err
	}
	return b, ParseMoves(b, bp.Moves)
}

// Bench searches every bench position to a fixed depth with one thread and
// a fresh table, and prints per position and in total the nodes searched
// and the speed. The node count is the engine's signature: it is the same
// in every run of the same code and parameters p (DefaultParams for the
// signature a commit message gives).
func Bench(out io.Writer, depth int, p Params) int64 {
	lim := Limits{MaxDepth: depth, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}
	total, elapsed, _ := runBench(out, BenchPositions, lim, p, nil)
	printTotals(out, total, elapsed)
	return total
}

// printTotals prints the closing lines of Bench and BenchNodes: the time,
// the nodes (the signature) and the speed.
func printTotals(out io.Writer, total int64, elapsed time.Duration) {
	fmt.Fprintf(out, "Total time (ms) : %d\n", elapsed.Milliseconds())
	fmt.Fprintf(out, "Nodes searched  : %d\n", total)
	fmt.Fprintf(out, "Nodes/second    : %d\n", perSecond(total, elapsed))
}

// BenchTimed searches every bench position for ms milliseconds (as a turn
// time) with one thread and a fresh table, and prints the depth reached,
// the nodes and the speed, searching with parameters p. Unlike Bench its
// figures vary from run to run.
func BenchTimed(out io.Writer, ms int64, p Params) {
	var st iterationStats
	total, elapsed, depths := runBench(out, BenchPositions, Limits{TurnTime: ms, MatchTime: 0, TimeLeft: Unset}, p, &st)
	fmt.Fprintf(out, "Mean depth      : %.1f\n", float64(depths)/float64(len(BenchPositions)))
	fmt.Fprintf(out, "Re-searches     : %.2f per iteration\n", float64(st.researches)/float64(max(st.iterations, 1)))
	fmt.Fprintf(out, "Score swing     : %.0f mean |change| between iterations\n", float64(st.swing)/float64(max(st.swings, 1)))
	fmt.Fprintf(out, "Nodes searched  : %d\n", total)
	fmt.Fprintf(out, "Nodes/second    : %d\n", perSecond(total, elapsed))
}

// iterationStats sums what the iterations of searches reported: their
// aspiration re-searches and the change of score from one iteration to the
// next (mate scores left out).
type iterationStats struct {
	iterations, researches int
	swings                 int
	swing                  int64
}

// add returns a report function that records a search's iterations.
func (st *iterationStats) add() func(Info) {
	prev, havePrev := 0, false
	return func(info Info) {
		if info.Unfinished || info.Depth == 0 {
			return
		}
		st.iterations++
		st.researches += info.Researches
		if isMate(info.Score) {
			havePrev = false
			return
		}
		if havePrev {
			st.swings++
			st.swing += int64(abs(info.Score - prev))
		}
		prev, havePrev = info.Score, true
	}
}

// runBench searches every position with the limits and parameters p,
// each with a new engine (one thread, a fresh table), prints a line per
// position and the node shares of them all (see NodeShares), and returns
// the totals: nodes, time and the sum of the depths reached. st, if not
// nil, collects the iterations' statistics.
func runBench(out io.Writer, positions []BenchPosition, lim Limits, p Params, st *iterationStats) (nodes int64, elapsed time.Duration, depths int) {
	var shares NodeShares
	for _, bp := range positions {
		b, err := bp.Board()
		if err != nil {
			fmt.Fprintf(out, "%s: %v\n", bp.Name, err)
			continue
		}
		e := New(benchHashBytes)
		e.SetParams(p)
		lim.Start = time.Now()
		var report func(Info)
		if st != nil {
			report = st.add()
		}
		res := e.Think(context.Background(), b, lim, report)
		shares.Add(res.Shares)
		d := time.Since(lim.Start)
		nodes += res.Nodes
		elapsed += d
		depths += res.Depth
		fmt.Fprintf(out, "%-9s %-9s %2dx%-2d depth %2d best %-5v score %6d nodes %10d time %6d ms %8d n/s\n",
			bp.Name, bp.Rule, bp.Width, bp.Height, res.Depth, res.Move, res.Score, res.Nodes, d.Milliseconds(), perSecond(res.Nodes, d))
	}
	fmt.Fprintf(out, "===========================\n")
	shares.Print(out)
	return nodes, elapsed, depths
}

func perSecond(n int64, d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return int64(float64(n) / d.Seconds())
}
