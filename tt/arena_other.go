//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly || windows)

package tt

// mapArena has no mapping on this platform: the table lives on the heap.
func mapArena(int) ([]bucket, func(), bool) { return nil, nil, false }
