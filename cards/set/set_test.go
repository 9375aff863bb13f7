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
