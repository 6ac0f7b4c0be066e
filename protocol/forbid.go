package protocol

import (
	"fmt"
	"strings"

	"amoba/eval"
)

// showForbid answers YXSHOWFORBID: black's forbidden points in the current
// position, as "FORBID " + xxyy pairs + ".".
func (s *Session) showForbid() {
	var sb strings.Builder
	sb.WriteString("FORBID ")
	if s.started {
		if b, err := s.position(); err == nil && b.Rule() == eval.Renju {
			for _, p := range b.ForbiddenPoints() {
				fmt.Fprintf(&sb, "%02d%02d", p.X(), p.Y())
			}
		}
	}
	sb.WriteString(".")
	s.out.line(sb.String())
}
