package suite

import (
	"fmt"
	"strings"

	"amoba/engine"
	"amoba/eval"
)

// Cells joins cells as "x,y;x,y", or "-" for none.
func Cells(ps []engine.Pos) string {
	if len(ps) == 0 {
		return "-"
	}
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.String()
	}
	return strings.Join(s, ";")
}

// Line formats one position. The stones are written in the order given;
// answers and info are written as they are.
func Line(id string, size int, rule eval.Rule, toMove eval.Color, black, white []engine.Pos, answers, info string) string {
	side := "b"
	if toMove == eval.White {
		side = "w"
	}
	return fmt.Sprintf("%s %d %s %s %s %s %s %s", id, size, eval.Family(rule), side, Cells(black), Cells(white), answers, info)
}
