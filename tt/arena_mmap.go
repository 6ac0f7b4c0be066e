//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package tt

import (
	"syscall"
	"unsafe"
)

// mapArena maps n buckets of anonymous memory, which the system hands out
// zeroed, page by page on first touch.
func mapArena(n int) ([]bucket, func(), bool) {
	mem, err := syscall.Mmap(-1, 0, n*BucketSize, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return nil, nil, false
	}
	buckets := unsafe.Slice((*bucket)(unsafe.Pointer(&mem[0])), n)
	return buckets, func() { _ = syscall.Munmap(mem) }, true
}
