package engine

import (
	"encoding"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// wireKind is one kind type of the wire: its name in docs/wire.md, its
// table of names, and the value of kind i.
type wireKind struct {
	doc   string
	names []string
	kind  func(i int) any // the kind as a value (a fmt.Stringer, an encoding.TextMarshaler)
	ptr   func() any      // a new zero kind, to unmarshal into
}

var wireKinds = []wireKind{
	{"act", actNames[:], func(i int) any { return Act(i) }, func() any { return new(Act) }},
	{"prompt", promptNames[:], func(i int) any { return PromptKind(i) }, func() any { return new(PromptKind) }},
	{"event", eventNames[:], func(i int) any { return EventKind(i) }, func() any { return new(EventKind) }},
	{"step", stepNames[:], func(i int) any { return Step(i) }, func() any { return new(Step) }},
	{"phase", phaseNames[:], func(i int) any { return Phase(i) }, func() any { return new(Phase) }},
}

// TestEveryKindHasAName: every value of every kind has its own name,
// which String writes (never a fallback such as "act(12)"), and the
// value one past the last has none.
func TestEveryKindHasAName(t *testing.T) {
	for _, wk := range wireKinds {
		seen := map[string]int{}
		for i, name := range wk.names {
			if name == "" {
				t.Errorf("%s %d has no name", wk.doc, i)
				continue
			}
			if j, ok := seen[name]; ok {
				t.Errorf("%s %d and %d are both named %q", wk.doc, j, i, name)
			}
			seen[name] = i
			if s := wk.kind(i).(fmt.Stringer).String(); s != name {
				t.Errorf("%s %d: String() = %q, want %q", wk.doc, i, s, name)
			}
		}
		if _, err := wk.kind(len(wk.names)).(encoding.TextMarshaler).MarshalText(); err == nil {
			t.Errorf("%s %d, past the last, has a name", wk.doc, len(wk.names))
		}
	}
}

// TestKindsRoundTrip: every value of every kind is written as its name
// and read back as itself, alone and as JSON.
func TestKindsRoundTrip(t *testing.T) {
	for _, wk := range wireKinds {
		for i, name := range wk.names {
			v := wk.kind(i)
			b, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("%s %d: %v", wk.doc, i, err)
			}
			if want := `"` + name + `"`; string(b) != want {
				t.Errorf("%s %d is written %s, want %s", wk.doc, i, b, want)
			}
			p := wk.ptr()
			if err := json.Unmarshal(b, p); err != nil {
				t.Fatalf("%s %s: %v", wk.doc, b, err)
			}
			if got := reflect.ValueOf(p).Elem().Interface(); got != v {
				t.Errorf("%s %s is read as %v, want %v", wk.doc, b, got, v)
			}
		}
	}
}

// TestUnknownKindNames: a name that is not a kind's is refused with one
// line that names it, and so is a number where a name belongs.
func TestUnknownKindNames(t *testing.T) {
	for _, wk := range wireKinds {
		for _, in := range []string{`"bogus-kind"`, `""`, `"PLAY"`, `3`} {
			err := json.Unmarshal([]byte(in), wk.ptr())
			if err == nil {
				t.Errorf("%s %s was read", wk.doc, in)
				continue
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") || in[0] == '"' && !strings.Contains(msg, in) {
				t.Errorf("%s %s: the error does not name the value in one line: %q", wk.doc, in, msg)
			}
		}
	}
	var o Option
	err := json.Unmarshal([]byte(`{"act":"fly","card":3,"arg":0}`), &o)
	if err == nil || !strings.Contains(err.Error(), `unknown option kind "fly"`) {
		t.Errorf("an option of an unknown kind: %v", err)
	}
}

// TestWireStructsAreTagged: every field of the wire's structs has a
// JSON name, so that none appears in Go's spelling, and an Entry holds
// every fact of its Event but Seq, Flags and Answers (which are the
// engine's: Answers is a Seq).
func TestWireStructsAreTagged(t *testing.T) {
	for _, v := range []any{Option{}, Choice{}, Prompt{}, Event{}, Entry{}, View{}, PlayerView{}, DomainView{}, StoryView{}, CardView{}} {
		rt := reflect.TypeOf(v)
		for i := range rt.NumField() {
			f := rt.Field(i)
			if tag := f.Tag.Get("json"); tag == "" && !f.Anonymous {
				t.Errorf("%s.%s has no JSON name", rt.Name(), f.Name)
			}
		}
	}
	entry := reflect.TypeOf(Entry{})
	ev := reflect.TypeOf(Event{})
	for i := range ev.NumField() {
		name := ev.Field(i).Name
		switch name {
		case "Seq", "Flags", "Answers":
			continue
		case "Text":
			name = "Note"
		}
		if _, ok := entry.FieldByName(name); !ok {
			t.Errorf("Entry has no field for Event.%s", ev.Field(i).Name)
		}
	}
}

// TestWireDoc: docs/wire.md lists every kind's names, in the order of
// their tables, each as a list item "- `name` ..." under a line
// "<!-- names: KIND -->".
func TestWireDoc(t *testing.T) {
	b, err := os.ReadFile("../docs/wire.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	item := regexp.MustCompile("^- `([^`]*)`")
	for _, wk := range wireKinds {
		marker := "<!-- names: " + wk.doc + " -->\n"
		at := strings.Index(doc, marker)
		if at < 0 {
			t.Errorf("docs/wire.md has no list of the %s names (a line %q)", wk.doc, strings.TrimSpace(marker))
			continue
		}
		var got []string
		for _, line := range strings.Split(doc[at+len(marker):], "\n") {
			m := item.FindStringSubmatch(line)
			if m == nil {
				break
			}
			got = append(got, m[1])
		}
		if !slices.Equal(got, wk.names) {
			var want strings.Builder
			for _, n := range wk.names {
				fmt.Fprintf(&want, "- `%s`\n", n)
			}
			t.Errorf("docs/wire.md lists the %s names %q; the table is:\n%s", wk.doc, got, want.String())
		}
	}
}
