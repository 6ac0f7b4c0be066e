package record

import "amoba/scripts/internal/referee"

// End codes of a game, as the Gomocup referee numbers them.
const (
	EndNormal  = 0 // five or draw
	EndFoul    = 1
	EndTimeout = 2
	EndIllegal = 3
	EndCrash   = 4
)

// Stone is one move of a game and the time its player took, in
// milliseconds.
type Stone struct {
	Move referee.Move
	Ms   int64
}

// Game is a finished game.
type Game struct {
	Number        int // game number in the match, from 1
	Width, Height int // board size
	Rule          referee.Rule
	Opening       string // opening id
	OpeningLen    int    // how many of Moves are opening stones
	Black, White  string // player names
	Moves         []Stone
	Result        string // "1-0" (black won), "0-1" or "1/2-1/2"
	Reason        string // how the game ended, in words
	EndCode       int    // one of the End constants
}
