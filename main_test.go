package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRunProtocolSession(t *testing.T) {
	var out bytes.Buffer
	// the end of input answers the move first, then ends the session (END
	// read while thinking would quit without a move)
	code := run([]string{"-quiet"}, strings.NewReader("START 15\nBEGIN\n"), &out)
	assert.Equal(t, 0, code)
	assert.Equal(t, "OK\n7,7\n", out.String())
}

func TestRunBench(t *testing.T) {
	var out bytes.Buffer
	assert.Equal(t, 0, run([]string{"bench", "2"}, strings.NewReader(""), &out))
	assert.Contains(t, out.String(), "Nodes searched  : ")
	assert.Contains(t, out.String(), "rapfi-10")
}

func TestRunRejectsBadArguments(t *testing.T) {
	for _, args := range [][]string{{"bench", "x"}, {"bench", "0"}, {"bench", "time", "-5"}, {"nonsense"}, {"-no-such-flag"}} {
		var out bytes.Buffer
		assert.Equal(t, 2, run(args, strings.NewReader(""), &out), "%v", args)
	}
}
