package main

import (
	"fmt"
	"os"

	"amoba/engine"
	"amoba/scripts/internal/record"
)

// game is a finished game read from a Piskvork .psq record.
type game struct {
	path          string
	width, height int
	moves         []engine.Pos // in play order, black first
	black, white  string       // the players' names
}

// readPSQ reads a .psq record as the match runner writes it (see
// record.ReadPSQ); the players' names are needed to know whose game it is.
func readPSQ(path string) (game, error) {
	f, err := os.Open(path)
	if err != nil {
		return game{}, err
	}
	defer f.Close()
	r, err := record.ReadPSQ(f)
	if err != nil {
		return game{}, fmt.Errorf("%s: %w", path, err)
	}
	if r.Black == "" || r.White == "" {
		return game{}, fmt.Errorf("%s: no player names", path)
	}
	g := game{path: path, width: r.Width, height: r.Height, black: r.Black, white: r.White}
	for _, s := range r.Moves {
		if s.Move.X < 0 || s.Move.Y < 0 || s.Move.X >= g.width || s.Move.Y >= g.height {
			return game{}, fmt.Errorf("%s: move %d,%d is off the board", path, s.Move.X+1, s.Move.Y+1)
		}
		g.moves = append(g.moves, engine.MakePos(s.Move.X, s.Move.Y))
	}
	return g, nil
}
