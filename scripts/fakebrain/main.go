// Command fakebrain is a scripted pbrain for trying the match and puzzle
// runners and the smoke script without a real engine. The environment
// variable AMOBA_FAKE_BRAIN selects its behaviour ("legal" by default; see
// package amoba/scripts/internal/fakebrain for the modes).
package main

import "amoba/scripts/internal/fakebrain"

func main() {
	fakebrain.Main()
}
