package engine

// onePly is one ply of remaining search depth in the units the tree search
// counts depth in. Depth is kept in sixteenths of a ply so that an
// extension or a reduction can be worth part of a ply (the search's rules
// need not move the horizon a whole ply at a time); the rules that look
// depth up in a table or compare it with a threshold read whole plies
// (plies), and the table stores whole plies.
const onePly = 16

// plies returns the whole plies in depth units, rounded down (towards minus
// infinity, so a negative fraction of a ply is -1).
func plies(units int) int {
	if units >= 0 {
		return units / onePly
	}
	return -((-units + onePly - 1) / onePly)
}
