package protocol

import (
	"strings"
	"testing"
	"time"
)

// TestLastMessageNamesTheMove: with the real engine, the last MESSAGE line
// before each move has that move first in its pv, however the clock cuts
// the search (turn times from 30 ms up, a forced block, issue 15's
// positions). A watchdog note after the move (a search late on a loaded
// machine) must name the move it answered with.
func TestLastMessageNamesTheMove(t *testing.T) {
	positions := [][]string{
		// issue 15, defect 1 (own stones first: black to move)
		{"7,7,1", "8,8,2", "6,10,1", "7,6,2", "7,10,1", "8,7,2", "8,10,1", "9,10,2"},
		// issue 15, defect 2
		{"7,7,1", "8,7,2", "8,10,1", "8,6,2", "9,10,1", "7,6,2", "8,8,1", "9,8,2", "6,5,1", "6,6,2", "9,6,1", "7,5,2"},
		// the opponent has a four: the block is forced
		{"7,7,1", "3,3,2", "8,8,1", "3,4,2", "12,2,1", "3,5,2", "10,12,1", "3,6,2"},
	}
	turns := []string{"30", "120", "400"}
	if testing.Short() {
		turns = turns[:2]
	}
	h := startHarness(t, newEngine(), Options{})
	h.send("START 15", "INFO rule 0", "INFO show_detail 1")
	h.expectLine(lineTimeout)
	for _, turn := range turns {
		for i, stones := range positions {
			before := len(h.messages())
			h.send("INFO timeout_turn " + turn)
			h.send("BOARD")
			h.send(stones...)
			h.send("DONE")
			move := h.expectLine(lineTimeout)
			msgs := h.messages()[before:]
			for wait := time.Now().Add(2 * time.Second); len(msgs) == 0 && time.Now().Before(wait); {
				// none before the move: a watchdog note comes after it
				// (seen with the tests pinned to one busy CPU)
				time.Sleep(10 * time.Millisecond)
				msgs = h.messages()[before:]
			}
			if len(msgs) == 0 {
				t.Errorf("position %d, turn %s ms: no MESSAGE before the move %s", i, turn, move)
				continue
			}
			last := msgs[len(msgs)-1]
			if strings.Contains(last, "did not stop in time") {
				// the watchdog answered for a late search (a loaded
				// machine at 30 ms, under -race): its note names the move
				if !strings.Contains(last, "answering "+move+" without it") {
					t.Errorf("position %d, turn %s ms: move %s, watchdog note %q", i, turn, move, last)
				}
				continue
			}
			_, pv, ok := strings.Cut(last, " pv ")
			first := strings.Fields(pv)
			if !ok || len(first) == 0 || first[0] != move {
				t.Errorf("position %d, turn %s ms: move %s, last MESSAGE %q", i, turn, move, last)
			}
		}
	}
	h.finish()
	if bad := h.badOutput(); len(bad) > 0 {
		t.Errorf("malformed output: %v", bad)
	}
}
