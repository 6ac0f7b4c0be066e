package eval

import "testing"

func BenchmarkBuildLineTable(b *testing.B) {
	for range b.N {
		buildLineTable(Renju)
	}
}
