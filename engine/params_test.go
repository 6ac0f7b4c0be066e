package engine

import (
	"io"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParamListMatchesDefaults(t *testing.T) {
	def := DefaultParams()
	seen := map[string]bool{}
	for _, info := range ParamList() {
		assert.False(t, seen[info.Name], "%s listed twice", info.Name)
		seen[info.Name] = true
		assert.LessOrEqual(t, info.Min, info.Default, info.Name)
		assert.LessOrEqual(t, info.Default, info.Max, info.Name)
		p := def
		require.NoError(t, p.Set(info.Name, info.Default))
		assert.Equal(t, def, p, "setting %s to its default changes nothing", info.Name)
		require.NoError(t, p.Set(info.Name, info.Max))
		assert.NotEqual(t, def, p, "%s sets a field", info.Name)
		got, ok := p.Get(info.Name)
		assert.True(t, ok)
		assert.Equal(t, info.Max, got, "%s reads back", info.Name)
	}
	assert.Len(t, seen, len(paramFields))
}

func TestParamSetRejects(t *testing.T) {
	p := DefaultParams()
	assert.Error(t, p.Set("no_such_param", 1))
	_, ok := p.Get("no_such_param")
	assert.False(t, ok)
	assert.Error(t, p.Set("lmr_divisor", 0), "a zero divisor is out of range")
	assert.Error(t, p.Set("rfp_margin", -1), "no negative margin")
	assert.Equal(t, DefaultParams(), p, "a refused setting leaves p unchanged")

	for _, bad := range []string{"rfp_margin", "rfp_margin=x", "rfp_margin=300,bogus=1", "=3"} {
		p := DefaultParams()
		assert.Error(t, p.SetList(bad), bad)
		assert.Equal(t, DefaultParams(), p, "%q leaves p unchanged", bad)
	}
}

func TestParamSetList(t *testing.T) {
	p := DefaultParams()
	require.NoError(t, p.SetList(" rfp_margin = 300 , threat_bonus=1000,"))
	assert.Equal(t, 300, p.RFPMarginPerPly)
	assert.Equal(t, 1000, p.ThreatBonus)
	q := DefaultParams()
	require.NoError(t, q.SetList(""))
	assert.Equal(t, DefaultParams(), q)
}

// The default tables are the formulas the search was tuned with: LMR
// ln d · ln i / 1.5 rounded, move count 3 + d^1.32.
func TestDefaultTunedTables(t *testing.T) {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			want := int8(0.5 + math.Log(float64(d))*math.Log(float64(i))/1.5)
			require.Equal(t, want, defaultTuned.lmr[d][i], "lmr[%d][%d]", d, i)
		}
	}
	for d := range defaultTuned.lmp {
		require.Equal(t, 3+int(math.Pow(float64(d), 1.32)), defaultTuned.lmp[d], "lmp[%d]", d)
	}
	assert.Equal(t, 16, lmpCount(defaultTuned, 7, true))
}

// Parameters reach the search: the engine's own, not the defaults, decide
// what it prunes, and an engine told the defaults searches as one told
// nothing.
func TestParamsReachSearch(t *testing.T) {
	def := Bench(io.Discard, 5, DefaultParams())
	p := DefaultParams()
	require.NoError(t, p.SetList("lmr_divisor=60,lmp_base=1,lmp_exponent=60"))
	assert.NotEqual(t, def, Bench(io.Discard, 5, p), "a stronger reduction and fewer moves change the node count")

	e := New(1 << 20)
	assert.Equal(t, DefaultParams(), e.Params())
	e.SetParams(p)
	assert.Equal(t, p, e.Params())
}
