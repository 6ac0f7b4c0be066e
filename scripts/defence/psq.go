package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	"amoba/engine"
)

// game is a finished game read from a Piskvork .psq record.
type game struct {
	path          string
	width, height int
	moves         []engine.Pos // in play order, black first
	black, white  string       // the players' names
}

// readPSQ reads a .psq record as the match runner and Piskvork write it: a
// header "Piskvorky WxH, …", one "x,y,ms" line per move (1-based), then the
// black and white players' names.
func readPSQ(path string) (game, error) {
	f, err := os.Open(path)
	if err != nil {
		return game{}, err
	}
	defer f.Close()
	g := game{path: path}
	sc := bufio.NewScanner(f)
	if !sc.Scan() {
		return g, fmt.Errorf("%s: empty", path)
	}
	header := strings.TrimSpace(sc.Text())
	if _, err := fmt.Sscanf(header, "Piskvorky %dx%d,", &g.width, &g.height); err != nil {
		return g, fmt.Errorf("%s: header %q: %v", path, header, err)
	}
	var names []string
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		fields := strings.Split(line, ",")
		if len(fields) == 3 && len(names) == 0 {
			x, errX := strconv.Atoi(fields[0])
			y, errY := strconv.Atoi(fields[1])
			if errX != nil || errY != nil || x < 1 || y < 1 || x > g.width || y > g.height {
				return g, fmt.Errorf("%s: move %q", path, line)
			}
			g.moves = append(g.moves, engine.MakePos(x-1, y-1))
			continue
		}
		if line != "" {
			names = append(names, line)
		}
	}
	if len(names) < 2 {
		return g, fmt.Errorf("%s: no player names", path)
	}
	g.black, g.white = names[0], names[1]
	return g, sc.Err()
}
