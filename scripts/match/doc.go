// Command match plays two pbrain engines against each other over the
// Gomocup protocol, the way a tournament manager does, and reports the
// result with Elo, LOS and an optional SPRT.
//
// Usage:
//
//	go run ./scripts/match -a ./pbrain-new -b ./pbrain-old -games 20 -tc 0.5
//
// For every game the runner starts each engine (or, with -restart, reuses
// its process with RESTART), sends START n or RECTSTART w,h and waits for
// exactly OK, sends the INFO block (timeout_turn, timeout_match, max_memory,
// rule, game_type, then the engine's own -a-info/-b-info settings, such as
// "strength 40"), then asks for moves: INFO time_left before every request,
// BOARD … DONE with all stones in play order for an engine's first move of
// the game (field 1 its own stones, 2 the opponent's), TURN x,y afterwards.
// At the end of a game it sends END and kills an engine still alive 0.5 s
// later. MESSAGE and DEBUG lines are skipped (printed with -v).
//
// The runner is the referee: it judges fives per rule (see package referee),
// declares a draw after -draw stones, and counts as a loss a crash (the
// engine exits or closes its output), an illegal move (off the board,
// occupied, or a reply that is not exactly "x,y") and a time overrun (a move
// slower than min(timeout_turn, time_left) + tolerance). Every read has a
// deadline, so a stuck engine cannot hang the match; a losing engine is
// killed. An engine that overran is listened to for five seconds more
// first, and the game line says how late its answer came or that none
// did ("no answer to TURN in time (answered 412 ms after the deadline)").
//
// Openings come from -openings (sequence format) or -offsets (Gomocup
// offsets), else from a built-in set of balanced three-stone openings; each
// opening is played twice with colours swapped (games 2k-1 and 2k, a pair).
// The output is one line per game and a final table: the score and Elo by
// games, the pairs counted by A's points (0, ½, 1, 1½, 2) with the Elo
// they give, and with -sprt the test's state. The SPRT goes by pairs: the
// opening's colour advantage makes a pair's two games correlated, so pairs
// measure the difference with less noise than games taken one by one (on
// fourteen self-play logs of 2026-11-28 a pair's variance was 0.57–0.93 of
// two independent games'), and the test stops sooner. -psq and -pgn save the
// games. With -strict the exit status is 3 when any game ended by crash,
// illegal move or timeout.
package main
