// Command tune fits Amoba's evaluation model (eval.Model) to game results
// and writes it as the rule family's file in eval/models, which the engine
// embeds: nothing is loaded at run time.
//
//	go run ./scripts/gendata -games 6000 -nodes 10000 -rules 0,1,4,8,0,4 -seed 11 -concurrency 2 -out games.txt
//	go run ./scripts/tune -data games.txt -family freestyle -out eval/models/freestyle.txt
//
// The positions are those of the games (after the opening and random moves
// gendata played), deduplicated, without the ones that are not quiet: a
// five point for either side, or a free-four point for the side to move.
// The target of a position is the game's result from the side to move's
// view, optionally blended with the score the game file gives it (-blend):
// the engine's own search score as gendata writes it, or another engine's
// evaluation written by scripts/label, whose scale -score-scale gives
// (Rapfi's is about 200 per unit of logit). -scored-only fits the
// evaluation to the scored positions alone; -order-from takes the
// move-ordering scores from an existing model file instead of fitting them,
// and -order-best fits them to the moves scripts/label's brain chose
// instead of the moves played. -tied fits one coarse value per pattern
// and class for Own and Opp alike, so that a cell is worth the same to its
// colour whoever is to move and only the threat term knows the side to
// move (as Rapfi's classical evaluation values a cell).
//
// -prior-from starts the coarse model from a model file's values and pulls
// it towards them instead of the hand-set weights. -choice W adds a
// move-choice loss to the coarse fit, with weight W against the position
// loss (comparison training): in each position, past the opening and within
// ±-choice-limit of even by the labelling brain's score, with no four point
// for the opponent, every candidate cell but our fours is played, and the
// positions after them compete in a softmax of the mover's evaluation of
// them; the loss is the cross-entropy of the brain's move (the record's
// best move, written by scripts/label). The softmax temperature is fitted
// again to the values every few epochs, so that the choice loss is blind to
// the values' scale, which the position loss alone sets. The header reports
// the choice loss and how often the static evaluation one move on ranks
// the brain's move first (top-1), before and after the fit.
//
// The model predicts the win probability sigmoid(eval/K). K is fitted first
// with the hand-set model and then held, so the learned values stay in the
// engine's units; then every cell value (per combination of four line
// patterns, Own and Opp, per colour in renju) and the threat term are fitted
// by full-batch Adam on the logistic loss, with an L2 pull towards the
// hand-set values so that rare combinations stay near them. One game in ten
// (by its line's hash) is held out; the train and held-out losses of the
// hand-set and fitted models are printed and written in the file's header.
//
// Given the same data and flags, the output is the same.
package main
