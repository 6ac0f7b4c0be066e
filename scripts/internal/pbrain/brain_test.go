package pbrain

import (
	"context"
	"errors"
	"os"
	"sync"
	"testing"
	"time"

	"amoba/scripts/internal/fakebrain"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) {
	fakebrain.MainIfRequested()
	os.Exit(m.Run())
}

// startFake starts this test binary as a fake brain in the given mode.
func startFake(t *testing.T, spec fakebrain.Spec, onMessage func(string)) *Brain {
	t.Helper()
	b, err := Start(os.Args[0], Options{Env: spec.Env(), OnMessage: onMessage})
	require.NoError(t, err)
	t.Cleanup(b.Kill)
	return b
}

func soon(d time.Duration) time.Time { return time.Now().Add(d) }

func TestParseMove(t *testing.T) {
	good := map[string]Move{"7,7": {7, 7}, "0,14": {0, 14}, "-1,3": {-1, 3}, "19,19": {19, 19}}
	for in, want := range good {
		m, ok := ParseMove(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, m, in)
		assert.Equal(t, in, m.String())
	}
	for _, in := range []string{"7,7 ", " 7,7", "7, 7", "7,7,1", "7", "OK", "", ",", "7,", "+7,7", "a,b", "7;7", "SUGGEST 7,7", "1234567890,1"} {
		_, ok := ParseMove(in)
		assert.False(t, ok, "%q", in)
	}
}

func TestIsInfo(t *testing.T) {
	for _, l := range []string{"MESSAGE hi", "message", "Debug x", "DEBUG"} {
		assert.True(t, IsInfo(l), l)
	}
	for _, l := range []string{"MESSAGES", "7,7", "OK", "debugging"} {
		assert.False(t, IsInfo(l), l)
	}
}

func TestSessionLegal(t *testing.T) {
	var mu sync.Mutex
	var msgs []string
	b := startFake(t, fakebrain.Spec{Mode: "chatty", After: 1}, func(l string) {
		mu.Lock()
		defer mu.Unlock()
		msgs = append(msgs, l)
	})
	ctx := context.Background()
	require.NoError(t, b.Send("START 15"))
	require.NoError(t, b.ExpectOK(ctx, soon(5*time.Second)))
	require.NoError(t, b.Send("INFO timeout_turn 1000", "BOARD", "7,7,2", "DONE"))
	m, err := b.ReadMove(ctx, soon(5*time.Second))
	require.NoError(t, err)
	assert.NotEqual(t, Move{7, 7}, m)
	require.NoError(t, b.Send("TURN 0,0"))
	_, err = b.ReadMove(ctx, soon(5*time.Second))
	require.NoError(t, err)

	start := time.Now()
	b.Close(2 * time.Second)
	assert.Less(t, time.Since(start), time.Second, "a brain that honours END exits at once")
	assert.True(t, b.Exited())
	mu.Lock()
	defer mu.Unlock()
	assert.Equal(t, []string{"MESSAGE thinking hard", "debug depth 3", "MESSAGE thinking hard", "debug depth 3"}, msgs)
}

func TestBadOK(t *testing.T) {
	b := startFake(t, fakebrain.Spec{Mode: "badok"}, nil)
	require.NoError(t, b.Send("START 15"))
	err := b.ExpectOK(context.Background(), soon(5*time.Second))
	var re *ReplyError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, "OK - fine", re.Line)
}

func TestMalformedMove(t *testing.T) {
	for mode, line := range map[string]string{"badmove": "7,7,1", "space": "7,7 "} {
		b := startFake(t, fakebrain.Spec{Mode: mode, After: 1}, nil)
		require.NoError(t, b.Send("START 15", "BEGIN"))
		require.NoError(t, b.ExpectOK(context.Background(), soon(5*time.Second)))
		_, err := b.ReadMove(context.Background(), soon(5*time.Second))
		var re *ReplyError
		require.ErrorAs(t, err, &re, mode)
		assert.Equal(t, line, re.Line)
	}
}

func TestCrash(t *testing.T) {
	b := startFake(t, fakebrain.Spec{Mode: "crash", After: 1}, nil)
	require.NoError(t, b.Send("START 15"))
	require.NoError(t, b.ExpectOK(context.Background(), soon(5*time.Second)))
	require.NoError(t, b.Send("BEGIN"))
	_, err := b.ReadMove(context.Background(), soon(5*time.Second))
	var ee *ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, "exit status 3", ee.Status)
	// Writing to a dead brain is an error, not a hang or a panic.
	assert.Error(t, b.Send("TURN 1,1"))
}

func TestTimeoutAndCancel(t *testing.T) {
	b := startFake(t, fakebrain.Spec{Mode: "silent", After: 1}, nil)
	require.NoError(t, b.Send("START 15"))
	require.NoError(t, b.ExpectOK(context.Background(), soon(5*time.Second)))
	require.NoError(t, b.Send("BEGIN"))
	start := time.Now()
	_, err := b.ReadMove(context.Background(), soon(150*time.Millisecond))
	require.ErrorIs(t, err, ErrTimeout)
	assert.Less(t, time.Since(start), time.Second)

	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err = b.ReadMove(ctx, soon(time.Minute))
	require.True(t, errors.Is(err, context.Canceled), "%v", err)
}

func TestDeafBrainIsKilled(t *testing.T) {
	b := startFake(t, fakebrain.Spec{Mode: "deaf"}, nil)
	require.NoError(t, b.Send("START 15"))
	require.NoError(t, b.ExpectOK(context.Background(), soon(5*time.Second)))
	start := time.Now()
	b.Close(300 * time.Millisecond)
	assert.True(t, b.Exited())
	elapsed := time.Since(start)
	assert.GreaterOrEqual(t, elapsed, 300*time.Millisecond)
	assert.Less(t, elapsed, 2*time.Second)
}

func TestStartMissingExecutable(t *testing.T) {
	_, err := Start("/nonexistent/pbrain-nothing", Options{})
	var se *StartError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, "/nonexistent/pbrain-nothing", se.Path)
}
