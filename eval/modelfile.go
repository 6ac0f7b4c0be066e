package eval

import (
	"bufio"
	"embed"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// models holds the learned models, one text file per rule family, written
// by scripts/tune (see WriteModel for the format).
//
//go:embed models/*.txt
var models embed.FS

// Family is the name of the learned model a rule plays with: the caro
// rules share one.
func Family(r Rule) string {
	switch r {
	case Standard:
		return "standard"
	case Renju:
		return "renju"
	case CaroExact, CaroOverline:
		return "caro"
	}
	return "freestyle"
}

// LearnedModel returns the model a rule plays with: the hand-set model with
// the values its family's file lists. A rule with no file, or a file that
// does not parse, plays the hand-set model; the tests check that every
// committed file parses.
func LearnedModel(r Rule) *Model {
	m := HandSetModel(r, DefaultWeights())
	f, err := models.Open("models/" + Family(r) + ".txt")
	if err != nil {
		return m
	}
	defer f.Close()
	if err := ReadModel(f, m); err != nil {
		return HandSetModel(r, DefaultWeights())
	}
	return m
}

// ReadModel sets the values a model file lists in m. A line is one of
//
//	own <colour> <combo> <value>
//	opp <colour> <combo> <value>
//	threat <colour> <our flags> <their flags> <value>
//
// with colour black, white or any (both), combo as Combo.String writes it
// and flags as decimal ThreatFlags; blank lines and lines starting with #
// are ignored.
func ReadModel(r io.Reader, m *Model) error {
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		if err := readModelLine(strings.Fields(line), m); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
	}
	return sc.Err()
}

func readModelLine(f []string, m *Model) error {
	if len(f) < 4 {
		return fmt.Errorf("too few fields")
	}
	colours, err := parseColours(f[1])
	if err != nil {
		return err
	}
	value, err := strconv.ParseInt(f[len(f)-1], 10, 16)
	if err != nil {
		return fmt.Errorf("value: %w", err)
	}
	switch f[0] {
	case "own", "opp":
		if len(f) != 4 {
			return fmt.Errorf("want %s <colour> <combo> <value>", f[0])
		}
		k, ok := ComboFromString(f[2])
		if !ok {
			return fmt.Errorf("bad combo %q", f[2])
		}
		for _, c := range colours {
			if f[0] == "own" {
				m.Own[c][k] = int16(value)
			} else {
				m.Opp[c][k] = int16(value)
			}
		}
	case "threat":
		if len(f) != 5 {
			return fmt.Errorf("want threat <colour> <our flags> <their flags> <value>")
		}
		own, err1 := strconv.ParseUint(f[2], 10, 8)
		opp, err2 := strconv.ParseUint(f[3], 10, 8)
		if err1 != nil || err2 != nil || own >= NumThreatFlags || opp >= NumThreatFlags {
			return fmt.Errorf("bad flags %q %q", f[2], f[3])
		}
		for _, c := range colours {
			m.Threat[c][ThreatKey(ThreatFlags(own), ThreatFlags(opp))] = int16(value)
		}
	default:
		return fmt.Errorf("unknown entry %q", f[0])
	}
	return nil
}

func parseColours(s string) ([]Color, error) {
	switch s {
	case "black":
		return []Color{Black}, nil
	case "white":
		return []Color{White}, nil
	case "any":
		return []Color{Black, White}, nil
	}
	return nil, fmt.Errorf("bad colour %q", s)
}

// WriteModel writes the values of m that differ from base in the format
// ReadModel reads, after the header lines (written as comments). With
// symmetric set, colours are written once as "any" from black's tables.
func WriteModel(w io.Writer, header []string, m, base *Model, symmetric bool) error {
	bw := bufio.NewWriter(w)
	for _, h := range header {
		fmt.Fprintf(bw, "# %s\n", h)
	}
	colours := []Color{Black, White}
	name := func(c Color) string { return c.String() }
	if symmetric {
		colours = []Color{Black}
		name = func(Color) string { return "any" }
	}
	for _, c := range colours {
		for k := Combo(0); k < NumCombos; k++ {
			if m.Own[c][k] != base.Own[c][k] {
				fmt.Fprintf(bw, "own %s %s %d\n", name(c), k, m.Own[c][k])
			}
		}
		for k := Combo(0); k < NumCombos; k++ {
			if m.Opp[c][k] != base.Opp[c][k] {
				fmt.Fprintf(bw, "opp %s %s %d\n", name(c), k, m.Opp[c][k])
			}
		}
		for key := range NumThreatKeys {
			if m.Threat[c][key] != base.Threat[c][key] {
				fmt.Fprintf(bw, "threat %s %d %d %d\n", name(c), key/NumThreatFlags, key%NumThreatFlags, m.Threat[c][key])
			}
		}
	}
	return bw.Flush()
}
