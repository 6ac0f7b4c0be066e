package fakebrain

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSpec(t *testing.T) {
	sp, err := ParseSpec("slow:after=3,ms=250")
	require.NoError(t, err)
	assert.Equal(t, Spec{Mode: "slow", After: 3, Ms: 250}, sp)
	sp, err = ParseSpec("")
	require.NoError(t, err)
	assert.Equal(t, Spec{Mode: "legal", After: 1}, sp)
	for _, bad := range []string{"dance", "slow:ms=x", "slow:speed=3"} {
		_, err := ParseSpec(bad)
		assert.Error(t, err, bad)
	}
	back, err := ParseSpec(strings.TrimPrefix(Spec{Mode: "crash", After: 2}.Env()[0], EnvVar+"="))
	require.NoError(t, err)
	assert.Equal(t, Spec{Mode: "crash", After: 2}, back)
}

func TestRunPlaysFiveAndBlocks(t *testing.T) {
	in := strings.Join([]string{
		"START 15",
		"BOARD", "3,7,1", "4,7,1", "5,7,1", "6,7,1", "0,0,2", "DONE", // own four: make five
		"BOARD", "3,3,2", "3,4,2", "3,5,2", "3,6,2", "9,9,1", "DONE", // opponent four: block
		"END",
	}, "\n")
	var out bytes.Buffer
	code := Run(Spec{Mode: "legal", After: 1}, strings.NewReader(in), &out)
	assert.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 3)
	assert.Equal(t, "OK", lines[0])
	assert.Contains(t, []string{"2,7", "7,7"}, lines[1])
	assert.Contains(t, []string{"3,2", "3,7"}, lines[2])
}
