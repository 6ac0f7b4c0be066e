package pbrain

import (
	"regexp"
	"strconv"
	"strings"
)

// ScorePattern matches the score in the MESSAGE lines of Rapfi ("Eval
// -75", "Eval +M29") and of Amoba ("score 31", "score -M4"); its first group
// is the score.
const ScorePattern = `(?:Eval|score) ([-+]?M?\d+)`

// LastScore finds the score in the last of the lines that re matches (its
// first group is the score: an integer from the mover's view, or a mate
// written +M<n>, M<n> or -M<n>), clamped to ±clamp; a mate is ±clamp. ok
// is false when no line has a score.
func LastScore(lines []string, re *regexp.Regexp, clamp int) (score int, ok bool) {
	for i := len(lines) - 1; i >= 0; i-- {
		m := re.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		s := m[1]
		if rest, mate := strings.CutPrefix(strings.TrimPrefix(s, "+"), "M"); mate {
			if _, err := strconv.Atoi(rest); err == nil {
				return clamp, true
			}
		} else if rest, mate := strings.CutPrefix(s, "-M"); mate {
			if _, err := strconv.Atoi(rest); err == nil {
				return -clamp, true
			}
		}
		v, err := strconv.Atoi(s)
		if err != nil {
			continue
		}
		return max(-clamp, min(clamp, v)), true
	}
	return 0, false
}
