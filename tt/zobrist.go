package tt

// MaxCells is the number of cell indices keys exist for: 32 rows of 32.
const MaxCells = 1024

// Keys are Zobrist keys: one per colour and cell, and one for the side to
// move.
type Keys struct {
	cells [2][MaxCells]uint64
	side  uint64
}

// zobristSeed fixes the keys, so that hashes (and bench node counts) are the
// same in every run.
const zobristSeed = 0x9E3779B97F4A7C15

// zobrist is computed once at package initialisation and never written
// afterwards.
var zobrist = newKeys(zobristSeed)

// Zobrist returns the engine's keys. The value is shared and read-only.
func Zobrist() *Keys { return &zobrist }

func newKeys(seed uint64) Keys {
	var k Keys
	s := seed
	for c := range k.cells {
		for p := range k.cells[c] {
			k.cells[c][p] = splitmix64(&s)
		}
	}
	k.side = splitmix64(&s)
	return k
}

// splitmix64 is a small, well-mixed generator; its output passes the usual
// statistical tests, which is all Zobrist keys need.
func splitmix64(s *uint64) uint64 {
	*s += 0x9E3779B97F4A7C15
	z := *s
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// Cell returns the key of a stone of colour color (0 black, 1 white) on
// cell p.
func (k *Keys) Cell(color, p int) uint64 { return k.cells[color][p] }

// Side returns the key XOR-ed in while white is to move.
func (k *Keys) Side() uint64 { return k.side }
