// Command paired compares two engines by two matches against the same
// opponent, game by game. When both matches were played with the same
// openings file and seed (scripts/match -seed S), game N of each starts
// from the same opening with the candidate on the same colour, so the
// difference of the two results of each game is a paired observation:
// the openings' and colours' share of the variance cancels, and the
// interval of the difference is narrower than the two matches' scores
// taken apart (in session 31's matches against Rapfi classical, ±5.5
// points over 300 games where two independent scores give about ±7.5).
//
//	go run ./scripts/match -a ./candidate -b ./rapfi -seed 7 ... > cand.log
//	go run ./scripts/match -a ./main -b ./rapfi -seed 7 ... > main.log
//	go run ./scripts/paired cand.log main.log [cand2.log main2.log ...]
//
// Arguments come in pairs: a match log of the candidate (engine A of that
// match) and one of the baseline on the same seed. Only games present in
// both logs count (a match stopped early is compared as far as it went);
// a game whose opening or colour differs between the two is an error,
// since the logs were then not played on the same schedule. It prints
// each engine's score against the opponent, the mean difference of the
// pairs in points per 100 games with its 95% interval, and that
// difference as Elo with its interval, read at the baseline's score.
//
// With -by-opening the games are paired by opening and colour instead of
// by number: matches that play every opening twice (scripts/match
// -games 0) hold the same games whatever the seed, which only reorders
// them, so two such runs pair up although their numbers do not. A log that
// plays an opening twice with the same colour is refused then.
package main
