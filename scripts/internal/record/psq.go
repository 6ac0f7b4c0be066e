package record

import (
	"bufio"
	"fmt"
	"io"
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
