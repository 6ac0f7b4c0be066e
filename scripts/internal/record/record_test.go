package record

import (
	"bytes"
	"strings"
	"testing"

	"amoba/scripts/internal/referee"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sample() Game {
	return Game{
		Number: 3, Width: 15, Height: 15, Rule: referee.Freestyle,
		Opening: "piskvork15-001", OpeningLen: 3,
		Black: "pbrain-a", White: "pbrain-b",
		Moves: []Stone{
			{Move: referee.Move{X: 7, Y: 7}}, {Move: referee.Move{X: 8, Y: 7}}, {Move: referee.Move{X: 8, Y: 10}},
			{Move: referee.Move{X: 9, Y: 8}, Ms: 456}, {Move: referee.Move{X: 0, Y: 14}, Ms: 12},
		},
		Result: "0-1", Reason: "black timeout", EndCode: EndTimeout,
	}
}

func TestWritePSQ(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, WritePSQ(&buf, sample()))
	want := "Piskvorky 15x15, 11:11, 0\r\n" +
		"8,8,0\r\n9,8,0\r\n9,11,0\r\n10,9,456\r\n1,15,12\r\n" +
		"pbrain-a\r\npbrain-b\r\n2\r\n"
	assert.Equal(t, want, buf.String())
}

// TestReadPSQ: a written record reads back (board, moves with their
// times, names, end code); a record with moves only has no names; a bad
// header is an error.
func TestReadPSQ(t *testing.T) {
	var buf bytes.Buffer
	want := sample()
	require.NoError(t, WritePSQ(&buf, want))
	got, err := ReadPSQ(&buf)
	require.NoError(t, err)
	assert.Equal(t, [2]int{want.Width, want.Height}, [2]int{got.Width, got.Height})
	assert.Equal(t, want.Moves, got.Moves)
	assert.Equal(t, [2]string{want.Black, want.White}, [2]string{got.Black, got.White})
	assert.Equal(t, want.EndCode, got.EndCode)

	bare, err := ReadPSQ(strings.NewReader("Piskvorky 20x15, 11:11, 0\n1,1,0\n20,15,30\n"))
	require.NoError(t, err)
	assert.Equal(t, []Stone{{Move: referee.Move{X: 0, Y: 0}}, {Move: referee.Move{X: 19, Y: 14}, Ms: 30}}, bare.Moves)
	assert.Equal(t, [2]int{20, 15}, [2]int{bare.Width, bare.Height})
	assert.Empty(t, bare.Black)

	_, err = ReadPSQ(strings.NewReader("Gomoku 15x15\n1,1,0\n"))
	assert.Error(t, err)
}

func TestWritePGN(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, WritePGN(&buf, sample()))
	out := buf.String()
	assert.Contains(t, out, `[Black "pbrain-a"]`)
	assert.Contains(t, out, `[Result "0-1"]`)
	assert.Contains(t, out, `[Termination "black timeout"]`)
	assert.Contains(t, out, "1. h8 i8 2. i11 j9 {456ms} 3. a15 {12ms} 0-1\n")
	assert.True(t, strings.HasSuffix(out, "\n\n"))
}

func TestPos(t *testing.T) {
	assert.Equal(t, "h8", Pos(referee.Move{X: 7, Y: 7}))
	assert.Equal(t, "a1", Pos(referee.Move{}))
	assert.Equal(t, "t20", Pos(referee.Move{X: 19, Y: 19}))
	assert.Equal(t, "(27)3", Pos(referee.Move{X: 27, Y: 2}))
}
