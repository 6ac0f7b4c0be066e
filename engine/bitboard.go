package engine

import (
	"iter"
	"math/bits"
)

// Bitboard is a set of cells, one bit per cell index.
type Bitboard [MaxCells / 64]uint64

// Set adds p.
func (b *Bitboard) Set(p Pos) { b[p>>6] |= 1 << (uint(p) & 63) }

// Clear removes p.
func (b *Bitboard) Clear(p Pos) { b[p>>6] &^= 1 << (uint(p) & 63) }

// Has reports whether p is in the set.
func (b *Bitboard) Has(p Pos) bool { return b[p>>6]&(1<<(uint(p)&63)) != 0 }

// IsEmpty reports whether the set is empty.
func (b *Bitboard) IsEmpty() bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

// Count returns the number of cells in the set.
func (b *Bitboard) Count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// First returns the lowest cell in the set, or NoPos.
func (b *Bitboard) First() Pos {
	for i, w := range b {
		if w != 0 {
			return Pos(i*64 + bits.TrailingZeros64(w))
		}
	}
	return NoPos
}

// Cells yields the cells of the set in index order. The set must not
// change during the iteration.
func (b *Bitboard) Cells() iter.Seq[Pos] {
	return func(yield func(Pos) bool) {
		for i, w := range b {
			for w != 0 {
				if !yield(Pos(i*64 + bits.TrailingZeros64(w))) {
					return
				}
				w &= w - 1
			}
		}
	}
}

// AppendTo appends the cells of the set to dst in index order.
func (b *Bitboard) AppendTo(dst []Pos) []Pos {
	for i, w := range b {
		for w != 0 {
			dst = append(dst, Pos(i*64+bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	return dst
}

func trailingZeros(w uint64) int { return bits.TrailingZeros64(w) }

// notFirstColumn and notLastColumn mask out column 0 and column 31 of the
// two rows a word holds.
const (
	notFirstColumn = ^uint64(1 | 1<<32)
	notLastColumn  = ^uint64(1<<31 | 1<<63)
)

// dilateRow returns the set grown by one cell left and right.
func (b *Bitboard) dilateRow() Bitboard {
	var out Bitboard
	for i, w := range b {
		out[i] = w | (w<<1)&notFirstColumn | (w>>1)&notLastColumn
	}
	return out
}

// dilateColumn returns the set grown by one cell up and down (a row is
// half a word).
func (b *Bitboard) dilateColumn() Bitboard {
	var out Bitboard
	n := len(b)
	for i, w := range b {
		v := w | w<<32 | w>>32
		if i > 0 {
			v |= b[i-1] >> 32
		}
		if i < n-1 {
			v |= b[i+1] << 32
		}
		out[i] = v
	}
	return out
}
