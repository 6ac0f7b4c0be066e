package main

import (
	"fmt"
	"os"
	"path/filepath"

	"amoba/scripts/internal/record"
)

// saver writes game records where the configuration asks for them.
type saver struct {
	psqDir string
	pgn    *os.File
}

// newSaver prepares the record outputs: the .psq directory is created, the
// PGN file is opened for appending.
func newSaver(cfg *Config) (*saver, error) {
	sv := &saver{psqDir: cfg.PSQDir}
	if cfg.PSQDir != "" {
		if err := os.MkdirAll(cfg.PSQDir, 0o755); err != nil {
			return nil, err
		}
	}
	if cfg.PGNPath != "" {
		f, err := os.OpenFile(cfg.PGNPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return nil, err
		}
		sv.pgn = f
	}
	return sv, nil
}

// save writes one game.
func (sv *saver) save(g record.Game) error {
	if sv.psqDir != "" {
		path := filepath.Join(sv.psqDir, fmt.Sprintf("game-%04d.psq", g.Number))
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		err = record.WritePSQ(f, g)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("save %s: %w", path, err)
		}
	}
	if sv.pgn != nil {
		if err := record.WritePGN(sv.pgn, g); err != nil {
			return fmt.Errorf("save %s: %w", sv.pgn.Name(), err)
		}
	}
	return nil
}

// close closes the PGN file.
func (sv *saver) close() {
	if sv.pgn != nil {
		sv.pgn.Close()
	}
}
