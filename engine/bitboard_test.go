package engine

import "testing"

func TestBitboardCellsMatchesAppendTo(t *testing.T) {
	var b Bitboard
	for _, p := range []Pos{0, 5, 63, 64, 200, 1023} {
		b.Set(p)
	}
	var got []Pos
	for p := range b.Cells() {
		got = append(got, p)
	}
	want := b.AppendTo(nil)
	if len(got) != 6 || len(want) != 6 {
		t.Fatalf("Cells %v, AppendTo %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("Cells %v, AppendTo %v", got, want)
		}
	}
	dil := b.dilateRow()
	if !dil.Has(1) || !dil.Has(62) || dil.Has(32) {
		t.Errorf("dilateRow crosses or misses a row edge: %v", dil.AppendTo(nil))
	}
}
