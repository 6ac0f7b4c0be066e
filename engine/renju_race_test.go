//go:build race

package engine

// raceEnabled is set when the tests run under the race detector, which
// slows the reference judge down about tenfold: the property tests then
// play fewer games.
const raceEnabled = true
