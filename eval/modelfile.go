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
// by scripts/tune (see ReadModel for the format).
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

// LearnedModel returns the model a rule plays with, read from its family's
// file. A rule with no file, or a file that does not parse, plays the
// hand-set model; the tests check that every committed file parses.
func LearnedModel(r Rule) *Model {
	f, err := models.Open("models/" + Family(r) + ".txt")
	if err != nil {
		return HandSetModel(r, DefaultWeights())
	}
	defer f.Close()
	m, _, err := ReadModel(f, r)
	if err != nil {
		return HandSetModel(r, DefaultWeights())
	}
	return m
}

// ReadModel reads a model file for a rule. Its lines are
//
//	pattern own|opp <colour> <pattern> <value>
//	class own|opp <colour> <class> <value>
//	threat <colour> <our flags> <their flags> <value>
//	combo own|opp <colour> <combo> <value>
//	order-pattern attack|defence <colour> <pattern> <value>
//	order-class attack|defence <colour> <class> <value>
//
// with colour black, white or any (both), names as Pattern.String,
// Class.String and Combo.String write them, and flags as decimal
// ThreatFlags; blank lines and lines starting with # are ignored. The
// pattern, class, threat and order lines set a Coarse model (starting from
// the hand-set one); every combination takes its coarse value unless a
// combo line gives its own. ReadModel returns the model and the coarse
// model.
func ReadModel(r io.Reader, rule Rule) (*Model, *Coarse, error) {
	cm := HandSetCoarse(DefaultWeights())
	type override struct {
		side   int
		colour Color
		combo  Combo
		value  int16
	}
	var combos []override
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		err := func() error {
			if len(f) != 5 {
				return fmt.Errorf("want 5 fields")
			}
			value, err := strconv.ParseInt(f[4], 10, 16)
			if err != nil {
				return fmt.Errorf("value: %w", err)
			}
			v := int16(value)
			if f[0] == "threat" {
				colours, err := parseColours(f[1])
				if err != nil {
					return err
				}
				own, err1 := strconv.ParseUint(f[2], 10, 8)
				opp, err2 := strconv.ParseUint(f[3], 10, 8)
				if err1 != nil || err2 != nil || own >= NumThreatFlags || opp >= NumThreatFlags {
					return fmt.Errorf("bad flags %q %q", f[2], f[3])
				}
				for _, c := range colours {
					cm.Threat[c][ThreatKey(ThreatFlags(own), ThreatFlags(opp))] = v
				}
				return nil
			}
			side, err := parseSide(f[1])
			if err != nil {
				return err
			}
			if isOrder, orderSide := strings.HasPrefix(f[0], "order-"), f[1] == "attack" || f[1] == "defence"; isOrder != orderSide {
				return fmt.Errorf("side %q does not go with %q", f[1], f[0])
			}
			colours, err := parseColours(f[2])
			if err != nil {
				return err
			}
			patterns, classes := &cm.Pattern[side], &cm.Class[side]
			if strings.HasPrefix(f[0], "order-") {
				patterns, classes = &cm.OrderPattern[side], &cm.OrderClass[side]
			}
			for _, c := range colours {
				switch strings.TrimPrefix(f[0], "order-") {
				case "pattern":
					p, ok := patternFromString(f[3])
					if !ok {
						return fmt.Errorf("bad pattern %q", f[3])
					}
					patterns[c][p] = v
				case "class":
					cl, ok := classFromString(f[3])
					if !ok {
						return fmt.Errorf("bad class %q", f[3])
					}
					classes[c][cl] = v
				case "combo":
					if f[0] != "combo" {
						return fmt.Errorf("unknown entry %q", f[0])
					}
					k, ok := ComboFromString(f[3])
					if !ok {
						return fmt.Errorf("bad combo %q", f[3])
					}
					combos = append(combos, override{side, c, k, v})
				default:
					return fmt.Errorf("unknown entry %q", f[0])
				}
			}
			return nil
		}()
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	m := cm.Model(rule)
	for _, o := range combos {
		if o.side == SideOwn {
			m.Own[o.colour][o.combo] = o.value
		} else {
			m.Opp[o.colour][o.combo] = o.value
		}
	}
	return m, cm, nil
}

// parseSide parses a value's side: own or opp for the evaluation, attack
// or defence for the ordering scores.
func parseSide(s string) (int, error) {
	switch s {
	case "own", "attack":
		return SideOwn, nil
	case "opp", "defence":
		return SideOpp, nil
	}
	return 0, fmt.Errorf("bad side %q", s)
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

// classFromString parses a class's name.
func classFromString(s string) (Class, bool) {
	for c, name := range classNames {
		if name == s {
			return Class(c), true
		}
	}
	return 0, false
}

// WriteModel writes a model file (see ReadModel) for a rule: the header
// lines as comments, every value of the coarse model, then a combo line for
// each value of m that differs from the coarse model's (m may be nil: the
// coarse model alone). With symmetric set the colours are written once, as
// "any", from black's values.
func WriteModel(w io.Writer, header []string, rule Rule, cm *Coarse, m *Model, symmetric bool) error {
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
	sides := [2]string{"own", "opp"}
	expanded := cm.Model(rule)
	for _, c := range colours {
		for side, sideName := range sides {
			for p := Pattern(0); p < NumPatterns; p++ {
				fmt.Fprintf(bw, "pattern %s %s %s %d\n", sideName, name(c), p, cm.Pattern[side][c][p])
			}
			for cl := Class(0); cl < NumClasses; cl++ {
				fmt.Fprintf(bw, "class %s %s %s %d\n", sideName, name(c), cl, cm.Class[side][c][cl])
			}
		}
		for key := range NumThreatKeys {
			fmt.Fprintf(bw, "threat %s %d %d %d\n", name(c), key/NumThreatFlags, key%NumThreatFlags, cm.Threat[c][key])
		}
		for side, sideName := range [2]string{"attack", "defence"} {
			for p := Pattern(0); p < NumPatterns; p++ {
				fmt.Fprintf(bw, "order-pattern %s %s %s %d\n", sideName, name(c), p, cm.OrderPattern[side][c][p])
			}
			for cl := Class(0); cl < NumClasses; cl++ {
				fmt.Fprintf(bw, "order-class %s %s %s %d\n", sideName, name(c), cl, cm.OrderClass[side][c][cl])
			}
		}
		if m == nil {
			continue
		}
		for k := Combo(0); k < NumCombos; k++ {
			if m.Own[c][k] != expanded.Own[c][k] {
				fmt.Fprintf(bw, "combo own %s %s %d\n", name(c), k, m.Own[c][k])
			}
			if m.Opp[c][k] != expanded.Opp[c][k] {
				fmt.Fprintf(bw, "combo opp %s %s %d\n", name(c), k, m.Opp[c][k])
			}
		}
	}
	return bw.Flush()
}
