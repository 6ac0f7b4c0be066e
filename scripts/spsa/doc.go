// Command spsa tunes the engine's search parameters (engine.Params) by
// simultaneous perturbation stochastic approximation: every iteration
// draws a random direction, plays a game pair (one opening, colours
// swapped) between the engine with the parameters moved a step one way and
// the engine with them moved the other way, and moves the parameters
// towards the side that scored more. Each game says a little about every
// parameter at once, so the search's margins, reductions and ordering
// bonuses, which were set around each other, are tuned together rather
// than one A/B match at a time.
//
//	go build -o pbrain-amoba . && go build -o /tmp/match ./scripts/match
//	go run ./scripts/spsa -engine ./pbrain-amoba -match /tmp/match \
//	    -spec scripts/spsa/testdata/search.txt -iterations 4000 -concurrency 2 \
//	    -tc 0.15 -game-time 8 -openings ../shared/data/openings.txt -out spsa.log
//
// Keep -tc at 0.15 or more: the engine keeps 30 ms and a tenth of each
// turn in reserve, so at 0.05 s it thinks about 10 ms a move and the
// parameters would be tuned for depths it never plays at. A game pair
// then takes about 6.5 s on one core.
//
// With -opponent the engine does not play itself: the two perturbed
// engines each play the pair against the opponent (for example Rapfi
// classical) on the same opening, and the difference of their scores
// drives the step; this costs twice the games but tunes against the
// opponent that matters.
//
// The spec file has a line per tuned parameter, "name c_end r_end
// [start]" (blank lines and # comments ignored): c_end is the
// perturbation at the last iteration and r_end the learning rate there,
// as in OpenBench's SPSA; the start is the engine's default unless given.
// The schedule is the standard one: c_k = c / k^0.101 and
// a_k = a / (A + k)^0.602 with A a tenth of the iterations, c and a set so
// that the last iteration perturbs by c_end with a gain of r_end·c_end²:
// the step is a_k/c_k per point of score difference, r_end·c_end at the
// end and about twice that at the start. Values are clamped to the
// ranges the engine accepts (pbrain-amoba params) and rounded when played.
//
// testdata/search.txt (r_end 0.002, OpenBench's usual) is for runs of
// many thousands of iterations: over 600 its parameters moved at most 7
// units, less than the noise of any match that could check them.
// testdata/short.txt (r_end 0.02, perturbations half as large again) is
// for about a thousand: in session 52's 1,215 iterations the reverse
// futility margin went from 345 to about 260, steadily (README).
//
// The log (-out, appended) has a line per finished iteration: its number,
// the score difference and the parameters after the step; the last line,
// and the summary on stdout, give them as a -param list for pbrain-amoba.
// A tuned set is kept only after a match against the defaults says so
// (scripts/match, with a wrapper script that passes the -param list).
package main
