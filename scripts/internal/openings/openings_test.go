package openings

import (
	"os"
	"strings"
	"testing"

	"amoba/scripts/internal/referee"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sequences = `# comment
piskvork15-001 15 freestyle 7,7;8,7;8,10
piskvork20-001 20 freestyle 10,10;11,10;11,13

renju-01 15 any 7,7;7,6;8,8;9,9
empty-15 15 any -
`

// mv builds a move list from x,y pairs.
func mv(xy ...int) []referee.Move {
	out := make([]referee.Move, len(xy)/2)
	for i := range out {
		out[i] = referee.Move{X: xy[2*i], Y: xy[2*i+1]}
	}
	return out
}

func TestReadSequences(t *testing.T) {
	got, err := ReadSequences(strings.NewReader(sequences), 15, 15)
	require.NoError(t, err)
	require.Len(t, got, 3)
	assert.Equal(t, "piskvork15-001", got[0].ID)
	assert.Equal(t, mv(7, 7, 8, 7, 8, 10), got[0].Moves)
	assert.Equal(t, "renju-01", got[1].ID)
	assert.Len(t, got[1].Moves, 4)
	assert.Empty(t, got[2].Moves)

	got, err = ReadSequences(strings.NewReader(sequences), 20, 20)
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, referee.Move{X: 11, Y: 13}, got[0].Moves[2])

	got, err = ReadSequences(strings.NewReader(sequences), 15, 20)
	require.NoError(t, err)
	assert.Empty(t, got, "a rectangular board matches no square opening")
}

func TestReadSequencesErrors(t *testing.T) {
	for _, in := range []string{
		"a 15 freestyle",               // missing field
		"a x freestyle 7,7",            // bad size
		"a 15 freestyle 7,7;7;8",       // bad move
		"a 15 freestyle 7,7;7,7",       // repeated cell
		"a 15 freestyle 7,7;15,3",      // off board
		"a 15 freestyle 7,7;8,8 extra", // too many fields
	} {
		_, err := ReadSequences(strings.NewReader(in), 15, 15)
		assert.Error(t, err, in)
	}
}

func TestReadOffsets(t *testing.T) {
	in := "# Gomocup openings\n0,0, 1,0, 1,3\n\n-1,-1,0,0\n"
	got, err := ReadOffsets(strings.NewReader(in), "gomocup", 15, 15)
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "gomocup:2", got[0].ID)
	assert.Equal(t, mv(7, 7, 8, 7, 8, 10), got[0].Moves)
	assert.Equal(t, "gomocup:4", got[1].ID)
	assert.Equal(t, mv(6, 6, 7, 7), got[1].Moves)

	got, err = ReadOffsets(strings.NewReader("0,0, 1,0, 1,3"), "g", 20, 10)
	require.NoError(t, err)
	assert.Equal(t, mv(10, 5, 11, 5, 11, 8), got[0].Moves)

	_, err = Builtin(5, 5)
	assert.Error(t, err, "too small for the built-in suite")

	for _, bad := range []string{"0,0, 1", "0,0, x,1", "0,0, 0,0", "0,0, 8,0"} {
		_, err := ReadOffsets(strings.NewReader(bad), "g", 15, 15)
		assert.Error(t, err, bad)
	}
}

func TestBuiltin(t *testing.T) {
	for _, size := range [][2]int{{15, 15}, {20, 20}, {7, 7}, {20, 15}} {
		got, err := Builtin(size[0], size[1])
		require.NoError(t, err)
		require.Len(t, got, 6)
		for _, o := range got {
			assert.Len(t, o.Moves, 3)
			assert.NoError(t, o.check(size[0], size[1]), o.ID)
		}
	}
}

func TestLoadSharedSuite(t *testing.T) {
	const path = "../../../../shared/data/openings.txt"
	if _, err := os.Stat(path); err != nil {
		t.Skip("shared data not present")
	}
	got, err := Load(path, false, 15, 15)
	require.NoError(t, err)
	assert.Len(t, got, 44+25)
	got, err = Load(path, false, 20, 20)
	require.NoError(t, err)
	assert.Len(t, got, 66)
}
