package files

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExpandListsADirectorysFilesOfOneKindInNameOrder: a directory gives
// its files with the suffix, sorted; a file is kept as given whatever its
// name; a missing path is an error.
func TestExpandListsADirectorysFilesOfOneKindInNameOrder(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.log", "a.log", "c.txt", "d.log.err"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), nil, 0o644))
	}
	single := filepath.Join(dir, "c.txt")
	got, err := Expand([]string{dir, single}, ".log")
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dir, "a.log"), filepath.Join(dir, "b.log"), single}, got)

	_, err = Expand([]string{filepath.Join(dir, "missing")}, ".log")
	assert.Error(t, err)
}
