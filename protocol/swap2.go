package protocol

import (
	"context"
	"time"

	"amoba/engine"
	"amoba/eval"
)

// swap2Block reads a SWAP2BOARD block (x,y lines, no field, up to DONE) and
// answers it.
func (s *Session) swap2Block(ctx context.Context, at time.Time) error {
	lines, ok, err := s.acceptedBlock(ctx, false)
	if !ok {
		return err
	}
	if n := len(lines); n != 0 && n != 3 && n != 5 {
		s.out.printf("ERROR SWAP2BOARD takes 0, 3 or 5 stones, got %d", n)
		return nil
	}
	stones := make([]engine.Pos, len(lines))
	for i, st := range lines {
		stones[i] = engine.MakePos(st.X, st.Y)
	}
	return s.swap2(ctx, stones, at)
}

// swap2Margin is how much better the other colour must look before we
// swap: a small edge is not worth giving up the choice of the next stone.
const swap2Margin = 30

// swap2 answers one Swap2 step:
//   - no stones: propose three stones (black, white, black) around the
//     centre, a shape known to be close to balanced;
//   - three stones: search with white to move; if white stands well, stay
//     white and play the fourth stone, otherwise SWAP (take black);
//   - five stones: the same decision for the sixth stone.
//
// The stones become the game's opening: BOARD follows with the position.
func (s *Session) swap2(ctx context.Context, stones []engine.Pos, at time.Time) error {
	cx, cy := s.width/2, s.height/2
	if len(stones) == 0 {
		s.out.printf("%d,%d %d,%d %d,%d", cx, cy, cx+1, cy, cx+2, cy+2)
		return nil
	}
	rule, _ := s.set.gameRule()
	b, err := engine.NewBoard(s.width, s.height, rule)
	if err != nil {
		s.out.line("ERROR " + err.Error())
		return nil
	}
	for i, p := range stones {
		b.Put(p, eval.Color(i%2))
	}
	b.SetToMove(eval.White)
	res, stall, err := s.search(ctx, b, s.limits(at))
	if err != nil {
		return err
	}
	if stall != nil {
		// no judgement of the position: take black
		s.out.line("SWAP")
		s.reportStall(*stall, "SWAP")
		s.leaveStuckSearch(ctx, stall)
		return nil
	}
	if res.Score < -swap2Margin || res.Move == engine.NoPos || !b.IsLegal(res.Move) {
		s.out.line("SWAP")
		return nil
	}
	s.out.printf("%d,%d", res.Move.X(), res.Move.Y())
	return nil
}
