package tt

import "sync/atomic"

// arena is the memory of a table's buckets. It lives outside the Go heap
// where the platform allows (mapArena): a table is hundreds of megabytes,
// and allocating that on the heap while a garbage collection is in progress
// makes the allocating goroutine pay for the cycle (it assists the marking
// or waits for the cycle to end). Under load that took more than a second,
// at the manager's INFO max_memory, before the first move. Outside the heap
// the table also leaves the collector's pacing alone.
//
// The memory is shared by the table and its background page writer
// (Prefault), which a table being dropped does not wait for: each holds a
// reference, and the memory goes back to the system when the last is let go.
type arena struct {
	buckets []bucket
	refs    atomic.Int32
	// unmap returns the memory to the system; nil for heap memory.
	unmap func()
}

// newArena returns n zeroed buckets with one reference, mapped outside the
// heap if the platform can, on the heap otherwise.
func newArena(n int) *arena {
	a := &arena{}
	if buckets, unmap, ok := mapArena(n); ok {
		a.buckets, a.unmap = buckets, unmap
	} else {
		a.buckets = make([]bucket, n)
	}
	a.refs.Store(1)
	return a
}

// acquire adds a reference.
func (a *arena) acquire() { a.refs.Add(1) }

// release drops a reference, returning the memory when it was the last.
func (a *arena) release() {
	if a.refs.Add(-1) == 0 && a.unmap != nil {
		a.unmap()
	}
}

// owner is the table's reference to its arena, kept apart from the Table so
// that the cleanup that runs once the Table is unreachable can let it go.
type owner struct {
	mem *arena
}

// drop lets the owner's arena go, if it has one.
func (o *owner) drop() {
	if o.mem != nil {
		o.mem.release()
		o.mem = nil
	}
}
