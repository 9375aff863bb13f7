package tsots

import (
	"fmt"
	"testing"

	"cthulhu/carddb"
)

// TestDeclaredTitles: every card is declared with its collector number
// and its title, as the card database has them ("TSotS N"), and once.
func TestDeclaredTitles(t *testing.T) {
	db := carddb.Default()
	seen := map[int]string{}
	n := 0
	for _, set := range sets {
		for _, e := range set {
			n++
			key := fmt.Sprintf("TSotS %d", e.num)
			if prev, dup := seen[e.num]; dup {
				t.Errorf("%s is declared twice: as %q and as %q", key, prev, e.title)
				continue
			}
			seen[e.num] = e.title
			c := db.ByKey(key)
			switch {
			case c == nil:
				t.Errorf("card(%d, %q): the database has no card %s", e.num, e.title, key)
			case c.Title != e.title:
				msg := fmt.Sprintf("card(%d, %q): %s is %q, not %q", e.num, e.title, key, c.Title, e.title)
				for _, o := range db.ByTitle(e.title) {
					if o.Set == "TSotS" {
						msg += fmt.Sprintf(" (%q is %s)", e.title, o.Key())
					}
				}
				t.Error(msg)
			}
		}
	}
	if n == 0 {
		t.Fatal("no card declared")
	}
}

// TestDescriptions: every ability of every card has its description, so
// that its menu options and log lines say what it does, and two abilities
// of one card a player may choose between never read alike.
func TestDescriptions(t *testing.T) {
	for _, set := range sets {
		for _, e := range set {
			labels := map[string]bool{}
			for i, a := range e.impl.Abilities {
				if a.Text == "" {
					t.Errorf("TSotS %d (%s): ability %d (%v) has no description", e.num, e.title, i, a.Kind)
				}
				label := a.Kind.String() + " (" + a.Text + ")"
				if labels[label] {
					t.Errorf("TSotS %d (%s): two abilities read %q", e.num, e.title, label)
				}
				labels[label] = true
			}
			if e.impl.Description() == "" {
				t.Errorf("TSotS %d (%s) has no description", e.num, e.title)
			}
		}
	}
}
