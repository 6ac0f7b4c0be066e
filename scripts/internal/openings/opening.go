package openings

import (
	"fmt"
	"strings"

	"amoba/scripts/internal/referee"
)

// Opening is a start position given as moves in play order, black first.
type Opening struct {
	ID    string
	Moves []referee.Move
}

// check verifies that every move lies on a w×h board and no cell repeats.
func (o Opening) check(w, h int) error {
	b := referee.NewBoard(w, h)
	for i, m := range o.Moves {
		c := referee.Black
		if i%2 == 1 {
			c = referee.White
		}
		if err := b.Place(m.X, m.Y, c); err != nil {
			return fmt.Errorf("opening %s: move %d: %w", o.ID, i+1, err)
		}
	}
	return nil
}

// builtinSuite holds balanced three-stone openings (among Piskvork's
// standard starts) in the offset format.
const builtinSuite = `0,0, 1,0, 1,3
0,0, 1,1, 0,3
0,0, 1,0, 0,3
0,0, 1,1, 1,3
0,0, 1,0, 3,0
0,0, 1,1, -1,3
`

// Builtin returns the built-in suite centred on a w×h board, with the ids
// "builtin:1" to "builtin:6". It fails on boards too small for it.
func Builtin(w, h int) ([]Opening, error) {
	return ReadOffsets(strings.NewReader(builtinSuite), "builtin", w, h)
}

// fromOffsets centres offsets on a w×h board.
func fromOffsets(id string, offs []referee.Move, w, h int) Opening {
	o := Opening{ID: id, Moves: make([]referee.Move, len(offs))}
	for i, d := range offs {
		o.Moves[i] = referee.Move{X: w/2 + d.X, Y: h/2 + d.Y}
	}
	return o
}
