//go:build !amd64

package tt

import "unsafe"

// prefetch does nothing where no prefetch instruction is wired in: the
// probe that follows reads the memory all the same.
func prefetch(addr unsafe.Pointer) {}
