package record

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"amoba/scripts/internal/referee"
)

// WritePSQ writes g as a Piskvork .psq record.
func WritePSQ(w io.Writer, g Game) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "Piskvorky %dx%d, 11:11, 0\r\n", g.Width, g.Height)
	for _, s := range g.Moves {
		fmt.Fprintf(bw, "%d,%d,%d\r\n", s.Move.X+1, s.Move.Y+1, s.Ms)
	}
	fmt.Fprintf(bw, "%s\r\n%s\r\n%d\r\n", g.Black, g.White, g.EndCode)
	return bw.Flush()
}

// ReadPSQ reads a Piskvork .psq record as WritePSQ and Piskvork write it:
// the "Piskvorky WxH, ..." header, one "x,y,ms" line per move (1-based),
// then, when present, the black and white players' names and the end code.
// A record without names (Piskvork's own when saved by hand) gives empty
// names.
func ReadPSQ(r io.Reader) (Game, error) {
	var g Game
	sc := bufio.NewScanner(r)
	if !sc.Scan() {
		return g, fmt.Errorf("psq: empty record")
	}
	header := strings.TrimSpace(sc.Text())
	if _, err := fmt.Sscanf(header, "Piskvorky %dx%d", &g.Width, &g.Height); err != nil {
		return g, fmt.Errorf("psq: header %q: want \"Piskvorky WxH, ...\"", header)
	}
	var tail []string // the lines after the moves
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if f := strings.Split(line, ","); len(f) == 3 && tail == nil {
			x, errX := strconv.Atoi(f[0])
			y, errY := strconv.Atoi(f[1])
			ms, errMs := strconv.ParseInt(f[2], 10, 64)
			if errX == nil && errY == nil && errMs == nil {
				g.Moves = append(g.Moves, Stone{Move: referee.Move{X: x - 1, Y: y - 1}, Ms: ms})
				continue
			}
		}
		if line != "" {
			tail = append(tail, line)
		}
	}
	if len(tail) >= 2 {
		g.Black, g.White = tail[0], tail[1]
	}
	if len(tail) >= 3 {
		g.EndCode, _ = strconv.Atoi(tail[2])
	}
	return g, sc.Err()
}
