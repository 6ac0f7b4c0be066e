package protocol

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Golden transcripts: testdata/*.txt, played against the real engine.
//
// Format, one item per line:
//
//	> text        send text to the brain (ended by LF, or CRLF after #crlf)
//	>q "text"     send a Go-quoted string (for control bytes and junk)
//	>             send an empty line
//	< text        the next reply line is exactly text
//	< text*       the next reply line starts with text (< ERROR*, < UNKNOWN*)
//	< ~regexp     the next reply line matches the regular expression
//	< *move       the next reply line is a legal move (x,y on an empty cell);
//	              it becomes the brain's stone
//	< *swap2      the next reply answers the SWAP2BOARD block just sent
//	< MESSAGE*    ignored: MESSAGE and DEBUG lines are always skipped
//	#crlf, #lf    line ends of the following > lines
//	#bug: text    the transcript shows a known bug: skipped unless AMOBA_BUGS=1
//	# text        a comment; blank lines are ignored
//
// Every transcript is also run through the reference model (model_test.go),
// which must agree that each < line is owed, checks that moves are legal,
// and that nothing is owed at the end. After the last line the runner sends
// END (unless the transcript did) and checks that Run returns and prints
// nothing more.

// transcriptItem is one line of a transcript file.
type transcriptItem struct {
	line   int
	send   bool   // > line
	text   string // what to send, or the expectation
	crlf   bool
	expect string // "exact", "prefix", "regexp", "move", "swap2"
	re     *regexp.Regexp
}

// transcript is a parsed transcript file.
type transcript struct {
	items []transcriptItem
	bug   string
}

func parseTranscript(path string) (*transcript, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	tr := &transcript{}
	crlf := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		raw := sc.Text()
		bad := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", path, n, fmt.Sprintf(format, args...))
		}
		switch {
		case strings.TrimSpace(raw) == "":
		case raw == "#crlf":
			crlf = true
		case raw == "#lf":
			crlf = false
		case strings.HasPrefix(raw, "#bug:"):
			tr.bug = strings.TrimSpace(strings.TrimPrefix(raw, "#bug:"))
		case strings.HasPrefix(raw, "#"):
		case strings.HasPrefix(raw, ">q "):
			s, err := strconv.Unquote(strings.TrimSpace(raw[3:]))
			if err != nil {
				return nil, bad("bad quoted string: %v", err)
			}
			tr.items = append(tr.items, transcriptItem{line: n, send: true, text: s, crlf: crlf})
		case raw == ">" || strings.HasPrefix(raw, "> "):
			text := strings.TrimPrefix(strings.TrimPrefix(raw, ">"), " ")
			tr.items = append(tr.items, transcriptItem{line: n, send: true, text: text, crlf: crlf})
		case strings.HasPrefix(raw, "< "):
			it := transcriptItem{line: n, text: raw[2:]}
			switch {
			case it.text == "MESSAGE*" || it.text == "DEBUG*":
				continue
			case it.text == "*move":
				it.expect = "move"
			case it.text == "*swap2":
				it.expect = "swap2"
			case strings.HasPrefix(it.text, "~"):
				it.expect = "regexp"
				it.re, err = regexp.Compile(it.text[1:])
				if err != nil {
					return nil, bad("bad regexp: %v", err)
				}
			case strings.HasSuffix(it.text, "*"):
				it.expect, it.text = "prefix", strings.TrimSuffix(it.text, "*")
			default:
				it.expect = "exact"
			}
			tr.items = append(tr.items, it)
		default:
			return nil, bad("cannot read %q", raw)
		}
	}
	return tr, sc.Err()
}

// TestTranscripts plays every testdata/*.txt transcript against the real
// engine.
func TestTranscripts(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 20 {
		t.Fatalf("found only %d transcripts", len(paths))
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			t.Parallel()
			tr, err := parseTranscript(path)
			if err != nil {
				t.Fatal(err)
			}
			if tr.bug != "" {
				knownBug(t, tr.bug)
			}
			runTranscript(t, tr)
		})
	}
}

// runTranscript plays one transcript.
func runTranscript(t *testing.T, tr *transcript) {
	h := startHarness(t, newEngine(), Options{})
	m := newModel()
	var owed []expectation
	for _, it := range tr.items {
		if it.send {
			end := "\n"
			if it.crlf {
				end = "\r\n"
			}
			h.sendRaw(it.text + end)
			// The session sees the line without its end; ReadLine also
			// drops a CR before the LF.
			owed = append(owed, m.feed(strings.TrimSuffix(it.text, "\r"))...)
			continue
		}
		got, err := h.next(lineTimeout)
		if err != nil {
			t.Fatalf("line %d: waiting for %q: %v\n%s", it.line, it.text, err, h.conversation())
		}
		ok := false
		switch it.expect {
		case "exact":
			ok = got == it.text
		case "prefix":
			ok = strings.HasPrefix(got, it.text)
		case "regexp":
			ok = it.re.MatchString(got)
		case "move", "swap2":
			ok = true // judged by the model below
		}
		if !ok {
			t.Fatalf("line %d: got %q, want %q\n%s", it.line, got, it.text, h.conversation())
		}
		if len(owed) == 0 {
			t.Fatalf("line %d: the model owes no reply here, but the transcript expects %q (got %q)\n%s", it.line, it.text, got, h.conversation())
		}
		e := owed[0]
		owed = owed[1:]
		if it.expect == "move" && e.kind != expMove || it.expect == "swap2" && e.kind != expSwap2 {
			t.Fatalf("line %d: the transcript expects %s, the model %v", it.line, it.text, e)
		}
		if err := m.accept(e, got); err != nil {
			t.Fatalf("line %d: %v\n%s", it.line, err, h.conversation())
		}
	}
	if len(owed) > 0 {
		t.Fatalf("the transcript ends, but the model still owes %v", owed)
	}
	if !m.ended {
		h.send("END")
	}
	if !h.waitDone(2 * time.Second) {
		t.Fatalf("Run did not return within 2 s of END\n%s", h.conversation())
	}
	h.finish()
}
