package tt

import "sync/atomic"

// pageBytes is the memory page size the prefault steps by: the common 4 KiB
// (a larger page is touched several times, which costs nothing).
const pageBytes = 4096

// prefault is a running background writer of a table's pages.
type prefault struct {
	stop atomic.Bool
	done chan struct{}
}

// Prefault maps the table's memory now, in the background, rather than
// during the searches: a freshly allocated table is address space the
// operating system maps page by page on first write, and a search that
// takes those page faults (one per 4 KiB, some hundreds of milliseconds for
// a few hundred MiB) runs several times slower on its first moves. One
// write per page goes to a slot's check word, by a compare-and-swap of 0
// with 0: it changes nothing (a slot a search has filled is left alone) and
// is safe beside a running search. Resize and Clear stop it first; Free
// and CancelPrefault tell it to stop.
func (t *Table) Prefault() {
	t.StopPrefault()
	pf := &prefault{done: make(chan struct{})}
	t.fault = pf
	// The writer holds its own reference to the memory, so that a table
	// freed or resized without waiting for it does not unmap it under it.
	mem := t.own.mem
	mem.acquire()
	buckets := mem.buckets
	go func() {
		defer close(pf.done)
		defer mem.release()
		step := max(pageBytes/BucketSize, 1)
		for i := 0; i < len(buckets); i += step {
			if i%(256*step) == 0 && pf.stop.Load() {
				return
			}
			buckets[i].slots[0].check.CompareAndSwap(0, 0)
		}
	}()
}

// StopPrefault stops the background writer, if one runs, and waits for it.
func (t *Table) StopPrefault() {
	if pf := t.fault; pf != nil {
		t.CancelPrefault()
		<-pf.done
	}
}

// CancelPrefault tells the background writer, if one runs, to stop, and
// does not wait for it: for a table that is being dropped, whose pages no
// one reads again, so that whoever drops it need not wait for the writer to
// be scheduled (on a loaded machine, a while). The writer ends within its
// next 256 pages.
func (t *Table) CancelPrefault() {
	if t.fault == nil {
		return
	}
	t.fault.stop.Store(true)
	t.fault = nil
}
