// Command puzzles measures how well a pbrain engine solves positions: for
// each position of a file it sets up the board over the protocol, asks for
// one move, and compares it with the known answers.
//
// Usage:
//
//	go run ./scripts/puzzles -engine ./pbrain-amoba \
//	    -file ../shared/data/puzzles_vcf_freestyle.txt -time 1 [-limit N]
//
// The file holds one position per line: "<id> <size> <rule> <tomove>
// <black> <white> <answers> <info>", stone lists of 0-based "x,y" joined by
// ";" ("-" when empty). Any listed answer is right; "!x,y" is a move that
// must not be played; "-" means the answer is unknown.
//
// Per position the engine is started afresh (or, with -reuse, kept and
// sent START again), given START, the INFO block (timeout_turn, timeout_match
// 0, max_memory, game_type, rule: freestyle 0, standard 1, renju 4, caro 8,
// or the -rule-override rule for every position), INFO time_left, and the
// stones with BOARD … DONE: the side to move's stones as field 1, the
// other's as 2, black and white alternating as far as the lists allow,
// black first. The reply must come within -time plus the tolerance.
//
// Output: one line per position (id, move, ok / wrong / unknown / error,
// milliseconds), then solved / total over the positions with known answers
// and the mean and maximum time.
package main
