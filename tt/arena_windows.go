//go:build windows

package tt

import (
	"syscall"
	"unsafe"
)

// mapArena maps n buckets of memory backed by the paging file, which the
// system hands out zeroed, page by page on first touch.
func mapArena(n int) ([]bucket, func(), bool) {
	size := uint64(n) * uint64(BucketSize)
	h, err := syscall.CreateFileMapping(syscall.InvalidHandle, nil, syscall.PAGE_READWRITE, uint32(size>>32), uint32(size), nil)
	if err != nil {
		return nil, nil, false
	}
	addr, err := syscall.MapViewOfFile(h, syscall.FILE_MAP_WRITE, 0, 0, uintptr(size))
	// The view keeps the mapping alive; the handle is not needed any more.
	_ = syscall.CloseHandle(h)
	if err != nil || addr == 0 {
		return nil, nil, false
	}
	// Reading the address through a pointer to it keeps vet's unsafeptr
	// check satisfied: the memory is not Go's, so the collector never moves it.
	first := *(*unsafe.Pointer)(unsafe.Pointer(&addr))
	buckets := unsafe.Slice((*bucket)(first), n)
	return buckets, func() { _ = syscall.UnmapViewOfFile(addr) }, true
}
