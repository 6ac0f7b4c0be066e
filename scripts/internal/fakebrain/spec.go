package fakebrain

import (
	"fmt"
	"strconv"
	"strings"
)

// EnvVar is the environment variable that selects the fake brain in a
// re-executed test binary.
const EnvVar = "AMOBA_FAKE_BRAIN"

// LogEnvVar names a file to which the fake brain appends every line it
// receives, so that tests can check what a manager sent.
const LogEnvVar = "AMOBA_FAKE_LOG"

// Spec is a parsed fake-brain specification.
type Spec struct {
	Mode  string
	After int    // the move number at which the misbehaviour starts
	Ms    int    // sleep per move for the slow mode, before exiting for dies
	Log   string // file receiving a transcript of the input, if set
}

// Env returns the environment entries that select this spec in a
// re-executed test binary. They also turn off the race detector's one-second
// sleep at exit, so that a fake brain built with -race quits promptly on END.
func (s Spec) Env() []string {
	return []string{
		fmt.Sprintf("%s=%s:after=%d,ms=%d", EnvVar, s.Mode, s.After, s.Ms),
		LogEnvVar + "=" + s.Log,
		"GORACE=atexit_sleep_ms=0",
	}
}

// ParseSpec reads "mode" or "mode:key=value,…".
func ParseSpec(s string) (Spec, error) {
	mode, params, _ := strings.Cut(s, ":")
	sp := Spec{Mode: mode, After: 1}
	if sp.Mode == "" {
		sp.Mode = "legal"
	}
	switch sp.Mode {
	case "legal", "chatty", "crash", "occupied", "offboard", "slow", "silent", "dies",
		"badok", "badmove", "space", "deaf", "norestart":
	default:
		return Spec{}, fmt.Errorf("fakebrain: unknown mode %q", sp.Mode)
	}
	for _, kv := range strings.Split(params, ",") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		n, err := strconv.Atoi(v)
		if err != nil {
			return Spec{}, fmt.Errorf("fakebrain: %s: %w", kv, err)
		}
		switch k {
		case "after":
			sp.After = n
		case "ms":
			sp.Ms = n
		default:
			return Spec{}, fmt.Errorf("fakebrain: unknown parameter %q", k)
		}
	}
	return sp, nil
}
