//go:build !linux && (darwin || freebsd || netbsd || openbsd || dragonfly)

package tt

// adviseHugePages does nothing where there is no such advice.
func adviseHugePages([]byte) {}
