package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPliesRoundsDown(t *testing.T) {
	for _, c := range []struct{ units, plies int }{
		{0, 0}, {1, 0}, {onePly - 1, 0}, {onePly, 1}, {3*onePly + 5, 3},
		{-1, -1}, {-onePly, -1}, {-onePly - 1, -2},
	} {
		assert.Equal(t, c.plies, plies(c.units), "%d units", c.units)
	}
}
