package tt

import (
	"runtime"
	"sync/atomic"
	"unsafe"
)

// slot is one entry: the key XOR the data, and the data.
type slot struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// bucketSlots is the number of entries in a bucket.
const bucketSlots = 4

// bucket is one cache line of entries.
type bucket struct {
	slots [bucketSlots]slot
}

// BucketSize is the size of a bucket in bytes: one cache line.
const BucketSize = int(unsafe.Sizeof(bucket{}))

// Table is a transposition table. Probe and Store are safe for concurrent
// use; Resize, Clear, NewSearch and Free must not run during a search.
type Table struct {
	buckets []bucket // own.mem's buckets, kept here so a probe needs no extra indirection
	mask    uint64
	gen     uint8
	// own holds the table's reference to its memory (see arena).
	own *owner
	// fault is the background writer Prefault started, nil if none.
	fault *prefault
}

// New returns a table of at most bytes bytes (at least one bucket). Its
// memory goes back to the system when Free is called or, failing that,
// once the table is unreachable.
func New(bytes int) *Table {
	t := &Table{own: &owner{}}
	runtime.AddCleanup(t, (*owner).drop, t.own)
	t.Resize(bytes)
	return t
}

// Resize reallocates the table to the largest power-of-two number of buckets
// that fits in bytes, clearing it.
func (t *Table) Resize(bytes int) {
	n := 1
	for n*2*BucketSize <= bytes {
		n *= 2
	}
	t.StopPrefault()
	t.Free() // let the old memory go before the new is mapped
	t.own.mem = newArena(n)
	t.buckets = t.own.mem.buckets
	t.mask = uint64(n - 1)
	t.gen = 0
}

// Free returns the table's memory now, without waiting for its background
// writer (which lets go of it when it ends): for a table that is being
// dropped. The table must not be used afterwards, except to Resize it.
func (t *Table) Free() {
	t.CancelPrefault()
	t.buckets = nil
	t.mask = 0
	t.own.drop()
}

// Bytes returns the table's size in bytes.
func (t *Table) Bytes() int { return len(t.buckets) * BucketSize }

// Clear empties the table.
func (t *Table) Clear() {
	t.StopPrefault()
	clear(t.buckets)
	t.gen = 0
	runtime.KeepAlive(t)
}

// NewSearch ages the entries of earlier searches.
func (t *Table) NewSearch() { t.gen = (t.gen + 1) & genMask }

func (t *Table) bucketOf(key uint64) *bucket {
	// The low bits pick the bucket; the whole key is checked on probe.
	return &t.buckets[key&t.mask]
}

// Prefetch starts bringing the bucket of key into the processor's caches,
// so that a Probe or Store of it soon after finds it there: a search calls
// it with a child's key before making the move, whose pattern update then
// runs while the table's memory (a cache miss in a table of megabytes) is
// on its way.
func (t *Table) Prefetch(key uint64) {
	if len(t.buckets) == 0 {
		return
	}
	prefetch(unsafe.Pointer(t.bucketOf(key)))
	runtime.KeepAlive(t)
}

// Probe looks a position up.
func (t *Table) Probe(key uint64) (e Entry, found bool) {
	b := t.bucketOf(key)
	for i := range b.slots {
		s := &b.slots[i]
		d := s.data.Load()
		if d != 0 && s.check.Load()^d == key {
			e, found = unpack(d), true
			break
		}
	}
	// The memory may not be the heap's: the table must stay reachable until
	// the bucket is read, or its cleanup could unmap it (see New).
	runtime.KeepAlive(t)
	return e, found
}

// Store saves a position. A position already in the bucket is overwritten
// (keeping its move when the new entry has none); otherwise the entry with
// the least depth, counting each search of age as eight plies, makes room.
func (t *Table) Store(key uint64, e Entry) {
	b := t.bucketOf(key)
	victim := 0
	worst := int(^uint(0) >> 1)
	for i := range b.slots {
		s := &b.slots[i]
		d := s.data.Load()
		if d == 0 {
			if worst > -1<<20 {
				victim, worst = i, -1<<20
			}
			continue
		}
		if s.check.Load()^d == key {
			old := unpack(d)
			if e.Move == NoMove {
				e.Move = old.Move
			}
			if e.Bound != BoundExact && old.Depth > e.Depth+3 && generationOf(d) == t.gen {
				return // a much deeper result of this search is worth more
			}
			victim = i
			break
		}
		age := int((t.gen - generationOf(d)) & genMask)
		if v := int(unpack(d).Depth) - 8*age; v < worst {
			victim, worst = i, v
		}
	}
	d := pack(e, t.gen)
	s := &b.slots[victim]
	s.data.Store(d)
	s.check.Store(key ^ d)
	runtime.KeepAlive(t) // as in Probe
}

// Hashfull returns how full the table is in permille, from a sample of its
// first buckets, counting only entries of the current search.
func (t *Table) Hashfull() int {
	n := min(len(t.buckets), 250)
	used := 0
	for i := 0; i < n; i++ {
		for j := range t.buckets[i].slots {
			d := t.buckets[i].slots[j].data.Load()
			if d != 0 && generationOf(d) == t.gen {
				used++
			}
		}
	}
	runtime.KeepAlive(t) // as in Probe
	return used * 1000 / (n * bucketSlots)
}
