package protocol

import (
	"context"
	"fmt"
	"strings"

	"amoba/engine"
)

// readBlock reads the stone lines of a BOARD, YXBOARD (withField) or
// SWAP2BOARD block up to DONE. It returns the stones in order and, if any
// line was bad, a description of the first problem (the caller then
// rejects the whole block). A command inside the block means the manager
// forgot DONE: the block is rejected and the command runs next — unless it
// is END, which ends the session at once (errQuit), as does the end of
// input.
func (s *Session) readBlock(ctx context.Context, withField bool) ([]StoneLine, string, error) {
	var stones []StoneLine
	problem := ""
	seen := map[engine.Pos]bool{}
	for {
		ln, ok := s.nextLine(ctx)
		if !ok {
			return nil, "", errQuit
		}
		text := strings.TrimSpace(ln.text)
		if text == "" {
			continue
		}
		if strings.EqualFold(text, "DONE") {
			return stones, problem, nil
		}
		if cmd, err := Parse(text); err == nil {
			if cmd.Kind == CmdEnd {
				return nil, "", errQuit
			}
			s.in.pending = append([]inputLine{logged(ln)}, s.in.pending...)
			return nil, "block ended without DONE", nil
		}
		st, err := ParseStoneLine(text, withField)
		switch {
		case problem != "":
			// the block is rejected already; read on to its end
		case err != nil:
			problem = strings.TrimPrefix(err.Error(), ErrMalformed.Error()+": ")
		case !s.started:
			// the caller reports the missing START
		case st.X < 0 || st.Y < 0 || st.X >= s.width || st.Y >= s.height:
			problem = fmt.Sprintf("%d,%d is off the board", st.X, st.Y)
		case st.Field == 3:
			// a winning-line or forbidden marker of continuous mode: no stone
		case seen[engine.MakePos(st.X, st.Y)]:
			problem = fmt.Sprintf("%d,%d is given twice", st.X, st.Y)
		default:
			seen[engine.MakePos(st.X, st.Y)] = true
			stones = append(stones, st)
		}
	}
}

// nextLine returns the next input line, logging it.
func (s *Session) nextLine(ctx context.Context) (inputLine, bool) {
	ln, ok := s.in.next(ctx)
	if ok && !ln.logged {
		s.out.logInput(ln.text)
	}
	return ln, ok
}

// acceptedBlock reads a block and answers its problems: it returns the
// stones only when the board is started and every line was good (ok);
// otherwise the ERROR line is already out. err is errQuit on END or the end
// of input.
func (s *Session) acceptedBlock(ctx context.Context, withField bool) (lines []StoneLine, ok bool, err error) {
	lines, problem, err := s.readBlock(ctx, withField)
	if err != nil || !s.requireStarted() {
		return nil, false, err
	}
	if problem != "" {
		s.out.line("ERROR " + problem)
		return nil, false, nil
	}
	return lines, true, nil
}
