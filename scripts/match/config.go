package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"amoba/scripts/internal/openings"
	"amoba/scripts/internal/referee"
	"amoba/scripts/internal/stats"
)

// unlimited is the protocol's value for "no limit" in INFO time_left.
const unlimited = 2147483647

// EngineSpec says how to start one engine.
type EngineSpec struct {
	Label string   // "A" or "B"
	Path  string   // executable
	Env   []string // extra environment entries
	// Info are extra settings for this engine only, "key value", each sent
	// as INFO after the common block (e.g. "strength 40").
	Info []string
}

// Name is the engine's name in game records: its file name.
func (e EngineSpec) Name() string {
	return filepath.Base(e.Path)
}

// Config is a fully resolved match configuration.
type Config struct {
	Engines      [2]EngineSpec
	Games        int           // number of games (0 = every opening twice)
	Turn         time.Duration // timeout_turn
	Match        time.Duration // timeout_match; 0 = none
	Tolerance    time.Duration // grace beyond the time limit
	StartTimeout time.Duration // how long to wait for OK after START/RESTART
	// LateWait is how long an engine that timed out is still listened to,
	// so that the result says whether it answered late or not at all.
	LateWait     time.Duration
	MaxMemory    int64 // INFO max_memory in bytes
	Rule         referee.Rule
	Width        int
	Height       int
	Rect         bool // use RECTSTART even for a square board
	Openings     []openings.Opening
	OpeningsName string // where the openings came from, for the header
	Concurrency  int
	DrawAfter    int // declare a draw when the board holds this many stones
	Restart      bool
	PSQDir       string
	PGNPath      string
	SPRT         *stats.SPRT
	Seed         uint64
	Verbose      bool
	Strict       bool
}

// validate checks the configuration and fills in defaults.
func (c *Config) validate() error {
	var errs []error
	for _, e := range c.Engines {
		if e.Path == "" {
			errs = append(errs, fmt.Errorf("engine %s: no executable given", e.Label))
		}
		for _, kv := range e.Info {
			if key, value, ok := strings.Cut(strings.TrimSpace(kv), " "); !ok || key == "" || strings.TrimSpace(value) == "" || strings.ContainsAny(kv, "\r\n") {
				errs = append(errs, fmt.Errorf("engine %s: INFO setting %q is not \"key value\"", e.Label, kv))
			}
		}
	}
	if c.Turn <= 0 {
		errs = append(errs, errors.New("-tc must be positive"))
	}
	if c.Match < 0 {
		errs = append(errs, errors.New("-match must not be negative"))
	}
	if !c.Rule.Valid() {
		errs = append(errs, fmt.Errorf("unsupported rule %d", int(c.Rule)))
	}
	if c.Width < 5 || c.Height < 5 || c.Width > 32 || c.Height > 32 {
		errs = append(errs, fmt.Errorf("board %dx%d: sides must lie in 5..32", c.Width, c.Height))
	}
	if len(c.Openings) == 0 {
		errs = append(errs, fmt.Errorf("no opening fits a %dx%d board", c.Width, c.Height))
	}
	if c.Concurrency < 1 {
		c.Concurrency = 1
	}
	if c.Games <= 0 {
		c.Games = 2 * len(c.Openings)
	}
	if c.DrawAfter <= 0 || c.DrawAfter > c.Width*c.Height {
		c.DrawAfter = c.Rule.DrawLimit(c.Width, c.Height)
	}
	if c.StartTimeout <= 0 {
		c.StartTimeout = max(c.Turn, 5*time.Second) + c.Tolerance
	}
	if c.LateWait <= 0 {
		c.LateWait = 5 * time.Second
	}
	return errors.Join(errs...)
}

// startCommand is the command that opens a game.
func (c *Config) startCommand() string {
	if c.Rect || c.Width != c.Height {
		return fmt.Sprintf("RECTSTART %d,%d", c.Width, c.Height)
	}
	return fmt.Sprintf("START %d", c.Width)
}

// infoBlock is the INFO block sent after START to engine e: the common
// settings, then e's own.
func (c *Config) infoBlock(e EngineSpec) []string {
	block := []string{
		fmt.Sprintf("INFO timeout_turn %d", c.Turn.Milliseconds()),
		fmt.Sprintf("INFO timeout_match %d", c.Match.Milliseconds()),
		fmt.Sprintf("INFO max_memory %d", c.MaxMemory),
		fmt.Sprintf("INFO rule %d", int(c.Rule)),
		"INFO game_type 1",
	}
	for _, kv := range e.Info {
		block = append(block, "INFO "+kv)
	}
	return block
}

// recordNames returns the names of the black and white players for game
// records, when engine black plays black. Equal file names get the engine
// label appended.
func (c *Config) recordNames(black int) (string, string) {
	names := [2]string{c.Engines[0].Name(), c.Engines[1].Name()}
	if names[0] == names[1] {
		names[0] += "-A"
		names[1] += "-B"
	}
	return names[black], names[1-black]
}
