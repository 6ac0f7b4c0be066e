// Command fakebrain is a scripted pbrain for trying the match and puzzle
// runners and the smoke script without a real engine. The environment
// variable AMOBA_FAKE_BRAIN selects its behaviour ("legal" by default; see
// package amoba/scripts/internal/fakebrain for the modes), and
// AMOBA_FAKE_LOG names a file that receives everything it is sent.
//
//	go build -o /tmp/fakebrain ./scripts/fakebrain
//	AMOBA_FAKE_BRAIN=crash:after=5 ENGINE=/tmp/fakebrain scripts/smoke.sh
package main
