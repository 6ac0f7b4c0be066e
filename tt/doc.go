// Package tt holds Amoba's hashing: the Zobrist keys of the board and the
// transposition table shared by the search threads.
//
// Features:
//   - Zobrist keys from a fixed-seed generator: one key per cell and colour
//     (cells indexed y*32+x, boards up to 32x32) and one for the side to
//     move, identical in every run and on every platform.
//   - Table: 16-byte entries (the key XOR the data, and the data), four to a
//     64-byte bucket. A reader verifies an entry by XOR-ing its two words, so
//     threads share the table without locks: a torn write fails the check and
//     reads as a miss. Each word is loaded and stored atomically, which keeps
//     the race detector quiet at the cost of nothing on amd64 loads.
//   - Entry data: best move, score, static evaluation, depth, bound, a PV
//     flag (the node is or was a principal variation node) and a
//     generation; replacement keeps the deepest entries, counting each search
//     of age as a loss of depth.
//   - Sized in bytes (Resize), cleared (Clear), filled measure (Hashfull).
//   - The buckets live outside the Go heap (an anonymous mapping on Unix,
//     a paging-file mapping on Windows, the heap elsewhere): a table of
//     hundreds of megabytes made on the heap while a collection runs waits
//     for that collection, which under load took over a second before the
//     first move. No huge pages are asked for: with them the first moves
//     took up to 0.9 s under load. The memory goes back to the system on
//     Resize, on Free, or once the table is unreachable, and never while
//     the background writer below still uses it (the two hold references
//     to it).
//   - Prefault maps a new table's memory in a background goroutine (one
//     write per page that changes nothing), so that the first searches do
//     not take the page faults; Resize and Clear stop it first, and Free
//     (and CancelPrefault) tell it to stop without waiting, for a table
//     that is being dropped (the engine's Release at the end of a session).
//   - Prefetch starts loading a key's bucket into the caches (PREFETCHT0
//     on amd64, nothing elsewhere): the search asks for a child's bucket
//     before it makes the move, so the miss overlaps the move's pattern
//     update.
//   - Mate scores are stored relative to the node (ScoreToTT/ScoreFromTT) so
//     a mate found at one ply is right at every other.
package tt
