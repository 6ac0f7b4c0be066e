package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/openings"
	"amoba/scripts/internal/record"
	"amoba/scripts/internal/referee"
)

// position is one position to check: its name and board.
type position struct {
	id    string
	board *engine.Board
}

// loadPositions reads every source the configuration names.
func loadPositions(cfg *config) ([]position, error) {
	var out []position
	if cfg.file != "" {
		ps, err := readFile(cfg.file, readPuzzleLine)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	if cfg.games != "" {
		ps, err := readFile(cfg.games, func(line string) ([]position, error) {
			return readGameLine(line, cfg.every, cfg.skip)
		})
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	if cfg.psq != "" {
		ps, err := readPSQDir(cfg.psq, cfg.rule, cfg.every, cfg.skip)
		if err != nil {
			return nil, err
		}
		out = append(out, ps...)
	}
	return out, nil
}

// readFile reads a line-based file, skipping empty and '#' lines.
func readFile(path string, parse func(string) ([]position, error)) ([]position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []position
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		ps, err := parse(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, n, err)
		}
		out = append(out, ps...)
	}
	return out, sc.Err()
}

// readPuzzleLine reads "<id> <size> <rule> <tomove> <black> <white> ...".
func readPuzzleLine(line string) ([]position, error) {
	f := strings.Fields(line)
	if len(f) < 6 {
		return nil, fmt.Errorf("want <id> <size> <rule> <tomove> <black> <white>, got %d fields", len(f))
	}
	b, err := newBoard(f[1], f[2])
	if err != nil {
		return nil, err
	}
	for i, c := range []eval.Color{eval.Black, eval.White} {
		moves, err := openings.ParseMoves(f[4+i])
		if err != nil {
			return nil, err
		}
		if err := put(b, moves, func(int) eval.Color { return c }); err != nil {
			return nil, err
		}
	}
	switch f[3] {
	case "b":
		b.SetToMove(eval.Black)
	case "w":
		b.SetToMove(eval.White)
	default:
		return nil, fmt.Errorf("side to move %q: want b or w", f[3])
	}
	return []position{{id: f[0], board: b}}, nil
}

// readGameLine reads "<id> <size> <rule> <moves> ..." and samples it.
func readGameLine(line string, every, skip int) ([]position, error) {
	f := strings.Fields(line)
	if len(f) < 4 {
		return nil, fmt.Errorf("want <id> <size> <rule> <moves>, got %d fields", len(f))
	}
	rule := f[2]
	if rule == "any" {
		rule = "freestyle"
	}
	moves, err := openings.ParseMoves(f[3])
	if err != nil {
		return nil, err
	}
	return sampleGame(f[0], f[1], rule, moves, every, skip)
}

// readPSQDir reads every .psq record in dir.
func readPSQDir(dir, rule string, every, skip int) ([]position, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.psq"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	var out []position
	for _, path := range paths {
		size, moves, err := readPSQ(path)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		ps, err := sampleGame(filepath.Base(path), strconv.Itoa(size), rule, moves, every, skip)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, ps...)
	}
	return out, nil
}

// readPSQ reads a Piskvork record (see record.ReadPSQ) of a square board:
// its size and moves.
func readPSQ(path string) (int, []referee.Move, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, nil, err
	}
	defer f.Close()
	g, err := record.ReadPSQ(f)
	if err != nil {
		return 0, nil, err
	}
	if g.Width != g.Height {
		return 0, nil, fmt.Errorf("want a square board, got %dx%d", g.Width, g.Height)
	}
	moves := make([]referee.Move, len(g.Moves))
	for i, s := range g.Moves {
		moves[i] = s.Move
	}
	return g.Width, moves, nil
}

// sampleGame returns every every-th position of a game with at least skip
// stones, up to the last one before the game ended.
func sampleGame(id, size, rule string, moves []referee.Move, every, skip int) ([]position, error) {
	b, err := newBoard(size, rule)
	if err != nil {
		return nil, err
	}
	var out []position
	for n, m := range moves {
		if n >= skip && (n-skip)%every == 0 {
			out = append(out, position{id: fmt.Sprintf("%s@%d", id, n), board: b.Clone()})
		}
		p := engine.MakePos(m.X, m.Y)
		if !b.Contains(m.X, m.Y) || !b.IsEmpty(p) {
			return nil, fmt.Errorf("move %d (%v) is off the board or on a stone", n+1, m)
		}
		b.Play(p)
		if b.WinAt(p) {
			break
		}
	}
	return out, nil
}

// newBoard makes an empty square board from the data files' fields.
func newBoard(size, rule string) (*engine.Board, error) {
	n, err := strconv.Atoi(size)
	if err != nil {
		return nil, fmt.Errorf("bad size %q", size)
	}
	r, ok := eval.ParseRuleName(rule)
	if !ok {
		return nil, fmt.Errorf("unknown rule %q", rule)
	}
	return engine.NewBoard(n, n, r)
}

// put places stones, colour by index.
func put(b *engine.Board, moves []referee.Move, colour func(int) eval.Color) error {
	for i, m := range moves {
		p := engine.MakePos(m.X, m.Y)
		if !b.Contains(m.X, m.Y) || !b.IsEmpty(p) {
			return fmt.Errorf("stone %v is off the board or on another", m)
		}
		b.Put(p, colour(i))
	}
	return nil
}
