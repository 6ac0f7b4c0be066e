package tt

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPrefaultChangesNothing: the background writer leaves every entry as
// it was, those stored before it and those stored while it runs (the race
// detector checks that it is safe beside Store and Probe).
func TestPrefaultChangesNothing(t *testing.T) {
	tab := New(8 << 20)
	entry := func(k uint64) Entry {
		return Entry{Move: int(k % 900), Score: int(k%200) - 100, Depth: int(k%30) + 1, Bound: BoundExact}
	}
	// keys 1..n spread over distinct buckets with the low bits
	const n = 4000
	for k := uint64(1); k <= n/2; k++ {
		tab.Store(k*0x9E3779B97F4A7C15, entry(k))
	}
	tab.Prefault()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for k := uint64(n/2 + 1); k <= n; k++ {
			tab.Store(k*0x9E3779B97F4A7C15, entry(k))
		}
	}()
	wg.Wait()
	tab.StopPrefault()
	stored := 0
	for k := uint64(1); k <= n; k++ {
		if got, ok := tab.Probe(k * 0x9E3779B97F4A7C15); ok {
			stored++
			assert.Equal(t, entry(k), got, "key %d", k)
		}
	}
	assert.Greater(t, stored, n*9/10, "entries kept")
	assert.True(t, tab.prefaultDone())
}

// TestPrefaultStopsForResizeAndClear: Resize and Clear stop the writer
// before they touch the table, and a table with none running is fine too.
func TestPrefaultStopsForResizeAndClear(t *testing.T) {
	tab := New(64 << 20)
	tab.Prefault()
	tab.Resize(32 << 20)
	assert.True(t, tab.prefaultDone())
	require.Equal(t, 32<<20, tab.Bytes())
	tab.Prefault()
	tab.Clear()
	assert.True(t, tab.prefaultDone())
	tab.StopPrefault() // none running
	tab.Store(42, Entry{Move: 1, Depth: 3, Bound: BoundLower})
	_, ok := tab.Probe(42)
	assert.True(t, ok)
}

// prefaultDone reports whether no background writer runs any more.
func (t *Table) prefaultDone() bool {
	if t.fault == nil {
		return true
	}
	select {
	case <-t.fault.done:
		return true
	default:
		return false
	}
}

// TestCancelPrefault: a cancelled writer is told to stop (a writer left
// alone would also end, after the whole table), ends by itself, and the
// table no longer counts it as running.
func TestCancelPrefault(t *testing.T) {
	tab := New(256 << 20)
	tab.Prefault()
	fault := tab.fault
	tab.CancelPrefault()
	assert.True(t, fault.stop.Load(), "the writer is told to stop")
	assert.True(t, tab.prefaultDone(), "none running as far as the table knows")
	select {
	case <-fault.done:
	case <-time.After(time.Minute):
		t.Fatal("the cancelled writer did not end")
	}
	tab.CancelPrefault() // none running
}
