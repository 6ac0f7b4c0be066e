// Package record writes finished games to files: Piskvork .psq records (one
// game per file) and a PGN-like text with one game after another.
//
// A .psq record is the header "Piskvorky WxH, 11:11, 0", one "x,y,ms" line
// per stone in play order with 1-based coordinates and the thinking time in
// milliseconds (0 for opening stones), then the two players' names (black
// first) and the end code of the game, CRLF-terminated as Piskvork writes
// them. End codes follow the Gomocup referee: 0 five or draw, 1 foul,
// 2 timeout, 3 illegal move, 4 crash.
package record
