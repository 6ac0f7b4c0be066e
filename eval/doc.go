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
//     follows from what one more stone on the line would make.
//   - Class: the combination of a cell's four line patterns into one threat
//     class per colour (five, open four, four-three, four, double three, open
//     three, ..., and renju black's forbidden candidates).
//   - Weights: the score of every pattern and class, in one place for tuning.
//
// Tables for a rule are built once, on first use, and are read-only after
// that; ForRule is safe for concurrent use.
package eval
