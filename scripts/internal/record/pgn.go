package record

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"amoba/scripts/internal/referee"
)

// WritePGN appends g to w in a PGN-like notation: tag pairs, then the moves
// in "pos" notation (column letter from 'a', row number from 1, e.g. h8 for
// 7,7), numbered in pairs, ending with the result.
func WritePGN(w io.Writer, g Game) error {
	bw := bufio.NewWriter(w)
	tags := [][2]string{
		{"Event", "Amoba match"},
		{"Round", strconv.Itoa(g.Number)},
		{"Black", g.Black},
		{"White", g.White},
		{"Result", g.Result},
		{"Board", fmt.Sprintf("%dx%d", g.Width, g.Height)},
		{"Rule", fmt.Sprintf("%d %s", int(g.Rule), g.Rule)},
		{"Opening", g.Opening},
		{"OpeningMoves", strconv.Itoa(g.OpeningLen)},
		{"Termination", g.Reason},
		{"PlyCount", strconv.Itoa(len(g.Moves))},
	}
	for _, t := range tags {
		fmt.Fprintf(bw, "[%s %q]\n", t[0], t[1])
	}
	bw.WriteString("\n")
	var line strings.Builder
	for i, s := range g.Moves {
		if i%2 == 0 {
			fmt.Fprintf(&line, "%d. ", i/2+1)
		}
		line.WriteString(Pos(s.Move))
		if i >= g.OpeningLen {
			fmt.Fprintf(&line, " {%dms}", s.Ms)
		}
		line.WriteString(" ")
		if line.Len() > 70 {
			bw.WriteString(strings.TrimRight(line.String(), " ") + "\n")
			line.Reset()
		}
	}
	line.WriteString(g.Result)
	bw.WriteString(line.String() + "\n\n")
	return bw.Flush()
}

// Pos formats a move in "pos" notation: h8 is 7,7. Columns past 'z' are
// written as numbers in parentheses.
func Pos(m referee.Move) string {
	col := string(rune('a' + m.X))
	if m.X < 0 || m.X >= 26 {
		col = "(" + strconv.Itoa(m.X) + ")"
	}
	return col + strconv.Itoa(m.Y+1)
}
