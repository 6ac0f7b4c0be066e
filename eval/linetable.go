package eval

// LineTable maps a window key (see Key) to the patterns both colours make by
// playing the centre: black's in the low four bits, white's in the high
// four. Only keys of windows that can occur on a board (walls only at the
// ends) are filled; the rest read as Dead for both.
type LineTable []uint8

// Lookup returns the patterns of black and white for a window key.
func (t LineTable) Lookup(key uint32) (black, white Pattern) {
	v := t[key]
	return Pattern(v & 0xF), Pattern(v >> 4)
}

// buildLineTable classifies every board-possible window under the rule.
func buildLineTable(rule Rule) LineTable {
	black := newClassifier(rule, Black)
	white := black // without renju the rule is colour-blind: share the memo
	if rule == Renju {
		white = newClassifier(rule, White)
	}
	table := make(LineTable, NumKeys)
	sides := sideConfigs()
	for _, l := range sides {
		for _, r := range sides {
			// The right half is mirrored: its wall run starts at index 10.
			b := l.black | mirror5(r.black)<<5
			w := l.white | mirror5(r.white)<<5
			k := ownKey(b | w<<10)
			table[k] = uint8(black.pattern(k)) | uint8(white.pattern(k.swapSides()))<<4
		}
	}
	return table
}

// side is one half of a window (five cells, index 0 the farthest from the
// centre) as black and white bits; a wall has both.
type side struct{ black, white uint32 }

// sideConfigs lists every half-window that can occur on a board: walls form
// a run from the far end, the other cells are empty, black or white.
func sideConfigs() []side {
	var out []side
	for walls := 0; walls <= 5; walls++ {
		free := 5 - walls
		n := 1
		for i := 0; i < free; i++ {
			n *= 3
		}
		for code := 0; code < n; code++ {
			var s side
			for i := 0; i < walls; i++ {
				s.black |= 1 << uint(i)
				s.white |= 1 << uint(i)
			}
			c := code
			for i := walls; i < 5; i++ {
				switch c % 3 {
				case 1:
					s.black |= 1 << uint(i)
				case 2:
					s.white |= 1 << uint(i)
				}
				c /= 3
			}
			out = append(out, s)
		}
	}
	return out
}

// mirror5 reverses five bits, turning a half-window listed from its far end
// into the right half's order (nearest the centre first).
func mirror5(v uint32) uint32 {
	var out uint32
	for i := 0; i < 5; i++ {
		if v&(1<<uint(i)) != 0 {
			out |= 1 << uint(4-i)
		}
	}
	return out
}
