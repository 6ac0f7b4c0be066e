package main

import (
	"context"
	"errors"
	"fmt"

	"amoba/scripts/internal/pbrain"
)

// fault is a protocol failure that loses the game for the engine at fault.
type fault struct {
	kind   Kind
	detail string
}

// Error names the kind of fault and what happened.
func (f *fault) Error() string {
	return fmt.Sprintf("%s: %s", f.kind, f.detail)
}

// classify turns an error from a brain into a fault; context errors (the
// match was stopped) and nil pass through unchanged.
func classify(err error, what string) error {
	var (
		exit  *pbrain.ExitError
		reply *pbrain.ReplyError
		late  *lateError
	)
	switch {
	case err == nil, errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.As(err, &late):
		return &fault{KindTimeout, "no answer to " + what + " in time (" + late.Error() + ")"}
	case errors.Is(err, pbrain.ErrTimeout):
		return &fault{KindTimeout, "no answer to " + what + " in time"}
	case errors.As(err, &exit):
		return &fault{KindCrash, exit.Error()}
	case errors.As(err, &reply):
		return &fault{KindIllegal, fmt.Sprintf("answered %q to %s", reply.Line, what)}
	}
	return &fault{KindCrash, err.Error()}
}
