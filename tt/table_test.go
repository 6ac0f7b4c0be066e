package tt

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBucketIsOneCacheLine(t *testing.T) {
	assert.Equal(t, 64, BucketSize)
}

func TestEntryRoundTrip(t *testing.T) {
	for _, e := range []Entry{
		{Move: NoMove, Score: 0, Eval: 0, Depth: 0, Bound: BoundNone},
		{Move: 0, Score: -MateScore + 3, Eval: -32768, Depth: 1, Bound: BoundUpper},
		{Move: 1023, Score: MateScore - 1, Eval: 32767, Depth: 255, Bound: BoundExact},
		{Move: 481, Score: -17, Eval: 45, Depth: 12, Bound: BoundLower},
		{Move: 1023, Score: -5, Eval: 7, Depth: 3, Bound: BoundUpper, PV: true},
		{Move: NoMove, Score: MateScore - 9, Eval: -1, Depth: 255, Bound: BoundExact, PV: true},
	} {
		for _, gen := range []uint8{0, 1, 63} {
			d := pack(e, gen)
			assert.Equal(t, e, unpack(d))
			assert.Equal(t, gen, generationOf(d))
		}
	}
}

func TestStoreProbe(t *testing.T) {
	tab := New(1 << 16)
	require.Equal(t, 1<<16, tab.Bytes())
	_, ok := tab.Probe(12345)
	assert.False(t, ok)
	e := Entry{Move: 77, Score: 120, Eval: 30, Depth: 7, Bound: BoundExact}
	tab.Store(12345, e)
	got, ok := tab.Probe(12345)
	require.True(t, ok)
	assert.Equal(t, e, got)
	// another key in the same bucket does not match
	_, ok = tab.Probe(12345 + uint64(len(tab.buckets)))
	assert.False(t, ok)
	// a new entry without a move keeps the old move
	tab.Store(12345, Entry{Move: NoMove, Score: 5, Depth: 9, Bound: BoundLower})
	got, _ = tab.Probe(12345)
	assert.Equal(t, 77, got.Move)
	assert.Equal(t, 9, got.Depth)
	tab.Clear()
	_, ok = tab.Probe(12345)
	assert.False(t, ok)
}

func TestReplacementPrefersOldAndShallow(t *testing.T) {
	tab := New(BucketSize) // one bucket
	for i := 0; i < bucketSlots; i++ {
		tab.Store(uint64(i+1)<<8, Entry{Move: i, Depth: 10 + i, Bound: BoundExact})
	}
	tab.Store(99<<8, Entry{Move: 50, Depth: 1, Bound: BoundExact})
	_, ok := tab.Probe(1 << 8) // the shallowest went
	assert.False(t, ok)
	_, ok = tab.Probe(99 << 8)
	assert.True(t, ok)
	tab.NewSearch()
	tab.NewSearch()
	tab.Store(100<<8, Entry{Move: 51, Depth: 1, Bound: BoundExact})
	_, ok = tab.Probe(100 << 8)
	assert.True(t, ok, "old deep entries give way to new ones")
}

func TestHashfull(t *testing.T) {
	tab := New(1 << 20)
	assert.Equal(t, 0, tab.Hashfull())
	for k := uint64(1); k < 1<<16; k++ {
		tab.Store(k*0x9E3779B97F4A7C15, Entry{Move: 1, Depth: 1, Bound: BoundExact})
	}
	assert.Greater(t, tab.Hashfull(), 300)
	tab.NewSearch()
	assert.Equal(t, 0, tab.Hashfull())
}

func TestMateScoresAreNodeRelative(t *testing.T) {
	win := MateScore - 9 // win in 9 plies from the root
	stored := ScoreToTT(win, 4)
	assert.Equal(t, MateScore-5, stored, "a win in 5 from the node")
	assert.Equal(t, MateScore-7, ScoreFromTT(stored, 2))
	assert.Equal(t, -win, ScoreFromTT(ScoreToTT(-win, 3), 3))
	assert.Equal(t, 100, ScoreFromTT(ScoreToTT(100, 3), 9))
}

func TestConcurrentAccessNeverReturnsTornEntries(t *testing.T) {
	tab := New(BucketSize * 4)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 20000; i++ {
				k := uint64(i%64+1) * 0x9E3779B97F4A7C15
				// the move is a function of the key: a torn read would break it
				tab.Store(k, Entry{Move: int(k % 1000), Depth: w, Bound: BoundExact})
				if e, ok := tab.Probe(k); ok {
					if e.Move != int(k%1000) {
						t.Errorf("torn entry for key %x: move %d", k, e.Move)
						return
					}
				}
			}
		}(w)
	}
	wg.Wait()
}

func TestZobristKeysAreDistinctAndStable(t *testing.T) {
	z := Zobrist()
	seen := map[uint64]bool{z.Side(): true}
	for c := 0; c < 2; c++ {
		for p := 0; p < MaxCells; p++ {
			k := z.Cell(c, p)
			require.False(t, seen[k])
			seen[k] = true
		}
	}
	fresh := newKeys(zobristSeed)
	assert.Equal(t, fresh.Cell(1, 500), z.Cell(1, 500))
}

// TestPrefetchChangesNothing: a prefetch of any key, on a used, a cleared
// and a freed table, neither faults nor changes what a probe finds.
func TestPrefetchChangesNothing(t *testing.T) {
	tab := New(1 << 16)
	tab.Store(12345, Entry{Move: 7, Score: 30, Depth: 5, Bound: BoundExact})
	for key := uint64(0); key < 5000; key += 7 {
		tab.Prefetch(key * 0x9E3779B97F4A7C15)
	}
	e, found := tab.Probe(12345)
	require.True(t, found)
	assert.Equal(t, 30, e.Score)
	tab.Clear()
	tab.Prefetch(12345)
	_, found = tab.Probe(12345)
	assert.False(t, found)
	tab.Free()
	tab.Prefetch(12345)
}
