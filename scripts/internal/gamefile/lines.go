package gamefile

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

// maxLine is the longest record line read: a game on the largest board
// with a score and a best move per cell fits many times over.
const maxLine = 1 << 20

// Lines calls visit with every record line of r, trimmed, and its line
// number (from 1), skipping empty lines and '#' comments. It stops at the
// first error visit returns.
func Lines(r io.Reader, visit func(n int, line string) error) error {
	return LinesAndComments(r, nil, visit)
}

// LinesAndComments is Lines that also calls comment, when not nil, with
// every '#' comment line, trimmed, in its place among the records: for a
// tool that rewrites a file and keeps its header.
func LinesAndComments(r io.Reader, comment func(line string) error, visit func(n int, line string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, maxLine), maxLine)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		var err error
		switch {
		case line == "":
		case line[0] == '#':
			if comment != nil {
				err = comment(line)
			}
		default:
			err = visit(n, line)
		}
		if err != nil {
			return err
		}
	}
	return sc.Err()
}

// ReadFile parses every record of the file at path, in order; an error
// names the file and line.
func ReadFile(path string) ([]Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var games []Game
	err = Lines(f, func(n int, line string) error {
		g, err := Parse(line)
		if err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
		games = append(games, g)
		return nil
	})
	return games, err
}
