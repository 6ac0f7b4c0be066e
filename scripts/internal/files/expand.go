package files

import (
	"os"
	"path/filepath"
	"sort"
)

// Expand returns the files named by paths: a file as given, a directory
// as its files whose names end in suffix (".psq", ".log"), in name order.
// A path that does not exist is an error.
func Expand(paths []string, suffix string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, p)
			continue
		}
		matches, err := filepath.Glob(filepath.Join(p, "*"+suffix))
		if err != nil {
			return nil, err
		}
		sort.Strings(matches)
		out = append(out, matches...)
	}
	return out, nil
}
