package set

import (
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/engine"
)

// TestProblems: each kind of mistake in a set's declarations is found and
// named.
func TestProblems(t *testing.T) {
	act := func(text string) engine.Ability { return engine.NewAction(text) }
	tests := []struct {
		name    string
		entries []Entry
		want    string // a part of the one problem; "" for none
	}{
		{"right", []Entry{Card(125, "Forest Sister", act("cancel a wound"))}, ""},
		{"wrong title", []Entry{Card(124, "Forest Sister", act("x"))}, `Core 124 is "Slavering Gug", not "Forest Sister" ("Forest Sister" is Core 125)`},
		{"no such number", []Entry{Card(999, "Forest Sister", act("x"))}, "the database has no card Core 999"},
		{"twice", []Entry{Card(125, "Forest Sister", act("x")), Card(125, "Forest Sister", act("y"))}, "declared twice"},
		{"no description", []Entry{Card(125, "Forest Sister", act(""))}, "has no description"},
		{"alike", []Entry{Card(125, "Forest Sister", act("x"), act("x"))}, "two abilities read"},
		{"attach without words", []Entry{Card(125, "Forest Sister", act("x")).AttachingTo("", engine.Character)}, "has no words"},
		{"none", nil, "no card is declared"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Problems(carddb.Default(), "Core", tt.entries)
			switch {
			case tt.want == "" && len(got) > 0:
				t.Fatalf("problems %q, want none", got)
			case tt.want != "" && (len(got) != 1 || !strings.Contains(got[0], tt.want)):
				t.Fatalf("problems %q, want one containing %q", got, tt.want)
			}
		})
	}
}

// TestProblemsTitled: a set without collector numbers declares cards by
// title; a misspelt title is named with the nearest, and a card that plays
// as an LCG printing (carddb.Card.Reprint) is not declared again.
func TestProblemsTitled(t *testing.T) {
	act := func(text string) engine.Ability { return engine.NewAction(text) }
	tests := []struct {
		name    string
		entries []Entry
		want    string
	}{
		{"right", []Entry{Titled("Abduction", act("x"))}, ""},
		{"misspelt", []Entry{Titled("Abducton", act("x"))}, `the database has no card EE Abducton (did you mean "Abduction"?)`},
		{"twice", []Entry{Titled("Abduction", act("x")), Titled("Abduction", act("y"))}, "declared twice"},
		{"reprint", []Entry{Titled("Lord of the Silver Twilight", act("x"))}, ""},
	}
	db := carddb.Default()
	var reprint *carddb.Card
	for _, c := range db.SetCards("EE") {
		if c.Reprint != "" {
			reprint = c
			break
		}
	}
	if reprint == nil {
		t.Fatal("no EE card plays as an LCG card")
	}
	tests[3].entries = []Entry{Titled(reprint.Title, act("x"))}
	tests[3].want = "plays as " + reprint.Reprint
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Problems(db, "EE", tt.entries)
			switch {
			case tt.want == "" && len(got) > 0:
				t.Fatalf("problems %q, want none", got)
			case tt.want != "" && (len(got) != 1 || !strings.Contains(got[0], tt.want)):
				t.Fatalf("problems %q, want one containing %q", got, tt.want)
			}
		})
	}
	l := engine.NewLibrary()
	Register(l, "EE", []Entry{Titled("Abduction", act("x"))})
	if !l.Has("EE Abduction") {
		t.Errorf("keys %q, want EE Abduction", l.Keys())
	}
}
