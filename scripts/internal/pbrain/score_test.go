package pbrain

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLastScore(t *testing.T) {
	re := regexp.MustCompile(ScorePattern)
	for _, c := range []struct {
		lines []string
		want  int
		ok    bool
	}{
		{[]string{"MESSAGE Speed 1.2M | Depth 16-27 | Eval 220 | Node 50K | Time 40ms", "MESSAGE Bestline H8"}, 220, true},
		{[]string{"MESSAGE Depth 3 | Eval -40", "MESSAGE Speed 1M | Depth 9-12 | Eval -75 | Node 50K"}, -75, true},
		{[]string{"MESSAGE depth 8-12 score 31 nodes 300 pv 7,7", "MESSAGE depth 9-14 score +M7 nodes 900"}, 6000, true},
		{[]string{"MESSAGE depth 9-14 score -M4 nodes 900"}, -6000, true},
		{[]string{"MESSAGE Speed 1M | Depth 20-30 | Eval 29991 | Node 50K"}, 6000, true},
		{[]string{"MESSAGE Speed 1M | Depth 20-30 | Eval -29990 | Node 50K"}, -6000, true},
		{[]string{"MESSAGE Eval x", "MESSAGE hello"}, 0, false},
		{nil, 0, false},
	} {
		got, ok := LastScore(c.lines, re, 6000)
		assert.Equal(t, c.ok, ok, "%q", c.lines)
		assert.Equal(t, c.want, got, "%q", c.lines)
	}
}

// TestBoardCommand: the side to move (black after an even number of
// stones) is the brain's own, 1; the other side is 2.
func TestBoardCommand(t *testing.T) {
	moves := []Move{{7, 7}, {8, 8}, {9, 9}}
	assert.Equal(t, []string{"BOARD", "7,7,1", "8,8,2", "DONE"}, BoardCommand(moves[:2]))
	assert.Equal(t, []string{"BOARD", "7,7,2", "8,8,1", "9,9,2", "DONE"}, BoardCommand(moves))
	assert.Equal(t, []string{"BOARD", "DONE"}, BoardCommand(nil))
}
