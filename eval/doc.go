// Package eval holds Amoba's pattern knowledge: pure functions and
// read-only tables, with no notion of a board.
//
// Features:
//   - Rule: freestyle, standard, renju (black/white asymmetric) and caro
//     (rule 9 exact five, rule 8 as the Gomocup referee judges), parsed from
//     the protocol's INFO rule values.
//   - Window encoding: a cell's line window is its five neighbours on each
//     side along one line; each neighbour is empty, black, white or wall
//     (off the board). Key packs the ten neighbours into 20 bits.
//   - LineTable: for every window key, the line Pattern each colour would
//     make by playing the centre cell (dead, one, two, three, four — open or
//     closed — five, and renju black's overline and double four on a line).
//     The table is computed at first use by a generic classifier from first
//     principles: a five is judged by the rule, and every weaker pattern
//     follows from what one more stone on the line would make (so in caro,
//     where a five blocked at both ends does not win, a four whose five
//     points one stone stops is a closed four, not an open one). Free twos
//     and threes are split by their number of ways to grow (F2..F2x4,
//     F3..F3x2); Pattern.Base merges them again.
//   - Class: the combination of a cell's four line patterns into one threat
//     class per colour (five, open four, four-three, four, double three, open
//     three, ..., and renju black's forbidden candidates).
//   - Model: the evaluation. An empty cell is worth a value per Combo
//     (the multiset of its four line patterns) to the side to move
//     (Own) and another to the opponent (Opp), per colour; a threat
//     term indexed by both sides' ThreatFlags is added. The values are
//     learned by scripts/tune (from game results; for freestyle and
//     standard also from a stronger engine's scores of the positions,
//     see scripts/label, and for caro from our own search's scores) and
//     embedded from models/<family>.txt: a Coarse model (a value per
//     pattern and per class, for each side and colour, and the threat
//     term) expanded to every combination, which combo lines may
//     override one by one. A rule with no file plays the hand-set model
//     (HandSetModel). The model also holds the move-ordering scores of
//     every combination (Attack for the side to move, Defence against
//     the opponent), learned from the moves the engine chose, in the
//     same coarse shape.
//   - Weights: the hand-set pattern and class values: the tuner's prior
//     and the model of a rule with no file.
//
// Tables bundle a rule's LineTable with the CellInfo (class, Own, Opp,
// Attack, Defence) of every Combo per colour: 3,876 entries a colour, read
// through the PatternSet-to-Combo map, small enough to stay in cache.
// Tables for a rule are built once, on first use, and are read-only after
// that; ForRule is safe for concurrent use.
package eval
