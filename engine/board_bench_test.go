package engine

import (
	"testing"

	"amoba/eval"
)

// midgame is a 15x15 freestyle position of 30 stones from a real game.
const midgame = "7,7;8,8;8,6;6,8;9,7;7,9;6,7;10,7;7,6;7,8;8,9;5,8;4,8;9,8;10,8;6,6;5,5;9,5;10,4;9,9;9,10;6,10;5,11;10,9;11,9;6,9;6,11;8,10;7,11;4,9"

func benchBoard(tb testing.TB) *Board {
	b, err := NewBoard(15, 15, eval.Freestyle)
	if err != nil {
		tb.Fatal(err)
	}
	if err := ParseMoves(b, midgame); err != nil {
		tb.Fatal(err)
	}
	return b
}

// BenchmarkPlayUndo measures one move and its undo with the full pattern
// update, cycling over the candidate cells of a midgame position.
func BenchmarkPlayUndo(bm *testing.B) {
	b := benchBoard(bm)
	candidates := b.Candidates()
	moves := candidates.AppendTo(nil)
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		b.Play(moves[i%len(moves)])
		b.Undo()
	}
}

// BenchmarkEvaluate measures the static evaluation.
func BenchmarkEvaluate(bm *testing.B) {
	b := benchBoard(bm)
	s := 0
	bm.ResetTimer()
	for i := 0; i < bm.N; i++ {
		s += b.Evaluate()
	}
	if s == 1 {
		bm.Log(s)
	}
}
