package tt

import "unsafe"

// prefetch asks the processor to bring the cache line at addr into its
// caches, without waiting for it (PREFETCHT0): a hint, never a fault.
//
//go:noescape
func prefetch(addr unsafe.Pointer)
