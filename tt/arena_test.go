package tt

import (
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countUnmaps makes the table's current memory count its unmaps (and
// still return them to the system).
func countUnmaps(tab *Table) *int {
	n := new(int)
	mem := tab.own.mem
	unmap := mem.unmap
	mem.unmap = func() {
		*n++
		if unmap != nil {
			unmap()
		}
	}
	return n
}

// TestArenaIsMappedAndZero: where the platform maps memory, a table's
// buckets are outside the heap and read as empty; they can be written.
func TestArenaIsMappedAndZero(t *testing.T) {
	tab := New(1 << 20)
	if _, _, ok := mapArena(1); ok {
		assert.NotNil(t, tab.own.mem.unmap, "mapped outside the heap")
	}
	for i := range tab.buckets {
		for j := range tab.buckets[i].slots {
			require.Zero(t, tab.buckets[i].slots[j].data.Load())
		}
	}
	tab.Store(7, Entry{Move: 3, Depth: 2, Bound: BoundExact})
	got, ok := tab.Probe(7)
	require.True(t, ok)
	assert.Equal(t, 3, got.Move)
}

// TestFreeUnmapsOnce: Free returns the memory at once when no writer runs,
// and only once.
func TestFreeUnmapsOnce(t *testing.T) {
	tab := New(1 << 20)
	unmaps := countUnmaps(tab)
	tab.Free()
	assert.Equal(t, 1, *unmaps)
	tab.Free()
	assert.Equal(t, 1, *unmaps, "a second Free does nothing")
	assert.Zero(t, tab.Bytes())
	tab.Resize(1 << 20) // usable again
	tab.Store(9, Entry{Move: 1, Depth: 1, Bound: BoundLower})
	_, ok := tab.Probe(9)
	assert.True(t, ok)
}

// TestFreeWaitsForTheWriter: a table freed while its background writer
// runs keeps its memory until the writer has ended (it would otherwise
// write to memory no longer mapped), then returns it.
func TestFreeWaitsForTheWriter(t *testing.T) {
	tab := New(1 << 20)
	unmaps := countUnmaps(tab)
	mem := tab.own.mem
	mem.acquire() // stands in for a writer that has not ended yet
	tab.Free()
	assert.Zero(t, *unmaps, "the writer still holds it")
	mem.release()
	assert.Equal(t, 1, *unmaps)

	// the same with a real writer, still running when Free is called (a
	// table this large takes it tens of milliseconds): without its own
	// reference it would write to unmapped memory and crash the test
	tab = New(256 << 20)
	unmaps = countUnmaps(tab)
	tab.Prefault()
	done := tab.fault.done
	time.Sleep(2 * time.Millisecond) // let it start writing
	tab.Free()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the writer did not end")
	}
	assert.Equal(t, 1, *unmaps)
}

// TestResizeUnmapsTheOldMemory: Resize returns the old memory.
func TestResizeUnmapsTheOldMemory(t *testing.T) {
	tab := New(1 << 20)
	unmaps := countUnmaps(tab)
	tab.Resize(2 << 20)
	assert.Equal(t, 1, *unmaps)
	assert.Equal(t, 2<<20, tab.Bytes())
}

// TestUnreachableTableIsUnmapped: a table nobody frees returns its memory
// once the collector finds it unreachable.
func TestUnreachableTableIsUnmapped(t *testing.T) {
	mem := func() *arena { return New(1 << 20).own.mem }()
	deadline := time.Now().Add(time.Minute)
	for mem.refs.Load() != 0 {
		require.True(t, time.Now().Before(deadline), "the cleanup did not run")
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}
