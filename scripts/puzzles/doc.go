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
// or the -rule-override rule for every position), INFO max_node when -nodes
// is given (a limit that, unlike time, does not depend on what else the
// machine runs), INFO time_left, and the
// stones with BOARD … DONE: the side to move's stones as field 1, the
// other's as 2, black and white alternating as far as the lists allow,
// black first. The reply must come within -time plus the tolerance.
//
// Output: one line per position (id, move, ok / wrong / unknown / error,
// milliseconds), then solved / total over the positions with known answers
// and the mean and maximum time. When the engine reports a win for the side
// to move ("score +M<n>", Rapfi's "Eval +M<n>") in a MESSAGE line, the line
// adds "win claimed at N ms" (its first such report) and the totals count
// the positions and the mean time of the first claim: on positions where
// the side to move is known to win, how many wins the engine finds in the
// time and how soon (scripts/puzzles/testdata/wins_freestyle.txt):
//
//	go run ./scripts/puzzles -engine ./pbrain-amoba -file scripts/puzzles/testdata/wins_freestyle.txt \
//	    -time 0.3 -reuse
//
// With -judge, a second brain (a stronger engine, e.g. Rapfi classical)
// scores each position before and after the engine's move, at -judge-nodes
// nodes (INFO max_node), taking the score from its last MESSAGE line that
// says "Eval N" or "score N" (a mate +M<n>/-M<n>). It measures how good the
// moves are where no answer is known, e.g. positions of lost games:
//
//	go run ./scripts/puzzles -engine ./pbrain-amoba -file positions.txt -time 0.3 \
//	    -judge /path/to/pbrain-rapfi -judge-nodes 200000 -judge-cache judge.txt
//
// The judge runs after every position is solved (so that it does not take
// the processor from the engine), one position at a time, in one process
// sent START for each position. A move that ends the game (a five, a renju
// foul) is scored by the referee, not the judge. Each line then adds
// "judge B -> A": the judge's scores from the mover's view before and after
// the move (±30000 for a mate, and for a score within 1000 of it), and
// "blunder" when the judge finds a forced loss after the move
// but not before. The totals add the mean win rate after the move and the
// mean win rate lost by it (the win rate being 1/(1+exp(-score/-judge-scale)),
// a mate 0 or 1) and the count of blunders. A position the judge answers
// with a move but no score (Rapfi on a nearly full board) is left unjudged
// and counted, and the run goes on. -judge-cache keeps the judge's
// scores by position and node count, so that another engine's run on the
// same file only judges the moves that differ; comparing two engines on the
// same file and cache is a paired measurement. Runs may share the cache
// file while they run. -moves FILE takes the answers from an earlier run's
// output instead of asking an engine, so that the engines can be run first,
// undisturbed, and judged afterwards:
//
//	go run ./scripts/puzzles -engine ./pbrain-amoba -file positions.txt -time 0.3 -reuse > a.out
//	go run ./scripts/puzzles -moves a.out -file positions.txt -judge /path/to/pbrain-rapfi -judge-cache judge.txt > a.judged
//	go run ./scripts/puzzles -moves b.out -file positions.txt -judge /path/to/pbrain-rapfi -judge-cache judge.txt \
//	    -against a.judged
//
// -against compares the run with another's judged output of the same file,
// position by position: the mean difference in the judge's win rate after
// the move, with its standard error, counting a position where both played
// the same move as no difference (the judge's noise on one position is not
// measured twice), and both runs' blunders on those positions.
package main
