package protocol

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestMovesUnderTightClocks: with the real engine, a legal move comes back
// for every request under tight clocks: the Gomocup memory budget with a
// 500 ms turn (the first move included, which GomocupJudge charges with
// start-up), timeout_turn 0, and a game clock almost spent or overdrawn.
// How long the moves take is not asserted here, since a loaded machine
// (go test runs packages in parallel) makes any wall-clock bound flaky:
// engine's TestThinkKeepsToTheClock checks the time manager on a virtual
// clock, and scripts/timecheck.sh measures real games as a manager does.
func TestMovesUnderTightClocks(t *testing.T) {
	cases := []struct {
		name  string
		setup []string
	}{
		{"gomocup memory, 500 ms", []string{"INFO max_memory 367001600", "INFO timeout_turn 500", "INFO timeout_match 180000"}},
		{"timeout_turn 0", []string{"INFO max_memory 33554432", "INFO timeout_turn 0"}},
		{"time_left 300", []string{"INFO max_memory 33554432", "INFO timeout_turn 30000", "INFO timeout_match 180000", "INFO time_left 300"}},
		{"time_left negative", []string{"INFO max_memory 33554432", "INFO timeout_turn 30000", "INFO time_left -200"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := startHarness(t, newEngine(), Options{})
			m := newModel()
			for _, l := range append([]string{"START 15"}, c.setup...) {
				h.send(l)
				m.feed(l)
			}
			if got := h.expectLine(lineTimeout); got != "OK" {
				t.Fatalf("START: %q", got)
			}
			for _, req := range []string{"BOARD\nDONE", "TURN 3,3", "TURN 11,11", "TURN 3,11", "TURN 11,3"} {
				lines := strings.Split(req, "\n")
				h.send(lines...)
				for _, l := range lines {
					m.feed(l)
				}
				expectMove(t, h, m, lineTimeout, req)
			}
			h.finish()
		})
	}
}

// TestEndWithGomocupMemory: END during a search with the 350 MB budget
// still ends Run within 0.5 s (GomocupJudge kills the brain after 0.5 s),
// long before the search's own 60 s would. Under the race detector, which
// slows the code several times and which CI runs beside the engine's race
// tests on two cores, the bound is 1.5 s: what is asserted is that END
// stops the search and the session at once, not the machine's speed.
func TestEndWithGomocupMemory(t *testing.T) {
	bound := 500 * time.Millisecond
	if raceEnabled {
		bound = 1500 * time.Millisecond
	}
	h := startHarness(t, newEngine(), Options{})
	h.send("START 15", "INFO max_memory 367001600", "INFO timeout_turn 60000", "TURN 7,7")
	h.expectLine(lineTimeout)
	time.Sleep(100 * time.Millisecond)
	h.send("END")
	if !h.waitDone(bound) {
		t.Fatalf("Run did not return within %v of END\n%s", bound, h.conversation())
	}
}

// TestRunContextCancelInBlock: cancelling the context inside a BOARD block
// ends Run with the context's error, as anywhere else.
func TestRunContextCancelInBlock(t *testing.T) {
	for _, block := range []string{"BOARD", "YXBOARD", "SWAP2BOARD"} {
		t.Run(block, func(t *testing.T) {
			h := startHarness(t, &fakeSearcher{}, Options{})
			h.send("START 15", block, "7,7,1")
			h.expectLine(lineTimeout)
			time.Sleep(20 * time.Millisecond)
			h.cancel()
			if !h.waitDone(time.Second) {
				t.Fatal("Run did not return after cancel")
			}
			if !errors.Is(h.runErr, context.Canceled) {
				t.Errorf("Run returned %v, want context.Canceled", h.runErr)
			}
		})
	}
}

// TestEndInsideBoardBlock: END inside a BOARD block (the manager gave up
// on it) ends the session; nothing may be printed after END.
func TestEndInsideBoardBlock(t *testing.T) {
	for _, block := range []string{"BOARD", "YXBOARD", "SWAP2BOARD"} {
		t.Run(block, func(t *testing.T) {
			h := startHarness(t, &fakeSearcher{}, Options{})
			h.send("START 15", block, "7,7,1", "END")
			h.expectLine(lineTimeout)
			if !h.waitDone(time.Second) {
				t.Fatalf("Run did not return within 1 s of END\n%s", h.conversation())
			}
			if rest := h.rest(); len(rest) > 0 {
				t.Errorf("printed after END: %q", rest)
			}
		})
	}
}

// TestManyGamesOneSession: c-gomoku-cli reuses the process for game
// after game (START each time, no END); every game starts clean.
func TestManyGamesOneSession(t *testing.T) {
	games := 10
	if testing.Short() {
		games = 3
	}
	h := startHarness(t, newEngine(), Options{})
	m := newModel()
	send := func(l string) []expectation {
		h.send(l)
		return m.feed(l)
	}
	send("INFO max_memory 33554432")
	send("INFO timeout_turn 30")
	for g := range games {
		for _, e := range send(fmt.Sprintf("START %d", 15+5*(g%2))) {
			if err := m.accept(e, h.expectLine(lineTimeout)); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 8 {
			req := fmt.Sprintf("TURN %d,%d", (3*i+g)%15, (5*i+2*g)%15)
			for _, e := range send(req) {
				got := h.expectLine(lineTimeout)
				if err := m.accept(e, got); err != nil {
					t.Fatalf("game %d: %v\n%s", g, err, h.conversation())
				}
			}
		}
	}
	h.finish()
}
