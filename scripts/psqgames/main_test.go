package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"amoba/engine"
	"amoba/eval"
	"amoba/scripts/internal/gamefile"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// psq writes a record as the match runner does: 1-based x,y,ms lines, then
// the players' names and the end code.
func psq(end int, moves ...[2]int) string {
	var sb strings.Builder
	sb.WriteString("Piskvorky 15x15, 11:11, 0\r\n")
	for _, m := range moves {
		sb.WriteString(strings.Join([]string{strconv.Itoa(m[0] + 1), strconv.Itoa(m[1] + 1), "10"}, ",") + "\r\n")
	}
	sb.WriteString("amoba\r\nother\r\n" + strconv.Itoa(end) + "\r\n")
	return sb.String()
}

// row makes the moves of a game where black plays along row y from x0 and
// white along row y+2: black gets n stones, white n-1 (or n with
// whiteLast).
func row(x0, y, n int, whiteLast bool) [][2]int {
	var m [][2]int
	for i := 0; i < n; i++ {
		m = append(m, [2]int{x0 + i, y})
		if i < n-1 || whiteLast {
			m = append(m, [2]int{x0 + i, y + 2})
		}
	}
	return m
}

func TestConvertReadsTheResultOffTheBoard(t *testing.T) {
	// black's five on its ninth move: a black win
	g, err := convert(strings.NewReader(psq(0, row(3, 5, 5, false)...)), eval.Freestyle, 3)
	require.NoError(t, err)
	assert.Equal(t, 1.0, g.Result)
	assert.Equal(t, 3, g.First)
	assert.Len(t, g.Moves, 9)
	assert.Equal(t, engine.MakePos(3, 5), g.Moves[0])
	assert.Equal(t, engine.MakePos(3, 7), g.Moves[1])
	for _, s := range g.Scores {
		assert.Equal(t, gamefile.NoScore, s)
	}

	// white's five: black's fifth stone went elsewhere
	moves := row(3, 5, 4, true)
	moves = append(moves, [2]int{12, 12}, [2]int{7, 7})
	g, err = convert(strings.NewReader(psq(0, moves...)), eval.Freestyle, 0)
	require.NoError(t, err)
	assert.Equal(t, 0.0, g.Result)

	// no five on the board: a draw; -first is cut to the game's length
	g, err = convert(strings.NewReader(psq(0, row(3, 5, 3, true)...)), eval.Freestyle, 10)
	require.NoError(t, err)
	assert.Equal(t, 0.5, g.Result)
	assert.Equal(t, 6, g.First)
}

// TestConvertJudgesByTheRule: black's six wins in freestyle and is no win
// in standard (exactly five), so the same record is a draw there.
func TestConvertJudgesByTheRule(t *testing.T) {
	// black: 2,5 3,5 4,5 6,5 7,5 then 5,5 makes six; white plays row 9
	moves := [][2]int{{2, 5}, {2, 9}, {3, 5}, {3, 9}, {4, 5}, {4, 9}, {6, 5}, {6, 9}, {7, 5}, {9, 9}, {5, 5}}
	g, err := convert(strings.NewReader(psq(0, moves...)), eval.Freestyle, 0)
	require.NoError(t, err)
	assert.Equal(t, 1.0, g.Result)
	std, ok := eval.RuleFromInfo(1)
	require.True(t, ok)
	g, err = convert(strings.NewReader(psq(0, moves...)), std, 0)
	require.NoError(t, err)
	assert.Equal(t, 0.5, g.Result)
}

func TestConvertRefusesBadRecords(t *testing.T) {
	_, err := convert(strings.NewReader(psq(2, row(3, 5, 5, false)...)), eval.Freestyle, 0)
	assert.ErrorIs(t, err, errAbnormal, "a timeout's result is not the board's")
	_, err = convert(strings.NewReader(psq(0, [2]int{7, 7}, [2]int{7, 7})), eval.Freestyle, 0)
	assert.ErrorContains(t, err, "on a stone")
	_, err = convert(strings.NewReader(psq(0, [2]int{7, 7}, [2]int{15, 3})), eval.Freestyle, 0)
	assert.ErrorContains(t, err, "off the board")
	moves := append(row(3, 5, 5, false), [2]int{12, 12})
	_, err = convert(strings.NewReader(psq(0, moves...)), eval.Freestyle, 0)
	assert.ErrorContains(t, err, "goes on")
	_, err = convert(strings.NewReader(psq(0)), eval.Freestyle, 0)
	assert.Error(t, err)
}

// TestRunWritesRecordsInNameOrder: a directory's records come out in name
// order as lines gamefile reads back; a timeout is left out and reported.
func TestRunWritesRecordsInNameOrder(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "game-0002.psq"), []byte(psq(0, row(3, 5, 3, true)...)), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "game-0001.psq"), []byte(psq(0, row(3, 5, 5, false)...)), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "game-0003.psq"), []byte(psq(2, row(3, 5, 2, true)...)), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a record"), 0o644))
	out := filepath.Join(t.TempDir(), "games.txt")
	cfg, err := parseFlags([]string{"-rule", "0", "-first", "2", "-out", out, dir})
	require.NoError(t, err)
	var log bytes.Buffer
	require.NoError(t, run(cfg, &log))

	data, err := os.ReadFile(out)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, lines, 2)
	first, err := gamefile.Parse(lines[0])
	require.NoError(t, err)
	second, err := gamefile.Parse(lines[1])
	require.NoError(t, err)
	assert.Equal(t, 1.0, first.Result)
	assert.Len(t, first.Moves, 9)
	assert.Equal(t, 0.5, second.Result)
	assert.Equal(t, 2, second.First)
	assert.Contains(t, log.String(), "game-0003.psq: left out")
	assert.Contains(t, log.String(), "2 games written, 1 left out")
}

func TestParseFlagsRefusesBadInput(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-rule", "99", "x.psq"},
		{"-first", "-1", "x.psq"},
	} {
		_, err := parseFlags(args)
		assert.Error(t, err, "%v", args)
	}
}
