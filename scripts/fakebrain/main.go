package main

import "amoba/scripts/internal/fakebrain"

func main() {
	fakebrain.Main()
}
