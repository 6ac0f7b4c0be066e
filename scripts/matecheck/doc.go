// Command matecheck checks the wins that Amoba's search claims.
//
// For each position it searches with the engine (in process, one thread)
// for a fixed time. Whenever the score is a win for the side to move, it
// plays the chosen move and then every legal reply of the opponent, and
// searches each resulting position again: the claim is confirmed when the
// claimant still wins after every reply, refuted otherwise. A reply that
// the first check search does not beat is searched again, twice, each
// time with -recheck times more, before it counts as a refutation: a
// refutation is a reply after which the claimant's search finds no win
// with up to 16 times the check time (by default), so a win deeper than
// that shows as refuted and needs a look.
//
// Positions come from the puzzle format (-file, as in
// ../shared/data/puzzles_vcf_freestyle.txt), from game records in the
// sequence format (-games, as in ../shared/data/games/games.txt) or from a
// directory of Piskvork .psq records (-psq, as the match runner saves
// them); from games every -every-th position is taken.
//
// Usage:
//
//	go run ./scripts/matecheck -file ../shared/data/puzzles_vcf_freestyle.txt -time 300 -limit 200
//	go run ./scripts/matecheck -psq /tmp/games -rule freestyle -every 2 -time 300
//
// It prints each refuted claim (position, move, refuting reply) and a
// summary: positions checked, mate claims, claims confirmed and refuted.
// The exit status is 1 if any claim was refuted.
package main
