package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"amoba/engine"
	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestJudgeOnlyLabelsEveryCandidate: against black's open three (threeBoard),
// the judge refutes every cell but the three's two end blocks, the far move
// played among them; a position where the move played holds is dropped,
// and so is one where the judge refutes every cell.
func TestJudgeOnlyLabelsEveryCandidate(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	dir := t.TempDir()
	file := filepath.Join(dir, "positions.txt")
	lines := "" +
		"lost 15 freestyle w 6,7;7,7;8,7 6,6;8,8 - src=g;played=12,12\n" +
		"held 15 freestyle w 6,7;7,7;8,7 6,6;8,8 !5,7 kind=test\n" +
		"gone 15 freestyle w 5,7;6,7;7,7;8,7 6,6;8,8;0,0 - played=0,14\n"
	require.NoError(t, os.WriteFile(file, []byte(lines), 0o644))
	var out, errs bytes.Buffer
	code := runWith([]string{"-judge-only", file, "-judge", exe, "-judge-nodes", "20000"}, &out, &errs,
		[]string{judgeBrainEnv + "=1"})
	require.Equal(t, 0, code, errs.String())
	assert.Contains(t, out.String(),
		"\nlost 15 freestyle w 6,7;7,7;8,7 6,6;8,8 5,7;9,7;!12,12 kind=judged;judge-nodes=20000;stops=2;refuted=")
	assert.Contains(t, errs.String(), "held: dropped: the judge finds no win after the move played")
	assert.Contains(t, errs.String(), "gone: dropped: the judge refuted every cell")
	assert.Contains(t, errs.String(), "defence: 1 positions kept, 2 dropped")
}

func TestJudgeOnlyNeedsAJudge(t *testing.T) {
	var out, errs bytes.Buffer
	assert.Equal(t, 2, run([]string{"-judge-only", "x.txt"}, &out, &errs))
	assert.Equal(t, 2, run([]string{"-judge-only", "x.txt", "-psq", "d", "-judge", "b"}, &out, &errs))
}

// TestJudgedSuiteLinesRoundTrip: every line of the committed judged suite
// and of the positions taken out of it as lost, read back (board, played
// move, answers, counts), is written out exactly as it is in the file, and
// its answers exclude the move played.
func TestJudgedSuiteLinesRoundTrip(t *testing.T) {
	lines := suiteFileLines(t, "testdata/defence_judged_freestyle.txt")
	lines = append(lines, suiteFileLines(t, "testdata/defence_judged_lost_freestyle.txt")...)
	seen := make(map[string]bool)
	for _, line := range lines {
		id, b, played, err := parseJudgeLine(line, eval.Freestyle)
		require.NoError(t, err)
		assert.False(t, seen[id], "%s is in the suite twice, or both in it and among the lost", id)
		seen[id] = true
		require.NotEqual(t, engine.NoPos, played, line)
		f := strings.Fields(line)
		stops := answerCells(t, f[6])
		assert.NotContains(t, stops, played, id)
		var nodes, count, refuted, recheck int
		_, err = fmt.Sscanf(f[7], "kind=judged;judge-nodes=%d;stops=%d;refuted=%d", &nodes, &count, &refuted)
		require.NoError(t, err, line)
		if _, again, ok := strings.Cut(f[7], ";recheck-nodes="); ok {
			_, err = fmt.Sscanf(again, "%d", &recheck)
			require.NoError(t, err, line)
		}
		assert.Len(t, stops, count, id)
		assert.Equal(t, line, judgedLine(id, b, played, stops, refuted, nodes, recheck))
	}
}
