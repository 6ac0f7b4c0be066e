package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRecheckDropsRefutedAnswers: against black's open three, a suite line
// that lists a far cell among the two end blocks loses the far cell (black
// makes an open four after it), keeping its header and the blocks; a line
// whose only answer is the far cell goes to the lost file.
func TestRecheckDropsRefutedAnswers(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	dir := t.TempDir()
	file := filepath.Join(dir, "suite.txt")
	lost := filepath.Join(dir, "lost.txt")
	lines := "# a judged suite\n" +
		"three 15 freestyle w 6,7;7,7;8,7 6,6;8,8 5,7;9,7;12,12;!0,0 kind=judged;judge-nodes=200;stops=3;refuted=40\n" +
		"far 15 freestyle w 6,7;7,7;8,7 6,6;8,8 12,12;!0,0 kind=judged;judge-nodes=200;stops=1;refuted=42\n"
	require.NoError(t, os.WriteFile(file, []byte(lines), 0o644))
	var out, errs bytes.Buffer
	code := runWith([]string{"-recheck", file, "-lost", lost, "-judge", exe, "-judge-nodes", "20000"}, &out, &errs,
		[]string{judgeBrainEnv + "=1"})
	require.Equal(t, 0, code, errs.String())
	assert.Equal(t, "# a judged suite\n"+
		"three 15 freestyle w 6,7;7,7;8,7 6,6;8,8 5,7;9,7;!0,0 kind=judged;judge-nodes=200;stops=2;refuted=41;recheck-nodes=20000\n",
		out.String())
	gone, err := os.ReadFile(lost)
	require.NoError(t, err)
	assert.Equal(t, "far 15 freestyle w 6,7;7,7;8,7 6,6;8,8 12,12;!0,0 kind=judged;judge-nodes=200;stops=1;refuted=42\n", string(gone))
	assert.Contains(t, errs.String(), "three: 1 of 3 answers refuted (12,12)")
	assert.Contains(t, errs.String(), "far: lost: the judge refutes every answer (12,12)")
	assert.Contains(t, errs.String(), "defence: so far 1 positions kept, 1 lost, 2 answers refuted")
}

func TestRecheckNeedsAJudge(t *testing.T) {
	var out, errs bytes.Buffer
	assert.Equal(t, 2, run([]string{"-recheck", "x.txt"}, &out, &errs))
	assert.Equal(t, 2, run([]string{"-lost", "y.txt", "-judge-only", "x.txt", "-judge", "b"}, &out, &errs))
}
