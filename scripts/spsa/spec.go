package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"amoba/engine"
)

// readSpec reads the tuned parameters: a line per parameter, "name c_end
// r_end [start]", with the engine's range and, unless given, its default
// as the start.
func readSpec(r io.Reader) ([]tuned, error) {
	var out []tuned
	seen := map[string]bool{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 && len(f) != 4 {
			return nil, fmt.Errorf("line %d: want name c_end r_end [start]", n)
		}
		info, ok := paramInfo(f[0])
		if !ok {
			return nil, fmt.Errorf("line %d: unknown parameter %q (see pbrain-amoba params)", n, f[0])
		}
		if seen[f[0]] {
			return nil, fmt.Errorf("line %d: %s given twice", n, f[0])
		}
		seen[f[0]] = true
		p := tuned{name: info.Name, min: info.Min, max: info.Max, value: float64(info.Default)}
		var err error
		if p.cEnd, err = strconv.ParseFloat(f[1], 64); err != nil || p.cEnd <= 0 {
			return nil, fmt.Errorf("line %d: c_end %q: want a positive number", n, f[1])
		}
		if p.rEnd, err = strconv.ParseFloat(f[2], 64); err != nil || p.rEnd <= 0 {
			return nil, fmt.Errorf("line %d: r_end %q: want a positive number", n, f[2])
		}
		if len(f) == 4 {
			start, err := strconv.Atoi(f[3])
			if err != nil || start < info.Min || start > info.Max {
				return nil, fmt.Errorf("line %d: start %q: want an integer in %d..%d", n, f[3], info.Min, info.Max)
			}
			p.value = float64(start)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no parameters to tune")
	}
	return out, nil
}

// paramInfo returns the engine's description of the parameter called name.
func paramInfo(name string) (engine.ParamInfo, bool) {
	for _, info := range engine.ParamList() {
		if info.Name == name {
			return info, true
		}
	}
	return engine.ParamInfo{}, false
}
