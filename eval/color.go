package eval

// Color is a stone colour. Black moves first.
type Color uint8

// The two colours. Their values index per-colour arrays.
const (
	Black Color = 0
	White Color = 1
)

// Opponent returns the other colour.
func (c Color) Opponent() Color { return c ^ 1 }

// String returns "black" or "white".
func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}
