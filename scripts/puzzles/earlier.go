package main

import (
	"bufio"
	"io"
	"regexp"
	"strconv"
	"time"
)

// Earlier is one answer of an earlier run, as its output line gives it.
type Earlier struct {
	Move    string // "x,y", or "-" when the engine gave none
	Elapsed time.Duration
	Judged  *Judgement // the judge's scores, if that run had a judge
}

// outcomeLine matches a position's line of this command's output.
var outcomeLine = regexp.MustCompile(`^(\S+) +(\S+) +(?:ok|wrong|unknown|error) +(\d+) ms(?:  judge (-?\d+) -> (-?\d+))?`)

// ReadEarlier reads the answers from this command's output, so that another
// run (with a judge) can score them without asking the engine again.
func ReadEarlier(r io.Reader) (map[string]Earlier, error) {
	out := map[string]Earlier{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		m := outcomeLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		ms, _ := strconv.Atoi(m[3])
		e := Earlier{Move: m[2], Elapsed: time.Duration(ms) * time.Millisecond}
		if m[4] != "" {
			before, _ := strconv.Atoi(m[4])
			after, _ := strconv.Atoi(m[5])
			e.Judged = &Judgement{Before: before, After: after}
		}
		out[m[1]] = e
	}
	return out, sc.Err()
}
