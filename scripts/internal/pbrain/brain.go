package pbrain

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// maxLine bounds one line of brain output; longer lines end the session.
const maxLine = 1 << 20

// errLineTooLong ends the session when the brain writes a line longer than
// maxLine.
var errLineTooLong = fmt.Errorf("output line longer than %d bytes", maxLine)

// EndGrace is how long a brain may take to exit after END before managers
// kill it (GomocupJudge waits 0.5 s).
const EndGrace = 500 * time.Millisecond

// writeTimeout bounds a write to the brain's standard input, in case the brain
// stops reading and the pipe fills up.
const writeTimeout = 5 * time.Second

// Options configures how a brain process is started.
type Options struct {
	Env       []string          // added to the current environment
	OnMessage func(line string) // receives MESSAGE and DEBUG lines; may be nil
}

// Brain is a running pbrain process. Its methods are meant to be called from
// one goroutine at a time, except Kill, which may be called from any.
type Brain struct {
	cmd       *exec.Cmd
	stdin     *os.File
	stdout    *os.File
	lines     chan string // closed when standard output ends
	readErr   error       // why standard output ended; set before lines is closed
	exited    chan struct{}
	waitErr   error // set before exited is closed
	stop      chan struct{}
	stopOnce  sync.Once
	onMessage func(string)
}

// Start launches the brain executable at path. It fails with a
// *StartError when the process cannot be created.
func Start(path string, opt Options) (*Brain, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, &StartError{Path: path, Err: err}
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, &StartError{Path: path, Err: err}
	}
	cmd := exec.Command(path)
	cmd.Stdin, cmd.Stdout = inR, outW // standard error goes to the null device
	cmd.Env = append(os.Environ(), opt.Env...)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, &StartError{Path: path, Err: err}
	}
	b := &Brain{
		cmd:       cmd,
		stdin:     inW,
		stdout:    outR,
		lines:     make(chan string, 16),
		exited:    make(chan struct{}),
		stop:      make(chan struct{}),
		onMessage: opt.OnMessage,
	}
	go b.wait()
	go b.read()
	return b, nil
}

// wait reaps the process.
func (b *Brain) wait() {
	b.waitErr = b.cmd.Wait()
	close(b.exited)
}

// read forwards the brain's output lines, without line endings, to b.lines.
func (b *Brain) read() {
	defer close(b.lines)
	r := bufio.NewReaderSize(b.stdout, 64<<10)
	for {
		line, err := readLine(r)
		if err != nil {
			b.readErr = err
			return
		}
		select {
		case b.lines <- line:
		case <-b.stop:
			b.readErr = errors.New("killed")
			return
		}
	}
}

// readLine reads one line of at most maxLine bytes and strips "\n" or "\r\n".
func readLine(r *bufio.Reader) (string, error) {
	var sb strings.Builder
	for {
		chunk, err := r.ReadSlice('\n')
		sb.Write(chunk)
		if sb.Len() > maxLine {
			return "", errLineTooLong
		}
		switch {
		case err == nil:
			return strings.TrimRight(sb.String(), "\r\n"), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case sb.Len() > 0 && errors.Is(err, io.EOF):
			// A last line without a newline still counts.
			return strings.TrimRight(sb.String(), "\r"), nil
		default:
			return "", err
		}
	}
}

// Send writes each line followed by a newline.
func (b *Brain) Send(lines ...string) error {
	var sb strings.Builder
	for _, l := range lines {
		sb.WriteString(l)
		sb.WriteByte('\n')
	}
	if err := b.stdin.SetWriteDeadline(time.Now().Add(writeTimeout)); err != nil && !errors.Is(err, os.ErrNoDeadline) {
		return b.exitError()
	}
	if _, err := io.WriteString(b.stdin, sb.String()); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return fmt.Errorf("write to brain: %w", ErrTimeout)
		}
		return b.exitError()
	}
	return nil
}

// ReadLine returns the next answer line, skipping empty lines and passing
// MESSAGE/DEBUG lines to the OnMessage callback. It returns ErrTimeout after
// the deadline, an *ExitError when the output ends, or ctx.Err() when ctx is
// cancelled first.
func (b *Brain) ReadLine(ctx context.Context, deadline time.Time) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		select {
		case line, ok := <-b.lines:
			if !ok {
				if errors.Is(b.readErr, errLineTooLong) {
					return "", &ReplyError{Line: "(a line longer than 1 MiB)", Want: "a protocol line"}
				}
				return "", b.exitError()
			}
			if strings.TrimSpace(line) == "" {
				continue
			}
			if IsInfo(line) {
				if b.onMessage != nil {
					b.onMessage(line)
				}
				continue
			}
			return line, nil
		case <-timer.C:
			return "", ErrTimeout
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}

// ExpectOK reads the answer to START, RECTSTART or RESTART, which must be
// exactly "OK".
func (b *Brain) ExpectOK(ctx context.Context, deadline time.Time) error {
	line, err := b.ReadLine(ctx, deadline)
	if err != nil {
		return err
	}
	if line != "OK" {
		return &ReplyError{Line: line, Want: `exactly "OK"`}
	}
	return nil
}

// ReadMove reads a move answer. A line that is not exactly "x,y" is a
// *ReplyError.
func (b *Brain) ReadMove(ctx context.Context, deadline time.Time) (Move, error) {
	line, err := b.ReadLine(ctx, deadline)
	if err != nil {
		return Move{}, err
	}
	m, ok := ParseMove(line)
	if !ok {
		return Move{}, &ReplyError{Line: line, Want: `"x,y"`}
	}
	return m, nil
}

// exitError describes the end of the brain's output, waiting briefly for
// the process to exit so that its status can be reported.
func (b *Brain) exitError() error {
	select {
	case <-b.exited:
		if b.waitErr != nil {
			return &ExitError{Status: b.waitErr.Error()}
		}
		return &ExitError{Status: "exit status 0"}
	case <-time.After(200 * time.Millisecond):
		return &ExitError{Status: "output closed, process still running"}
	}
}

// Exited reports whether the process has ended.
func (b *Brain) Exited() bool {
	select {
	case <-b.exited:
		return true
	default:
		return false
	}
}

// Close ends the session as managers do: it sends END, gives the brain grace
// to exit, then kills it. It returns once the process is gone.
func (b *Brain) Close(grace time.Duration) {
	if !b.Exited() {
		_ = b.Send("END")
		select {
		case <-b.exited:
		case <-time.After(grace):
		}
	}
	b.Kill()
}

// Kill stops the process at once and releases the pipes. It is safe to call
// more than once and from any goroutine.
func (b *Brain) Kill() {
	b.stopOnce.Do(func() {
		close(b.stop)
		_ = b.cmd.Process.Kill()
		<-b.exited
		b.stdin.Close()
		b.stdout.Close()
	})
}

// StartGame begins a game as managers do: START (RECTSTART for a board
// that is not square), the brain's OK within 30 seconds, then the info
// lines (INFO settings).
func (b *Brain) StartGame(ctx context.Context, width, height int, info ...string) error {
	start := fmt.Sprintf("START %d", width)
	if width != height {
		start = fmt.Sprintf("RECTSTART %d,%d", width, height)
	}
	if err := b.Send(start); err != nil {
		return err
	}
	if err := b.ExpectOK(ctx, time.Now().Add(30*time.Second)); err != nil {
		return fmt.Errorf("%s: %w", start, err)
	}
	return b.Send(info...)
}
