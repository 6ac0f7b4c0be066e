package eval

// Weights are the hand-set evaluation: a cell's value for a colour is the
// sum of its four line patterns' values plus its class's bonus. They are
// the tuner's prior and, through HandSetCoarse, the model of a rule that
// has no learned model file.
type Weights struct {
	// Pattern is the value of each line pattern through an empty cell.
	Pattern [NumPatterns]int16
	// Class is the bonus of each threat class on top of its patterns.
	Class [NumClasses]int16
	// Tempo is the side to move's bonus for having the move.
	Tempo int16
	// DefenceNum/DefenceDen scale the opponent's cell scores in Evaluate: the
	// side to move can block them in time, its own it can realise first.
	DefenceNum, DefenceDen int32
}

// DefaultWeights returns the hand-set weights Amoba plays with.
func DefaultWeights() Weights {
	return Weights{
		Pattern: [NumPatterns]int16{
			Dead: 0, B1: 1, F1: 3, B2: 6, F2: 16, F2x2: 16, F2x3: 16, F2x4: 16,
			B3: 22, F3: 60, F3x2: 60, B4: 64, F4: 300, Five: 1500,
		},
		Class: [NumClasses]int16{
			ClassTwoTwo: 12, ClassThreeTwo: 20, ClassThreePlus: 60, ClassDoubleThree: 220,
			ClassFourPlus: 60, ClassFourThree: 500, ClassOpenFour: 900, ClassFive: 3000,
		},
		Tempo:      20,
		DefenceNum: 4,
		DefenceDen: 5,
	}
}
