package protocol

import (
	"strconv"

	"amoba/engine"
	"strings"

	"amoba/eval"
)

// settings are the INFO values; they survive START and RESTART.
type settings struct {
	timeoutTurn  int64 // ms; 0 = as fast as possible
	timeoutMatch int64 // ms; 0 = no limit
	timeLeft     int64 // ms; engine.Unset = not given
	maxMemory    int64 // bytes; 0 = no limit
	rule         int   // the INFO rule value, read at each move request
	gameType     int
	threads      int
	maxDepth     int
	maxNodes     int64
	messages     bool // MESSAGE lines while thinking
	// strength is the playing level, engine.MinStrength to
	// engine.FullStrength (INFO strength, -strength).
	strength int
	folder   string
	// all keeps every INFO key as sent, including those we do not use.
	all map[string]string
}

// Defaults when a manager says nothing: Piskvork's usual turn time, no
// game limit, and the Gomocup memory limit.
const (
	defaultTurnTime  = 5000
	defaultMaxMemory = 350 << 20
)

func defaultSettings() settings {
	return settings{
		timeoutTurn: defaultTurnTime,
		timeLeft:    engine.Unset,
		threads:     1,
		messages:    true,
		strength:    engine.FullStrength,
		all:         map[string]string{},
	}
}

// apply stores an INFO setting. Bad values are ignored: INFO is never
// answered, so there is no way to complain.
func (s *settings) apply(key, value string) {
	if key == "" {
		return
	}
	s.all[key] = value
	num, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
	numeric := err == nil
	switch key {
	case "timeout_turn":
		if numeric {
			s.timeoutTurn = max(num, 0)
		}
	case "timeout_match":
		if numeric {
			s.timeoutMatch = max(num, 0)
		}
	case "time_left":
		if numeric {
			s.timeLeft = num
		}
	case "max_memory":
		if numeric {
			s.maxMemory = max(num, 0)
		}
	case "rule":
		if numeric && num >= 0 && num < 1<<16 {
			s.rule = int(num)
		}
	case "game_type":
		if numeric {
			s.gameType = int(num)
		}
	case "thread_num":
		if numeric {
			s.threads = int(min(max(num, 1), 256))
		}
	case "max_depth":
		if numeric {
			s.maxDepth = int(min(max(num, 0), 200))
		}
	case "max_node":
		if numeric {
			s.maxNodes = max(num, 0)
		}
	case "strength":
		if numeric {
			// out of range is clamped: INFO has no way to complain
			s.strength = int(min(max(num, engine.MinStrength), engine.FullStrength))
		}
	case "show_detail", "messages":
		if numeric {
			s.messages = num != 0
		}
	case "folder":
		s.folder = value
	}
}

// gameRule returns the rule to play, and false when the INFO value named
// no rule we know (we then play freestyle).
func (s *settings) gameRule() (eval.Rule, bool) { return eval.RuleFromInfo(s.rule) }

// memoryBudget is the memory the whole process may use.
func (s *settings) memoryBudget() int64 {
	if s.maxMemory <= 0 {
		return defaultMaxMemory
	}
	return s.maxMemory
}

// hashBytes is the transposition table's share of the memory budget: the
// rest is the Go runtime, the pattern tables, the search threads and some
// slack for garbage. (The table rounds down to a power of two: 256 MiB of
// the Gomocup's 350 MiB.)
func (s *settings) hashBytes() int {
	budget := s.memoryBudget()
	const reserve = 80 << 20
	if budget > 2*reserve {
		return int(min(budget-reserve, 1<<34))
	}
	return int(max(budget/2, 64<<10))
}

// gcLimit is the heap size the Go runtime is asked to stay under: the
// budget less room for what the runtime itself holds outside the heap.
func (s *settings) gcLimit() int64 {
	return s.memoryBudget() - s.memoryBudget()/16
}
