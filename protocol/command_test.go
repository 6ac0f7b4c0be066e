package protocol

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParse checks Parse on real manager lines and on malformed ones.
func TestParse(t *testing.T) {
	cases := []struct {
		line string
		want Command
	}{
		{"START 15", Command{Kind: CmdStart, Width: 15, Height: 15}},
		{"START 20\r", Command{Kind: CmdStart, Width: 20, Height: 20}},
		{"start 7 8", Command{Kind: CmdStart, Width: 7, Height: 7}},
		{"  START   15  ", Command{Kind: CmdStart, Width: 15, Height: 15}},
		{"START +15", Command{Kind: CmdStart, Width: 15, Height: 15}},
		{"START 4", Command{Kind: CmdStart, Width: 4, Height: 4}}, // the size is the session's business
		{"RECTSTART 20,15", Command{Kind: CmdRectStart, Width: 20, Height: 15}},
		{"RECTSTART 20, 15", Command{Kind: CmdRectStart, Width: 20, Height: 15}},
		{"RESTART", Command{Kind: CmdRestart}},
		{"BEGIN", Command{Kind: CmdBegin}},
		{"Begin", Command{Kind: CmdBegin}},
		{"TURN 7,8", Command{Kind: CmdTurn, X: 7, Y: 8}},
		{"turn 0,0", Command{Kind: CmdTurn}},
		{"TURN -1,5", Command{Kind: CmdTurn, X: -1, Y: 5}},
		{"TURN 9999999999,1", Command{Kind: CmdTurn, X: 9999999999, Y: 1}},
		{"BOARD", Command{Kind: CmdBoard}},
		{"YXBOARD", Command{Kind: CmdYXBoard}},
		{"SWAP2BOARD", Command{Kind: CmdSwap2Board}},
		{"DONE", Command{Kind: CmdDone}},
		{"INFO timeout_turn 30000", Command{Kind: CmdInfo, Key: "timeout_turn", Value: "30000"}},
		{"INFO TIMEOUT_TURN 30000", Command{Kind: CmdInfo, Key: "timeout_turn", Value: "30000"}},
		{"INFO folder C:\\A B\\c", Command{Kind: CmdInfo, Key: "folder", Value: "C:\\A B\\c"}},
		{"INFO rule", Command{Kind: CmdInfo, Key: "rule"}},
		{"INFO  rule  4 ", Command{Kind: CmdInfo, Key: "rule", Value: "4"}},
		{"END", Command{Kind: CmdEnd}},
		{"ABOUT", Command{Kind: CmdAbout}},
		{"TAKEBACK 3,4", Command{Kind: CmdTakeback, X: 3, Y: 4}},
		{"PLAY 3,4", Command{Kind: CmdPlay, X: 3, Y: 4}},
		{"YXSTOP", Command{Kind: CmdStop}},
		{"STOP", Command{Kind: CmdStop}},
		{"YXNBEST 3", Command{Kind: CmdNBest, N: 3}},
		{"YXHASHCLEAR", Command{Kind: CmdHashClear}},
		{"YXSHOWFORBID", Command{Kind: CmdShowForbid}},
	}
	for _, c := range cases {
		got, err := Parse(c.line)
		if assert.NoError(t, err, "Parse(%q)", c.line) {
			assert.Equal(t, c.want, got, "Parse(%q)", c.line)
		}
	}

	unknown := []string{"", "   ", "HELLO", "7,7", "7,7,1", "TURNX 1,1", "SUGGEST 1,1",
		"YXBLOCK", "\x00", "\xff\xfe", "OK", "ERROR x", "ÁRVÍZTŰRŐ", "START15"}
	for _, line := range unknown {
		_, err := Parse(line)
		assert.ErrorIs(t, err, ErrUnknown, "Parse(%q)", line)
		assert.NotErrorIs(t, err, ErrMalformed, "Parse(%q)", line)
	}

	malformed := []string{"START", "START x", "START 15x", "START 99999999999999999999", "RECTSTART 20",
		"RECTSTART 20,", "RECTSTART ,15", "TURN", "TURN 1", "TURN 1,", "TURN ,1", "TURN 1,2,3", "TURN a,b",
		"TURN 1.5,2", "TURN 0x1,2", "TURN --1,2", "TURN +-1,2", "TURN 1 2", "TURN 99999999999999999999,1",
		"TURN 1,99999999999", "TAKEBACK", "PLAY 1;2", "YXNBEST", "YXNBEST 0", "YXNBEST -2", "YXNBEST x",
		"INFO", "INFO ", "INFO \t"}
	for _, line := range malformed {
		_, err := Parse(line)
		assert.ErrorIs(t, err, ErrMalformed, "Parse(%q)", line)
		assert.NotErrorIs(t, err, ErrUnknown, "Parse(%q)", line)
	}
}

// TestParseStoneLine checks the lines of BOARD and SWAP2BOARD blocks.
func TestParseStoneLine(t *testing.T) {
	good := []struct {
		line      string
		withField bool
		want      StoneLine
	}{
		{"7,7,1", true, StoneLine{7, 7, 1}},
		{"0,14,2", true, StoneLine{0, 14, 2}},
		{"3,4,3", true, StoneLine{3, 4, 3}},
		{" 3 , 4 , 2 \r", true, StoneLine{3, 4, 2}},
		{"-1,0,1", true, StoneLine{-1, 0, 1}}, // range is the session's business
		{"7,7", false, StoneLine{7, 7, 0}},
		{"10,11", false, StoneLine{10, 11, 0}},
	}
	for _, c := range good {
		got, err := ParseStoneLine(c.line, c.withField)
		if assert.NoError(t, err, "ParseStoneLine(%q, %v)", c.line, c.withField) {
			assert.Equal(t, c.want, got, "ParseStoneLine(%q, %v)", c.line, c.withField)
		}
	}
	bad := []struct {
		line      string
		withField bool
	}{
		{"7,7", true}, {"7,7,0", true}, {"7,7,4", true}, {"7,7,-1", true}, {"7,7,1,1", true},
		{"a,7,1", true}, {"", true}, {"DONE", true}, {"7,7,1", false}, {"7", false}, {"7,", false},
		{",", false}, {"1e3,2", false}, {"99999999999999999999,1", false}, {"7;7", false},
	}
	for _, c := range bad {
		_, err := ParseStoneLine(c.line, c.withField)
		assert.ErrorIs(t, err, ErrMalformed, "ParseStoneLine(%q, %v)", c.line, c.withField)
	}
}

// TestParseErrorsArePrintable: error texts become ERROR/UNKNOWN lines, so
// they must be short printable ASCII whatever the input.
func TestParseErrorsArePrintable(t *testing.T) {
	for _, line := range []string{"\x00\x01\r\x1b", "TURN \xff,\x00", strings.Repeat("é", 500),
		"START \u202e15", "INFO", "YXNBEST \n"} {
		_, err := Parse(line)
		require.Error(t, err)
		checkPrintable(t, err.Error())
	}
}

func checkPrintable(t testing.TB, s string) {
	t.Helper()
	if len(s) > 512 { // two quoted 32-byte echoes at most
		t.Errorf("error text of %d bytes", len(s))
	}
	for _, r := range s {
		if r > unicode.MaxASCII || !unicode.IsPrint(r) {
			t.Errorf("error text %q holds %U", s, r)
			return
		}
	}
}

// parseSeeds are real manager lines and junk, the seed corpus of the
// fuzz tests.
var parseSeeds = []string{
	"START 15", "START 20\r", "start 7 8", "RECTSTART 20,15", "RESTART", "BEGIN", "TURN 7,8", "turn 0,0",
	"BOARD", "YXBOARD", "SWAP2BOARD", "DONE", "INFO timeout_turn 30000", "INFO max_memory 367001600",
	"INFO rule 1", "INFO folder C:\\x y", "INFO", "END", "ABOUT", "TAKEBACK 3,4", "PLAY 3,4", "YXSTOP",
	"STOP", "YXNBEST 3", "YXHASHCLEAR", "YXSHOWFORBID", "7,7,1", "7,7", "", " ", "\x00\xff", "TURN 99999999999999999999,1",
	"TURN -0,+1", "START -5", "YXNBEST 0", "INFO \x00 \x00", "\u017ftart 15", "TURN 1,\u0085", "ÁRVÍZ",
}

// FuzzParse: Parse never panics; a parsed command has a valid kind and
// sane fields, an error wraps exactly one of ErrUnknown and ErrMalformed
// and reads as printable ASCII; case and surrounding space do not matter.
func FuzzParse(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		cmd, err := Parse(line)
		if err != nil {
			if errors.Is(err, ErrUnknown) == errors.Is(err, ErrMalformed) {
				t.Fatalf("Parse(%q): error %v wraps neither or both of ErrUnknown and ErrMalformed", line, err)
			}
			if cmd != (Command{}) {
				t.Fatalf("Parse(%q): error %v with a non-zero command %+v", line, err, cmd)
			}
			checkPrintable(t, err.Error())
		} else {
			checkCommand(t, line, cmd)
		}

		// Surrounding white space and a CR line end change nothing.
		cmd2, err2 := Parse(" \t" + line + "\r")
		if (err == nil) != (err2 == nil) || cmd != cmd2 {
			t.Fatalf("Parse(%q) = %+v, %v but with spaces and CR around: %+v, %v", line, cmd, err, cmd2, err2)
		}
		// Commands are case-insensitive.
		if err == nil {
			for _, variant := range []string{strings.ToUpper(line), strings.ToLower(line)} {
				c, e := Parse(variant)
				if e != nil || c.Kind != cmd.Kind {
					t.Fatalf("Parse(%q) is %v but Parse(%q) = %+v, %v", line, cmd.Kind, variant, c, e)
				}
			}
		}
	})
}

// checkCommand checks the fields of a successfully parsed command.
func checkCommand(t *testing.T, line string, cmd Command) {
	t.Helper()
	if cmd.Kind < CmdStart || cmd.Kind > CmdShowForbid {
		t.Fatalf("Parse(%q): invalid kind %d", line, cmd.Kind)
	}
	const limit = 9_999_999_999
	for _, n := range []int{cmd.X, cmd.Y, cmd.Width, cmd.Height, cmd.N} {
		if n > limit || n < -limit {
			t.Fatalf("Parse(%q): number %d out of range", line, n)
		}
	}
	switch cmd.Kind {
	case CmdStart:
		if cmd.Width != cmd.Height {
			t.Fatalf("Parse(%q): START %dx%d", line, cmd.Width, cmd.Height)
		}
	case CmdTurn, CmdTakeback, CmdPlay:
		again, err := Parse(fmt.Sprintf("TURN %d,%d", cmd.X, cmd.Y))
		if err != nil || again.X != cmd.X || again.Y != cmd.Y {
			t.Fatalf("Parse(%q) = %+v does not round-trip: %+v, %v", line, cmd, again, err)
		}
	case CmdInfo:
		if cmd.Key == "" || cmd.Key != strings.ToLower(cmd.Key) || strings.Contains(cmd.Key, " ") {
			t.Fatalf("Parse(%q): INFO key %q", line, cmd.Key)
		}
		if cmd.Value != strings.TrimSpace(cmd.Value) {
			t.Fatalf("Parse(%q): INFO value %q not trimmed", line, cmd.Value)
		}
	case CmdNBest:
		if cmd.N < 1 {
			t.Fatalf("Parse(%q): YXNBEST %d", line, cmd.N)
		}
	}
	if cmd.Kind != CmdInfo && (cmd.Key != "" || cmd.Value != "") {
		t.Fatalf("Parse(%q): %v with INFO fields %+v", line, cmd.Kind, cmd)
	}
}

// FuzzParseStoneLine: ParseStoneLine never panics; a parsed line has a
// field in range and round-trips.
func FuzzParseStoneLine(f *testing.F) {
	for _, s := range []string{"7,7,1", "0,14,2", "3,4,3", " 3 , 4 , 2 ", "7,7", "7,7,4", "a,b,c", "", ",,", "-1,-1,1",
		"99999999999999999999,1,1", "1,2,3,4", "\x00,\x00", "+1,+2,+3"} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, line string, withField bool) {
		st, err := ParseStoneLine(line, withField)
		if err != nil {
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("ParseStoneLine(%q): error %v does not wrap ErrMalformed", line, err)
			}
			if st != (StoneLine{}) {
				t.Fatalf("ParseStoneLine(%q): error with a non-zero result %+v", line, st)
			}
			checkPrintable(t, err.Error())
			return
		}
		if withField && (st.Field < 1 || st.Field > 3) || !withField && st.Field != 0 {
			t.Fatalf("ParseStoneLine(%q, %v): field %d", line, withField, st.Field)
		}
		if strings.Count(line, ",") != 1+btoi(withField) {
			t.Fatalf("ParseStoneLine(%q, %v) accepted a line with %d commas", line, withField, strings.Count(line, ","))
		}
		text := fmt.Sprintf("%d,%d", st.X, st.Y)
		if withField {
			text += fmt.Sprintf(",%d", st.Field)
		}
		again, err := ParseStoneLine(text, withField)
		if err != nil || again != st {
			t.Fatalf("ParseStoneLine(%q) = %+v does not round-trip via %q: %+v, %v", line, st, text, again, err)
		}
		// A stone line is never a command, so BOARD blocks can tell them
		// apart.
		if _, err := Parse(line); err == nil {
			t.Fatalf("%q is both a stone line and a command", line)
		}
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestParseTabSeparator: a tab separates a command from its arguments like
// a space does.
func TestParseTabSeparator(t *testing.T) {
	cmd, err := Parse("TURN\t1,2")
	require.NoError(t, err)
	assert.Equal(t, Command{Kind: CmdTurn, X: 1, Y: 2}, cmd)
	cmd, err = Parse("info\ttimeout_turn 100")
	require.NoError(t, err)
	assert.Equal(t, "timeout_turn", cmd.Key)
}
