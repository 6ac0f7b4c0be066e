package tt

import "syscall"

// adviseHugePages asks Linux to back the table with huge pages where it
// can (when transparent huge pages are in "madvise" mode, only memory that
// asks gets them): random probes of a table of hundreds of megabytes miss
// the TLB on nearly every access with 4 KiB pages.
func adviseHugePages(mem []byte) { _ = syscall.Madvise(mem, syscall.MADV_HUGEPAGE) }
