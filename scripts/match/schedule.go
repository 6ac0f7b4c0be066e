package main

import (
	"math/rand/v2"

	"amoba/scripts/internal/openings"
)

// schedule lists the games of the match: game 2k and 2k+1 play the same
// opening with colours swapped, engine A taking black first. With a
// non-zero seed the openings are shuffled; they repeat when there are more
// games than twice the openings.
func schedule(cfg *Config) []gameJob {
	ops := append([]openings.Opening(nil), cfg.Openings...)
	if cfg.Seed != 0 {
		rng := rand.New(rand.NewPCG(cfg.Seed, 0x616d6f6261))
		rng.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
	}
	jobs := make([]gameJob, cfg.Games)
	for i := range jobs {
		jobs[i] = gameJob{number: i + 1, opening: ops[(i/2)%len(ops)], black: i % 2}
	}
	return jobs
}
