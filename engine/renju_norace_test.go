//go:build !race

package engine

// raceEnabled is set when the tests run under the race detector.
const raceEnabled = false
