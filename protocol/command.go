package protocol

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Kind names a command.
type Kind int

// The commands a manager can send.
const (
	CmdStart Kind = iota + 1
	CmdRectStart
	CmdRestart
	CmdBegin
	CmdTurn
	CmdBoard
	CmdYXBoard
	CmdSwap2Board
	CmdDone
	CmdInfo
	CmdEnd
	CmdAbout
	CmdTakeback
	CmdPlay
	CmdStop
	CmdNBest
	CmdHashClear
	CmdShowForbid
)

// Command is one parsed input line.
type Command struct {
	Kind Kind
	// X, Y: the coordinates of TURN, TAKEBACK and PLAY.
	X, Y int
	// Width, Height: the board size of START and RECTSTART.
	Width, Height int
	// Key, Value: an INFO setting (Key in lower case).
	Key, Value string
	// N: the count of YXNBEST.
	N int
}

// ErrUnknown marks a line that is no command we know; the reply is UNKNOWN.
var ErrUnknown = errors.New("unknown command")

// ErrMalformed marks a known command with bad arguments; the reply is ERROR.
var ErrMalformed = errors.New("malformed command")

var keywords = map[string]Kind{
	"START": CmdStart, "RECTSTART": CmdRectStart, "RESTART": CmdRestart, "BEGIN": CmdBegin,
	"TURN": CmdTurn, "BOARD": CmdBoard, "YXBOARD": CmdYXBoard, "SWAP2BOARD": CmdSwap2Board,
	"DONE": CmdDone, "INFO": CmdInfo, "END": CmdEnd, "ABOUT": CmdAbout, "TAKEBACK": CmdTakeback,
	"PLAY": CmdPlay, "YXSTOP": CmdStop, "STOP": CmdStop, "YXNBEST": CmdNBest,
	"YXHASHCLEAR": CmdHashClear, "YXSHOWFORBID": CmdShowForbid,
}

// maxEcho is how much of a bad line an error message repeats.
const maxEcho = 32

// echo quotes the start of a line safely for an error message.
func echo(s string) string {
	if len(s) > maxEcho {
		s = s[:maxEcho] + "..."
	}
	return strconv.QuoteToASCII(s)
}

// Parse parses one input line (without its line end; surrounding white
// space and a trailing CR are ignored). Commands are case-insensitive. The
// error wraps ErrUnknown or ErrMalformed.
func Parse(line string) (Command, error) {
	word, rest := splitCommand(line)
	kind, ok := keywords[asciiUpper(word)]
	if !ok {
		return Command{}, fmt.Errorf("%w %s", ErrUnknown, echo(word))
	}
	cmd := Command{Kind: kind}
	var err error
	switch kind {
	case CmdStart:
		// "START n"; Yixin-Board sends "START w h": the first number counts.
		fields := strings.Fields(rest)
		if len(fields) == 0 {
			return Command{}, fmt.Errorf("%w: START needs a size", ErrMalformed)
		}
		cmd.Width, err = parseInt(fields[0])
		cmd.Height = cmd.Width
	case CmdRectStart:
		cmd.Width, cmd.Height, err = parsePair(rest)
	case CmdTurn, CmdTakeback, CmdPlay:
		cmd.X, cmd.Y, err = parsePair(rest)
	case CmdInfo:
		key, value, _ := strings.Cut(rest, " ")
		cmd.Key = strings.ToLower(key)
		cmd.Value = strings.TrimSpace(value)
		if cmd.Key == "" {
			return Command{}, fmt.Errorf("%w: INFO needs a key", ErrMalformed)
		}
	case CmdNBest:
		cmd.N, err = parseInt(rest)
		if err == nil && cmd.N < 1 {
			err = fmt.Errorf("count %d below 1", cmd.N)
		}
	}
	if err != nil {
		return Command{}, fmt.Errorf("%w: %s: %v", ErrMalformed, asciiUpper(word), err)
	}
	return cmd, nil
}

// StoneLine is one line of a BOARD or YXBOARD block: "x,y,field", where
// field is 1 (own stone), 2 (opponent's stone) or 3 (a marker of
// continuous mode, which we ignore). SWAP2BOARD blocks have no field (0).
type StoneLine struct {
	X, Y, Field int
}

// ParseStoneLine parses a line of a BOARD, YXBOARD or SWAP2BOARD block.
func ParseStoneLine(line string, withField bool) (StoneLine, error) {
	parts := strings.Split(strings.TrimSpace(line), ",")
	want := 2
	if withField {
		want = 3
	}
	if len(parts) != want {
		return StoneLine{}, fmt.Errorf("%w: stone line %s", ErrMalformed, echo(line))
	}
	var v [3]int
	for i, part := range parts {
		n, err := parseInt(part)
		if err != nil {
			return StoneLine{}, fmt.Errorf("%w: stone line %s: %v", ErrMalformed, echo(line), err)
		}
		v[i] = n
	}
	s := StoneLine{X: v[0], Y: v[1], Field: v[2]}
	if withField && (s.Field < 1 || s.Field > 3) {
		return StoneLine{}, fmt.Errorf("%w: stone line %s: field must be 1, 2 or 3", ErrMalformed, echo(line))
	}
	return s, nil
}

// parsePair parses "a,b" (spaces around the numbers allowed).
func parsePair(s string) (int, int, error) {
	a, b, ok := strings.Cut(s, ",")
	if !ok {
		return 0, 0, fmt.Errorf("want x,y, got %s", echo(s))
	}
	x, err := parseInt(a)
	if err != nil {
		return 0, 0, err
	}
	y, err := parseInt(b)
	if err != nil {
		return 0, 0, err
	}
	return x, y, nil
}

// parseInt parses a decimal integer of at most ten digits, so that no
// value can overflow later arithmetic.
func parseInt(s string) (int, error) {
	s = strings.TrimFunc(s, unicode.IsSpace)
	digits := strings.TrimLeft(s, "+-")
	if len(digits) == 0 || len(digits) > 10 || len(s)-len(digits) > 1 {
		return 0, fmt.Errorf("bad number %s", echo(s))
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("bad number %s", echo(s))
	}
	return n, nil
}

// splitCommand splits a line into its command word and the rest, at the
// first run of white space (spaces or tabs).
func splitCommand(line string) (word, rest string) {
	line = strings.TrimSpace(line)
	i := strings.IndexFunc(line, unicode.IsSpace)
	if i < 0 {
		return line, ""
	}
	return line[:i], strings.TrimSpace(line[i:])
}

// asciiUpper upper-cases ASCII letters only: commands are ASCII, and
// Unicode case folding would let "ſtart" or "ınfo" pass for commands.
func asciiUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// isInfoLine reports whether a line is an INFO command, well formed or
// not: INFO is never answered.
func isInfoLine(line string) bool {
	word, _ := splitCommand(line)
	return asciiUpper(word) == "INFO"
}
