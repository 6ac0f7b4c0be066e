// Command foresight measures how well searched scores foresee the outcome
// of games: the same recorded games labelled by several brains, or by one
// brain at several depths or node counts (scripts/label -depth, -nodes),
// are compared on the positions every file scores:
//
//	go run ./scripts/label -data games.txt -brain ./pbrain-amoba -depth 6 -nodes 160000 -out a6.txt
//	go run ./scripts/label -data games.txt -brain pbrain-rapfi -depth 6 -out r6.txt
//	go run ./scripts/foresight -ref r10k.txt a6.txt r6.txt
//
// For each file it fits the scale k that makes sigmoid(score/k) the best
// predictor of the game's result for the side to move (a draw counts a
// half), and prints that scale and the logistic loss it leaves (ln 2 =
// 0.6931 is a coin's): the lower, the better the scores foresee the game,
// whatever their units. A score at or beyond -mate (scripts/label writes
// mates and scores beyond its -clamp as ±clamp) is a claim of a won or
// lost game and predicts with probability 1 − -mate-eps or -mate-eps, so
// a brain that claims wins is rewarded when they come true and punished
// when they do not. With -ref, it also prints each file's (Pearson)
// correlation with the reference file's scores, on the positions where
// neither claims the game: a measure that ignores the files' units and is
// biased towards the reference's own evaluation.
//
// The results are the games' own: for games an engine played against
// itself at a low node count (scripts/gendata), a score that foresees
// the result foresees what that engine would do from there, not perfect
// play. The measure compares searches and evaluations on the same
// positions; it does not replace a match, since a search's move choice is
// not its score.
package main
