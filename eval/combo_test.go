package eval

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCombosAreMultisets(t *testing.T) {
	assert.Equal(t, 3876, NumCombos)
	seen := map[Combo]bool{}
	for s := range 1 << 16 {
		seen[ComboOf(PatternSet(s))] = true
	}
	assert.Len(t, seen, NumCombos, "every combination is some set's")

	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var ps [4]Pattern
		for i := range ps {
			ps[i] = Pattern(rng.IntN(NumPatterns))
		}
		set := PatternSet(0).With(0, ps[0]).With(1, ps[1]).With(2, ps[2]).With(3, ps[3])
		perm := rng.Perm(4)
		other := PatternSet(0).With(0, ps[perm[0]]).With(1, ps[perm[1]]).With(2, ps[perm[2]]).With(3, ps[perm[3]])
		k := ComboOf(set)
		require.Equal(t, k, ComboOf(other), "directions do not matter")
		back, ok := ComboFromString(k.String())
		require.True(t, ok, k.String())
		require.Equal(t, k, back)
		got := k.Patterns()
		assert.ElementsMatch(t, ps[:], got[:])
		assert.Equal(t, combine(ps, false), k.Class(false))
	}
	for _, bad := range []string{"", "F3", "F3,F3,F3", "F3,F3,F3,F3,F3", "F3,F3,F3,nope"} {
		_, ok := ComboFromString(bad)
		assert.False(t, ok, bad)
	}
}

func TestModelFileRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	cm := HandSetCoarse(DefaultWeights())
	for range 100 {
		side, c := rng.IntN(2), Color(rng.IntN(2))
		cm.Pattern[side][c][rng.IntN(NumPatterns)] = int16(rng.IntN(2000) - 1000)
		cm.Class[side][c][rng.IntN(NumClasses)] = int16(rng.IntN(2000) - 1000)
		cm.Threat[c][rng.IntN(NumThreatKeys)] = int16(rng.IntN(2000) - 1000)
		cm.OrderPattern[side][c][rng.IntN(NumPatterns)] = int16(rng.IntN(2000) - 1000)
		cm.OrderClass[side][c][rng.IntN(NumClasses)] = int16(rng.IntN(2000) - 1000)
	}
	m := cm.Model(Renju)
	for range 300 {
		c := Color(rng.IntN(2))
		m.Own[c][rng.IntN(NumCombos)] = int16(rng.IntN(2000) - 1000)
		m.Opp[c][rng.IntN(NumCombos)] = int16(rng.IntN(2000) - 1000)
	}
	var buf bytes.Buffer
	require.NoError(t, WriteModel(&buf, []string{"a header"}, Renju, cm, m, false))
	gotModel, gotCoarse, err := ReadModel(&buf, Renju)
	require.NoError(t, err)
	assert.Equal(t, *cm, *gotCoarse)
	assert.Equal(t, *m, *gotModel)

	buf.Reset()
	require.NoError(t, WriteModel(&buf, nil, Renju, cm, nil, false))
	coarseOnly, _, err := ReadModel(&buf, Renju)
	require.NoError(t, err)
	assert.Equal(t, *cm.Model(Renju), *coarseOnly, "without combo lines every combination has its coarse value")

	for _, bad := range []string{"combo own black F3,F3,F3 5", "combo own purple F3,F3,F3,F3 5",
		"combo opp any F3,F3,F3,F3 x", "threat any 16 0 5", "threat any 1 5", "glow own any F3 5",
		"pattern own any F3 40000", "pattern mine any F3 1", "pattern own any F9 1", "class opp any three 1",
		"pattern attack any F3 1", "order-pattern own any F3 1", "order-class defence any F3 1",
		"order-combo attack any F3,F3,F3,F3 1"} {
		_, _, err := ReadModel(bytes.NewBufferString(bad), Freestyle)
		assert.Error(t, err, bad)
	}
}

// TestLearnedModelsParse reads every committed model file strictly: a file
// that did not parse would silently play the hand-set model.
func TestLearnedModelsParse(t *testing.T) {
	entries, err := models.ReadDir("models")
	require.NoError(t, err)
	require.NotEmpty(t, entries)
	for _, e := range entries {
		f, err := models.Open("models/" + e.Name())
		require.NoError(t, err)
		_, _, err = ReadModel(f, Freestyle)
		assert.NoError(t, err, e.Name())
		f.Close()
	}
}

func TestHandSetModelIsTheWeights(t *testing.T) {
	w := DefaultWeights()
	m := HandSetModel(Renju, w)
	set := PatternSet(0).With(0, F3).With(1, F2x3).With(2, B1)
	k := ComboOf(set)
	want := w.Pattern[F3] + w.Pattern[F2x3] + w.Pattern[B1] + w.Pattern[Dead] + w.Class[ClassThreePlus]
	assert.Equal(t, want, m.Own[White][k])
	scaled := func(v int16) int16 { return int16(int32(v) * w.DefenceNum / w.DefenceDen) }
	assert.Equal(t, scaled(w.Pattern[F3])+scaled(w.Pattern[F2x3])+scaled(w.Pattern[B1])+scaled(w.Class[ClassThreePlus]),
		m.Opp[White][k])
	double := ComboOf(PatternSet(0).With(0, F3).With(1, F3))
	assert.Zero(t, m.Own[Black][double], "a renju black double three is forbidden: worth nothing")
	assert.NotZero(t, m.Own[White][double])
	assert.Equal(t, w.Tempo, m.Threat[Black][ThreatKey(ThreatFour, 0)])
	// ordering: the attack weighs 5/4 of the defence, term by term
	assert.Equal(t, w.Pattern[F3]*5/4+w.Pattern[F2x3]*5/4+w.Pattern[B1]*5/4+w.Class[ClassThreePlus]*5/4, m.Attack[White][k])
	assert.Equal(t, want, m.Defence[White][k])
	assert.Zero(t, m.Attack[Black][double])
}

// An empty model file (comments only) is the hand-set model: emptying the
// files of eval/models makes a build that plays the hand-set weights, the
// baseline the learned models are matched against (README).
func TestEmptyModelFileIsTheHandSetModel(t *testing.T) {
	for _, r := range []Rule{Freestyle, Standard, Renju, CaroExact, CaroOverline} {
		m, _, err := ReadModel(strings.NewReader("# hand-set\n\n"), r)
		require.NoError(t, err)
		assert.Equal(t, HandSetModel(r, DefaultWeights()), m, r.String())
		assert.NotEqual(t, LearnedModel(r), m, "the committed model of %v is learned", r)
	}
}

func TestThreatFlags(t *testing.T) {
	var n [NumClasses]int16
	assert.Equal(t, ThreatFlags(0), ThreatFlagsOf(&n))
	n[ClassFourPlus] = 1
	n[ClassThreePlus] = 2
	assert.Equal(t, ThreatFour|ThreatOpenThree, ThreatFlagsOf(&n))
	n[ClassDoubleThree] = 1
	n[ClassFourThree] = 1
	assert.Equal(t, ThreatFour|ThreatOpenThree|ThreatDoubleThree|ThreatWinning, ThreatFlagsOf(&n))
	assert.Equal(t, NumThreatKeys-1, ThreatKey(15, 15))
}
