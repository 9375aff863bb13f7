// Package set is what every set's package declares its cards with: a card
// by its collector number and title, a story or conspiracy with the effect
// its winner may execute, an attachment's requirement where the card
// database reads only part of it; the registration of a set's cards under
// their keys ("TSotS 12"); and the checks every set's declarations pass
// (Problems), which each set's tests run.
package set

import (
	"fmt"

	"cthulhu/carddb"
	"cthulhu/engine"
)

// Entry is one card's declaration.
type Entry struct {
	Num   int
	Title string
	Impl  engine.Impl
}

// Card declares card num of a set, titled title, and its abilities; what
// the card does is told by its abilities' texts (engine.Impl.Description).
func Card(num int, title string, abilities ...engine.Ability) Entry {
	return Entry{Num: num, Title: title, Impl: engine.Impl{Abilities: abilities}}
}

// Titled declares a card of a set whose cards have no collector numbers
// (the collectible game's: key "EE Dark Young"), by its title.
func Titled(title string, abilities ...engine.Ability) Entry {
	return Card(0, title, abilities...)
}

// StoryTitled is Story for a set whose cards have no collector numbers.
func StoryTitled(title, text string, effects ...engine.Effect) Entry {
	return Story(0, title, text, effects...)
}

// key is the entry's card key in a set: "TSotS 12", or "EE Dark Young"
// for a card declared by its title.
func (e Entry) key(code string) string {
	if e.Num == 0 {
		return code + " " + e.Title
	}
	return fmt.Sprintf("%s %d", code, e.Num)
}

// Story declares a story or conspiracy card with the effect its winner
// may execute and the description of that effect (Rulebook, Winning a
// Story Card).
func Story(num int, title, text string, effects ...engine.Effect) Entry {
	return Entry{Num: num, Title: title, Impl: engine.Impl{Abilities: []engine.Ability{
		{Kind: engine.StoryWin, Text: text, Effects: effects}}}}
}

// AttachingTo gives an attachment the part of its "Attach to ..."
// requirement the card database does not capture (engine.Impl.AttachTo),
// with the whole requirement in words.
func (e Entry) AttachingTo(text string, f engine.CardFilter) Entry {
	e.Impl.AttachTo, e.Impl.AttachText = f, text
	return e
}

// Unblankable declares a card whose text box no effect blanks
// (engine.Impl.Unblankable).
func (e Entry) Unblankable() Entry {
	e.Impl.Unblankable = true
	return e
}

// Register adds a set's declarations to a library, under the keys of the
// set's code.
func Register(l *engine.Library, code string, groups ...[]Entry) {
	for _, g := range groups {
		for _, e := range g {
			im := e.Impl
			l.Add(e.key(code), &im)
		}
	}
}

// Problems lists what is wrong with a set's declarations, one problem a
// line: a number the database does not have in the set, a title that is
// not the card's (with the number the title has, where it is in the set),
// a card declared twice, an ability without a description, two abilities
// of one card a player could not tell apart in a menu.
func Problems(db *carddb.DB, code string, groups ...[]Entry) []string {
	var out []string
	seen := map[string]string{}
	n := 0
	for _, g := range groups {
		for _, e := range g {
			n++
			key := e.key(code)
			if prev, dup := seen[key]; dup {
				out = append(out, fmt.Sprintf("%s is declared twice: as %q and as %q", key, prev, e.Title))
				continue
			}
			seen[key] = e.Title
			c := db.ByKey(key)
			switch {
			case c == nil && e.Num == 0:
				msg := fmt.Sprintf("titled(%q): the database has no card %s", e.Title, key)
				if s := db.Suggest(e.Title, 1); len(s) > 0 {
					msg += fmt.Sprintf(" (did you mean %q?)", s[0])
				}
				out = append(out, msg)
			case c == nil:
				out = append(out, fmt.Sprintf("card(%d, %q): the database has no card %s", e.Num, e.Title, key))
			case c.Title != e.Title && e.Num != 0:
				msg := fmt.Sprintf("card(%d, %q): %s is %q, not %q", e.Num, e.Title, key, c.Title, e.Title)
				for _, o := range db.ByTitle(e.Title) {
					if o.Set == code {
						msg += fmt.Sprintf(" (%q is %s)", e.Title, o.Key())
					}
				}
				out = append(out, msg)
			case c.Reprint != "":
				out = append(out, fmt.Sprintf("%s (%s) plays as %s, whose text it has: declare that card instead", key, e.Title, c.Reprint))
			}
			labels := map[string]bool{}
			for i, a := range e.Impl.Abilities {
				if a.Text == "" {
					out = append(out, fmt.Sprintf("%s (%s): ability %d (%v) has no description", key, e.Title, i, a.Kind))
				}
				label := a.Kind.String() + " (" + a.Text + ")"
				if labels[label] {
					out = append(out, fmt.Sprintf("%s (%s): two abilities read %q", key, e.Title, label))
				}
				labels[label] = true
			}
			if e.Impl.AttachTo != nil && e.Impl.AttachText == "" {
				out = append(out, fmt.Sprintf("%s (%s): its requirement to attach has no words", key, e.Title))
			}
		}
	}
	if n == 0 {
		out = append(out, "no card is declared")
	}
	return out
}
