package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/suite"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	return runWith(args, stdout, stderr, nil)
}

// runWith is run with extra environment variables for the judge brain
// (tests make it the test binary itself).
func runWith(args []string, stdout, stderr io.Writer, judgeEnv []string) int {
	fs := flag.NewFlagSet("defence", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dirs := fs.String("psq", "", "directories of .psq game records, comma-separated")
	who := fs.String("who", "amoba", "the engine whose lost games are searched: a part of its player name")
	depth := fs.Int("depth", 9, "plies within which the opponent's win by threats is looked for (odd)")
	budget := fs.Int64("budget", 2_000_000, "prover nodes per question; a question left open makes the move unknown")
	ruleName := fs.String("rule", "freestyle", "the games' rule: freestyle or standard")
	again := fs.String("relabel", "", "a suite file to prove again instead of reading games: its positions that still qualify, with new answers")
	judgePath := fs.String("judge", "", "a stronger brain that checks each proven stop: a stop after which it claims a win for the attacker is dropped")
	judgeNodes := fs.Int("judge-nodes", 2_000_000, "the judge's search per stop (INFO max_node)")
	judgeTime := fs.Duration("judge-time", time.Minute, "the judge's time per stop (INFO timeout_turn), a bound the node count should reach first")
	judgeOnlyPath := fs.String("judge-only", "", "a file of positions to label by the judge alone (every candidate cell tried; see judgeonly.go) instead of reading games")
	recheckPath := fs.String("recheck", "", "a judged suite whose answers the judge (with -judge) asks about again: refuted answers are dropped")
	lostPath := fs.String("lost", "", "with -recheck: the file the positions left with no answer are written to (default: none)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	rule, ok := map[string]eval.Rule{"freestyle": eval.Freestyle, "standard": eval.Standard}[*ruleName]
	sources := 0
	for _, s := range []string{*dirs, *again, *judgeOnlyPath, *recheckPath} {
		if s != "" {
			sources++
		}
	}
	needsJudge := *judgeOnlyPath != "" || *recheckPath != ""
	if !ok || sources != 1 || *depth < 1 || (needsJudge && *judgePath == "") || (*lostPath != "" && *recheckPath == "") {
		fmt.Fprintln(stderr, "defence: want one of -psq DIRS, -relabel FILE, -judge-only FILE or -recheck FILE [-lost FILE] (these two with -judge), -rule freestyle|standard and a positive -depth")
		return 2
	}
	l := &labeller{rule: rule, depth: *depth, budget: *budget}
	if *judgePath != "" {
		j, err := startJudge(*judgePath, *judgeNodes, *judgeTime, judgeEnv)
		if err != nil {
			fmt.Fprintln(stderr, "defence:", err)
			return 1
		}
		defer j.close()
		l.judge = j
	}
	if *judgeOnlyPath != "" {
		if err := judgeOnlyFile(l.judge, rule, *judgeOnlyPath, stdout, stderr); err != nil {
			fmt.Fprintln(stderr, "defence:", err)
			return 1
		}
		return 0
	}
	if *recheckPath != "" {
		if err := recheckTo(l.judge, rule, *recheckPath, *lostPath, stdout, stderr); err != nil {
			fmt.Fprintln(stderr, "defence:", err)
			return 1
		}
		return 0
	}
	if *again != "" {
		header(stdout, *depth, l.judge)
		if err := relabelFile(l, *again, stdout, stderr); err != nil {
			fmt.Fprintln(stderr, "defence:", err)
			return 1
		}
		return 0
	}
	var files []string
	for _, dir := range strings.Split(*dirs, ",") {
		m, err := filepath.Glob(filepath.Join(dir, "*.psq"))
		if err != nil {
			fmt.Fprintln(stderr, "defence:", err)
			return 1
		}
		files = append(files, m...)
	}
	sort.Strings(files)
	header(stdout, *depth, l.judge)
	found := 0
	skipped := map[string]int{} // why games gave no position, and how many
	for _, path := range files {
		g, err := readPSQ(path)
		if err != nil {
			fmt.Fprintln(stderr, "defence:", err)
			continue
		}
		e, ok, why := l.find(g, *who)
		if ok {
			if why, err = l.judgeStops(&e); err != nil {
				fmt.Fprintln(stderr, "defence:", err)
				return 1
			}
			ok = why == ""
		}
		if !ok {
			fmt.Fprintf(stderr, "%s: %s\n", path, why)
			skipped[reasonKind(why)]++
			continue
		}
		found++
		e.id = fmt.Sprintf("def-%s-%s", filepath.Base(filepath.Dir(path)), strings.TrimSuffix(filepath.Base(path), ".psq"))
		fmt.Fprintln(stdout, format(e))
		fmt.Fprintf(stderr, "%s: %d stop, %d fail, %d unknown\n", path, len(e.stops), e.fails, e.unknowns)
	}
	fmt.Fprintf(stderr, "defence: %d positions from %d games%s\n", found, len(files), tally(skipped))
	return 0
}

// reasonKind is a reason for skipping a game without its counts (the
// judge's "(N)").
func reasonKind(why string) string {
	if i := strings.Index(why, " ("); i >= 0 {
		return why[:i]
	}
	return why
}

// tally lists the reasons games were skipped, most frequent first: a
// suite that stays small says why (e.g. the engine lost only to threats
// that no move stopped any more).
func tally(skipped map[string]int) string {
	reasons := make([]string, 0, len(skipped))
	for r := range skipped {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if skipped[reasons[i]] != skipped[reasons[j]] {
			return skipped[reasons[i]] > skipped[reasons[j]]
		}
		return reasons[i] < reasons[j]
	})
	var sb strings.Builder
	for i, r := range reasons {
		sep := "; "
		if i == 0 {
			sep = "; skipped: "
		}
		fmt.Fprintf(&sb, "%s%d %s", sep, skipped[r], r)
	}
	return sb.String()
}

// header writes the suite file's comment lines.
func header(w io.Writer, depth int, j *judge) {
	fmt.Fprintf(w, "# Defence suite: the side to move faces a win by threats within %d plies (a four of the side to\n", depth)
	fmt.Fprintf(w, "# move and its block counted as none); answers are the moves after which the opponent has none\n")
	fmt.Fprintf(w, "# (proven by scripts/defence, exhaustive within the depth); !x,y is the move the engine played\n")
	fmt.Fprintf(w, "# in the game. Format as ../shared/data (puzzles).\n")
	if j != nil {
		fmt.Fprintf(w, "# Each answer was also checked by a judge brain searching %d nodes for the attacker: answers\n", j.nodes)
		fmt.Fprintf(w, "# after which it claimed a win are left out (refuted=N), and positions left with none.\n")
	}
}

// format writes an entry in the shared position format. The rule is
// written as the board's rule family, which the -rule flag gives.
func format(e entry) string {
	b := e.board
	stones := stonesByColour(b)
	answers := "!" + e.played.String()
	if len(e.stops) > 0 {
		answers = suite.Cells(e.stops) + ";" + answers
	}
	info := fmt.Sprintf("kind=defence;depth=%d;stops=%d;fails=%d;unknown=%d", e.depth, len(e.stops), e.fails, e.unknowns)
	if e.judged {
		info += fmt.Sprintf(";refuted=%d", e.refuted)
	}
	return suite.Line(e.id, b.Width(), b.Rule(), b.ToMove(), stones[0], stones[1], answers, info)
}

// stonesByColour returns b's black and white stones, each in the order
// they were put on the board.
func stonesByColour(b *engine.Board) [2][]engine.Pos {
	var stones [2][]engine.Pos
	for _, p := range b.Moves() {
		c := b.At(p) - engine.BlackStone
		stones[c] = append(stones[c], p)
	}
	return stones
}
