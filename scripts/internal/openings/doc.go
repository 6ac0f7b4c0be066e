// Package openings reads the opening suites a match is played from, in two
// formats, and provides a small built-in suite.
//
// The sequence format (openings.txt of the shared data) has one opening per
// line: "<id> <size> <rule> <moves>", the moves 0-based "x,y" joined with ";"
// in play order, black first. The Gomocup format has one opening per line as
// comma-separated offsets from the centre cell (floor(w/2), floor(h/2)), e.g.
// "0,0, 1,0, 1,3". In both, empty lines and lines starting with '#' are
// skipped.
package openings
