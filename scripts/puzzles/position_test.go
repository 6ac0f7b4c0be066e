package main

import (
	"os"
	"strings"
	"testing"

	"amoba/scripts/internal/referee"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadPositions(t *testing.T) {
	f, err := os.Open("testdata/positions.txt")
	require.NoError(t, err)
	defer f.Close()
	ps, err := ReadPositions(f)
	require.NoError(t, err)
	require.Len(t, ps, 8)

	p := ps[0]
	assert.Equal(t, "gomocupjudge-all-freestyle15", p.ID)
	assert.Equal(t, 15, p.Size)
	assert.Equal(t, referee.Freestyle, p.Rule)
	assert.Equal(t, referee.Black, p.ToMove)
	assert.Len(t, p.Black, 4)
	assert.Equal(t, []referee.Move{{X: 6, Y: 7}, {X: 11, Y: 7}}, p.Good)

	assert.Equal(t, referee.Standard, ps[1].Rule)
	assert.Equal(t, referee.Renju, ps[2].Rule)
	assert.Equal(t, referee.White, ps[3].ToMove)
	assert.True(t, ps[4].Unknown)
	assert.Equal(t, []referee.Move{{X: 7, Y: 7}, {X: 2, Y: 7}}, ps[6].Bad)
	assert.Empty(t, ps[6].Good)
}

func TestReadPositionsErrors(t *testing.T) {
	for _, line := range []string{
		"id 15 freestyle b 7,7 - ",        // too few fields
		"id x freestyle b 7,7 - - i",      // size
		"id 15 gomoku b 7,7 - - i",        // rule
		"id 15 freestyle x 7,7 - - i",     // side to move
		"id 15 freestyle b 7,7;7,7 - - i", // overlap
		"id 15 freestyle b 7,7 7,7 - i",   // overlap across colours
		"id 15 freestyle b 7,7 - 8;8 i",   // answer
		"id 15 freestyle b 15,7 - - i",    // off board
	} {
		_, err := ReadPositions(strings.NewReader(line))
		assert.Error(t, err, line)
	}
}

func TestBoardCommand(t *testing.T) {
	p, err := parsePosition("p 15 renju w 1,1;2,2;3,3;4,4 9,9;8,8 - i")
	require.NoError(t, err)
	assert.Equal(t, []string{"BOARD", "1,1,2", "9,9,1", "2,2,2", "8,8,1", "3,3,2", "4,4,2", "DONE"}, p.boardCommand(),
		"alternating black first, white to move owns field 1")

	p, err = parsePosition("p 15 freestyle b 1,1 9,9;8,8;7,7 - i")
	require.NoError(t, err)
	assert.Equal(t, []string{"BOARD", "1,1,1", "9,9,2", "8,8,2", "7,7,2", "DONE"}, p.boardCommand())

	p, err = parsePosition("p 15 freestyle b - - - i")
	require.NoError(t, err)
	assert.Equal(t, []string{"BOARD", "DONE"}, p.boardCommand())
}

func TestJudge(t *testing.T) {
	mv := func(x, y int) referee.Move { return referee.Move{X: x, Y: y} }
	good := Position{Good: []referee.Move{mv(1, 1), mv(2, 2)}}
	assert.Equal(t, OK, good.judge(mv(2, 2)))
	assert.Equal(t, Wrong, good.judge(mv(3, 3)))
	bad := Position{Bad: []referee.Move{mv(6, 8)}}
	assert.Equal(t, Wrong, bad.judge(mv(6, 8)))
	assert.Equal(t, OK, bad.judge(mv(6, 9)))
	assert.Equal(t, Unknown, (&Position{Unknown: true}).judge(mv(0, 0)))
}
