package protocol

import (
	"fmt"
	"runtime/debug"
)

// baseVersion is Amoba's release number; builds from a checkout add the
// commit.
const baseVersion = "0.1"

// Version returns the program's version: the release number, plus the
// commit it was built from when the build recorded one.
func Version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return baseVersion
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	if rev == "" {
		return baseVersion
	}
	if dirty {
		rev += "-dirty"
	}
	return baseVersion + "+" + rev
}

// aboutLine is the answer to ABOUT.
func aboutLine() string {
	return fmt.Sprintf(`name="Amoba", version="%s", author="The Amoba developers", country="Hungary"`, Version())
}
