package openings

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"amoba/scripts/internal/referee"
)

// ReadSequences reads the sequence format and returns the openings whose
// size matches a w×h board (the size field is the side of a square board, so
// a rectangular board matches none). Openings that do not fit the board are
// an error.
func ReadSequences(r io.Reader, w, h int) ([]Opening, error) {
	var out []Opening
	err := eachLine(r, func(n int, line string) error {
		f := strings.Fields(line)
		if len(f) != 4 {
			return fmt.Errorf("line %d: want <id> <size> <rule> <moves>, got %q", n, line)
		}
		size, err := strconv.Atoi(f[1])
		if err != nil {
			return fmt.Errorf("line %d: size %q: %w", n, f[1], err)
		}
		if size != w || size != h {
			return nil
		}
		moves, err := ParseMoves(f[3])
		if err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		o := Opening{ID: f[0], Moves: moves}
		if err := o.check(w, h); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, o)
		return nil
	})
	return out, err
}

// ReadOffsets reads the Gomocup offset format. Opening ids are "name:N" with
// N the line number.
func ReadOffsets(r io.Reader, name string, w, h int) ([]Opening, error) {
	var out []Opening
	err := eachLine(r, func(n int, line string) error {
		fields := strings.Split(line, ",")
		if len(fields)%2 != 0 {
			return fmt.Errorf("line %d: odd number of offsets in %q", n, line)
		}
		offs := make([]referee.Move, len(fields)/2)
		for i := range offs {
			dx, errX := strconv.Atoi(strings.TrimSpace(fields[2*i]))
			dy, errY := strconv.Atoi(strings.TrimSpace(fields[2*i+1]))
			if errX != nil || errY != nil {
				return fmt.Errorf("line %d: bad offset pair %q,%q", n, fields[2*i], fields[2*i+1])
			}
			offs[i] = referee.Move{X: dx, Y: dy}
		}
		o := fromOffsets(fmt.Sprintf("%s:%d", name, n), offs, w, h)
		if err := o.check(w, h); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, o)
		return nil
	})
	return out, err
}

// ParseMoves reads ";"-joined "x,y" moves; "-" is the empty list.
func ParseMoves(s string) ([]referee.Move, error) {
	if s == "-" || s == "" {
		return nil, nil
	}
	parts := strings.Split(s, ";")
	out := make([]referee.Move, 0, len(parts))
	for _, p := range parts {
		xs, ys, ok := strings.Cut(p, ",")
		x, errX := strconv.Atoi(xs)
		y, errY := strconv.Atoi(ys)
		if !ok || errX != nil || errY != nil {
			return nil, fmt.Errorf("bad move %q", p)
		}
		out = append(out, referee.Move{X: x, Y: y})
	}
	return out, nil
}

// Load reads an opening file: the sequence format, or with offsets set the
// Gomocup offset format.
func Load(path string, offsets bool, w, h int) ([]Opening, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Opening
	if offsets {
		out, err = ReadOffsets(f, baseName(path), w, h)
	} else {
		out, err = ReadSequences(f, w, h)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

// eachLine calls fn with the 1-based number and trimmed text of every line
// that is neither empty nor a '#' comment.
func eachLine(r io.Reader, fn func(n int, line string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := fn(n, line); err != nil {
			return err
		}
	}
	return sc.Err()
}

// baseName returns the file name without directory and extension.
func baseName(path string) string {
	i := strings.LastIndexAny(path, `/\`)
	name := path[i+1:]
	if j := strings.LastIndex(name, "."); j > 0 {
		name = name[:j]
	}
	return name
}
