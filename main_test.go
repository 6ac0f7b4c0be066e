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
	code := run("pbrain-amoba", []string{"-quiet"}, strings.NewReader("START 15\nBEGIN\n"), &out)
	assert.Equal(t, 0, code)
	assert.Equal(t, "OK\n7,7\n", out.String())
}

func TestRunBench(t *testing.T) {
	var out bytes.Buffer
	assert.Equal(t, 0, run("pbrain-amoba", []string{"bench", "2"}, strings.NewReader(""), &out))
	assert.Contains(t, out.String(), "Nodes searched  : ")
	assert.Contains(t, out.String(), "rapfi-10")
}

// TestRunBenchNodes: "bench nodes N FILE" searches the file's positions.
func TestRunBenchNodes(t *testing.T) {
	var out bytes.Buffer
	assert.Equal(t, 0, run("pbrain-amoba", []string{"bench", "nodes", "500", "engine/testdata/midgame.txt"}, strings.NewReader(""), &out))
	assert.Contains(t, out.String(), "mid-071")
	assert.Contains(t, out.String(), "Nodes searched  : ")
}

// TestRunParams: "params" lists the search parameters, and -param changes
// what the search does (the bench node count) while the defaults give the
// signature.
func TestRunParams(t *testing.T) {
	var out bytes.Buffer
	assert.Equal(t, 0, run("pbrain-amoba", []string{"params"}, strings.NewReader(""), &out))
	assert.Contains(t, out.String(), "rfp_margin 345 0 2000\n")
	assert.Contains(t, out.String(), "threat_bonus 800 0 5000\n")

	nodes := func(args ...string) string {
		var out bytes.Buffer
		assert.Equal(t, 0, run("pbrain-amoba", args, strings.NewReader(""), &out), "%v", args)
		for _, line := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(line, "Nodes searched") {
				return line
			}
		}
		return ""
	}
	def := nodes("bench", "4")
	assert.NotEmpty(t, def)
	assert.Equal(t, def, nodes("-param", "rfp_margin=345,threat_bonus=800", "bench", "4"))
	assert.NotEqual(t, def, nodes("-param", "lmr_divisor=60,lmp_base=1,lmp_exponent=60", "bench", "4"))
}

func TestRunRejectsBadArguments(t *testing.T) {
	for _, args := range [][]string{{"bench", "x"}, {"bench", "0"}, {"bench", "time", "-5"}, {"bench", "nodes", "0", "engine/testdata/midgame.txt"},
		{"bench", "nodes", "100", "no/such/file"}, {"bench", "nodes", "100", "main.go"}, {"nonsense"}, {"-no-such-flag"},
		{"-param", "no_such_param=1", "bench", "2"}, {"-param", "lmr_divisor=0"}, {"-param", "rfp_margin"}} {
		var out bytes.Buffer
		assert.Equal(t, 2, run("pbrain-amoba", args, strings.NewReader(""), &out), "%v", args)
	}
}

// TestStrengthFromName: a copy of the executable named for a level plays at
// that level (Piskvork can neither pass flags nor send INFO strength).
func TestStrengthFromName(t *testing.T) {
	for name, want := range map[string]int{
		`C:\\Piskvork\\pbrain-amoba64-strength40.exe`: 40,
		"/usr/local/bin/pbrain-amoba-Strength0":       0,
		"pbrain-amoba-strength100.exe":                100,
		"pbrain-amoba-strength250":                    250, // clamped by the session
	} {
		got, ok := strengthFromName(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	for _, name := range []string{"pbrain-amoba64.exe", "pbrain-strength.exe", "/opt/strength40/pbrain-amoba"} {
		_, ok := strengthFromName(name)
		assert.False(t, ok, name)
	}
}

// TestStartStrength: the flag, when given, overrides the name.
func TestStartStrength(t *testing.T) {
	assert.Equal(t, 30, startStrength("pbrain-amoba-strength30.exe", 100, false))
	assert.Equal(t, 100, startStrength("pbrain-amoba-strength30.exe", 100, true))
	assert.Equal(t, 55, startStrength("pbrain-amoba-strength30.exe", 55, true))
	assert.Equal(t, 100, startStrength("pbrain-amoba.exe", 100, false))
}

// TestRunStrengthFromNameAndFlag: a level from the name or the flag still
// answers with a legal move.
func TestRunStrengthFromNameAndFlag(t *testing.T) {
	for _, c := range []struct {
		program string
		args    []string
	}{
		{"pbrain-amoba-strength0", []string{"-quiet"}},
		{"pbrain-amoba-strength0", []string{"-quiet", "-strength", "100"}},
		{"pbrain-amoba", []string{"-quiet", "-strength", "10"}},
	} {
		var out bytes.Buffer
		code := run(c.program, c.args, strings.NewReader("START 15\nBOARD\n7,7,2\nDONE\n"), &out)
		assert.Equal(t, 0, code)
		assert.Regexp(t, `^OK\n\d+,\d+\n$`, out.String(), "%s %v", c.program, c.args)
	}
}
