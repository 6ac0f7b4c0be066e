package fakebrain

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
)

// MainIfRequested runs the fake brain on standard input and output, then
// exits the process, when the environment variable EnvVar is set. Call it
// first in TestMain.
func MainIfRequested() {
	if _, ok := os.LookupEnv(EnvVar); ok {
		Main()
	}
}

// Main runs the fake brain selected by the environment (EnvVar, LogEnvVar)
// on standard input and output and exits the process.
func Main() {
	sp, err := ParseSpec(os.Getenv(EnvVar))
	if err != nil {
		fmt.Println("ERROR", err)
		os.Exit(2)
	}
	sp.Log = os.Getenv(LogEnvVar)
	os.Exit(Run(sp, os.Stdin, os.Stdout))
}

// brain is the state of one fake-brain session.
type brain struct {
	spec  Spec
	out   io.Writer
	board *board
	moves int // moves answered so far
}

// Run speaks the protocol on in and out until END or end of input and returns
// the exit status the process should end with.
func Run(sp Spec, in io.Reader, out io.Writer) int {
	b := &brain{spec: sp, out: out, board: newBoard(15, 15)}
	if sp.Log != "" {
		if f, err := os.OpenFile(sp.Log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err == nil {
			defer f.Close()
			in = io.TeeReader(in, f)
		}
	}
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		word, arg, _ := strings.Cut(line, " ")
		switch strings.ToUpper(word) {
		case "":
		case "START", "RECTSTART":
			b.start(arg)
		case "RESTART":
			if sp.Mode == "norestart" {
				b.println("UNKNOWN restart not supported")
				continue
			}
			b.board = newBoard(b.board.w, b.board.h)
			b.println("OK")
		case "INFO":
		case "ABOUT":
			b.println(`name="fakebrain", version="1", author="Amoba tests", country="-"`)
		case "BEGIN":
			if code, stop := b.answer(); stop {
				return code
			}
		case "TURN":
			x, y := parseXY(arg)
			b.board.set(x, y, 2)
			if code, stop := b.answer(); stop {
				return code
			}
		case "BOARD":
			b.board = newBoard(b.board.w, b.board.h)
			for sc.Scan() {
				l := strings.TrimSpace(sc.Text())
				if strings.EqualFold(l, "DONE") {
					break
				}
				f := strings.Split(l, ",")
				if len(f) == 3 {
					x, _ := strconv.Atoi(f[0])
					y, _ := strconv.Atoi(f[1])
					v, _ := strconv.Atoi(f[2])
					b.board.set(x, y, int8(v))
				}
			}
			if code, stop := b.answer(); stop {
				return code
			}
		case "END":
			if sp.Mode == "deaf" {
				time.Sleep(time.Hour)
			}
			return 0
		default:
			b.println("UNKNOWN " + word)
		}
	}
	return 0
}

func (b *brain) println(s string) {
	fmt.Fprint(b.out, s+"\n")
}

// start handles START n and RECTSTART w,h.
func (b *brain) start(arg string) {
	if b.spec.Mode == "badok" {
		b.println("OK - fine")
		return
	}
	w, h := 0, 0
	if strings.Contains(arg, ",") {
		w, h = parseXY(arg)
	} else {
		f := strings.Fields(arg)
		if len(f) > 0 {
			w, _ = strconv.Atoi(f[0])
		}
		h = w
	}
	if w < 5 || h < 5 || w > 100 || h > 100 {
		b.println("ERROR unsupported size")
		return
	}
	b.board = newBoard(w, h)
	b.println("OK")
}

// answer replies to a move request, misbehaving as the mode asks. It returns
// stop=true with an exit status when the brain must quit.
func (b *brain) answer() (code int, stop bool) {
	b.moves++
	due := b.moves >= b.spec.After
	if due {
		switch b.spec.Mode {
		case "crash":
			return 3, true
		case "silent":
			time.Sleep(time.Hour)
		case "dies":
			time.Sleep(time.Duration(b.spec.Ms) * time.Millisecond)
			return 4, true
		case "slow":
			time.Sleep(time.Duration(b.spec.Ms) * time.Millisecond)
		case "badmove":
			b.println("7,7,1")
			return 0, false
		case "space":
			b.println("7,7 ")
			return 0, false
		case "occupied":
			x, y := b.board.anyStone()
			b.println(fmt.Sprintf("%d,%d", x, y))
			return 0, false
		case "offboard":
			b.println(fmt.Sprintf("%d,%d", b.board.w, 0))
			return 0, false
		}
	}
	if b.spec.Mode == "chatty" {
		b.println("MESSAGE thinking hard")
		b.println("")
		b.println("debug depth 3")
	}
	x, y, ok := b.board.choose()
	if !ok {
		b.println("ERROR board full")
		return 0, false
	}
	b.board.set(x, y, 1)
	b.println(fmt.Sprintf("%d,%d", x, y))
	return 0, false
}

func parseXY(s string) (int, int) {
	xs, ys, _ := strings.Cut(strings.TrimSpace(s), ",")
	x, _ := strconv.Atoi(strings.TrimSpace(xs))
	y, _ := strconv.Atoi(strings.TrimSpace(ys))
	return x, y
}
