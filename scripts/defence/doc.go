// Command defence builds the defence suite of issue 10 from game records:
// positions where the engine, to move, faced a win by threats of the
// opponent that some moves stop, and played a move that did not.
//
// Usage:
//
//	go run ./scripts/defence -psq /work/matches/psq-rapfi,/work/matches/psq-aiwine \
//	    -who amoba -depth 11 > scripts/defence/testdata/defence_freestyle.txt
//
// For every game the engine (the player whose name contains -who) lost by
// the opponent's five, it walks back over the engine's moves while each of
// them leaves the opponent a win by threats within -depth plies, to the
// earliest such move. The position before it goes into the suite when the
// opponent already threatened such a win there (if the engine passed) and
// some moves stop it: after them the opponent has none within the depth.
// Every legal move is tried; its answer list is the stopping moves, with
// the move played marked "!x,y". Lines are in the shared position format
// (../shared/data/README.md), so scripts/puzzles measures an engine on
// them:
//
//	go run ./scripts/puzzles -engine ./pbrain-amoba -file scripts/defence/testdata/defence_freestyle.txt -time 1
//
// With -relabel FILE it reads a suite file instead of games and proves
// each position again (new answers; positions that no longer qualify are
// dropped, with the reason on stderr), for when the prover changes.
//
// With -judge BRAIN every proven stop is checked by a stronger brain
// (judge.go): the stop is played, the brain searches for the attacker
// under INFO max_node -judge-nodes, and a stop after which it claims a win
// (a mate score) is dropped; a position left with no stop is dropped too,
// and the kept lines say how many stops were refuted. The prover's
// attacker plays only fours and threes, so a stop it proves can still lose
// to a win that starts with a quiet move or runs past the depth. A brain
// answers a forced block without searching; the judge then plays that
// block and asks again from the other side. The stones are sent in a play
// order (black and white alternating, the stop last), since brains read
// BOARD as a game record.
//
// With -judge-only FILE (and -judge) the positions of FILE are labelled by
// the judge alone (judgeonly.go): every candidate cell and the move
// played (the "!x,y" answer, or "played=x,y" in the info field as
// scripts/psqgames -positions writes it) is played and the judge searches
// for the opponent; the answers are the cells after which it claims no
// win. This is for the losses the prover cannot reach, where the move
// played let the opponent start a long or quiet-move win: the positions
// that scripts/puzzles -judge marks "blunder" in a run over a match's
// games:
//
//	go run ./scripts/psqgames -rule 0 -positions amoba -out pos.txt games/
//	awk '{split($NF,a,"played="); print $1, a[2], "unknown 0 ms"}' pos.txt > played.out
//	go run ./scripts/puzzles -moves played.out -file pos.txt -judge /path/to/pbrain-rapfi > judged.txt
//	grep -F -w -f <(grep ' blunder' judged.txt | cut -d' ' -f1) pos.txt > blunders.txt
//	go run ./scripts/defence -judge-only blunders.txt -judge /path/to/pbrain-rapfi -judge-nodes 200000
//
// The judge's labels are only as good as its search: an answer may lose to
// a win it did not find at that node count. With -recheck FILE (and
// -judge) the answers of a judged suite are asked about again, usually by
// a judge given more nodes (recheck.go): refuted answers are dropped, the
// comment lines are kept, and the positions left with no answer go to
// -lost FILE as they were:
//
//	go run ./scripts/defence -recheck judged.txt -judge /path/to/pbrain-rapfi -judge-nodes 2000000 \
//	    -lost lost.txt > rechecked.txt
//
// The prover (prove.go) is exhaustive within its depth: the attacker plays
// every move that makes a four, a three or more (a free-four point), and
// a move counts when it leaves a threat: a five point, a free-four point
// or a four-three point (a forced block can leave two of those). The
// defender plays every legal move; a four of the defender and the
// attacker's block of it count no plies, so that a four thrown in does not
// pass for a defence by pushing the win past the depth. The move played
// must be proven to lose. There is a position cache and a node
// budget per question (-budget); moves the budget leaves open are counted
// as unknown and are not answers. It uses the engine's board and cell classes only,
// not its threat search or defence generator, which it is meant to check.
// Freestyle and standard only (caro's and renju's fours need more care).
package main
