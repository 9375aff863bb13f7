package deck

import (
	"errors"
	"fmt"
	"strings"

	"cthulhu/carddb"
)

// MinSize is the least number of cards in a deck, in both formats (LCG
// rulebook and Eldritch Edition rules, "Deck-Building Rules").
const MinSize = 50

// Problem is one way a deck breaks the deck-building rules. Msg says what is
// wrong with this deck; Rule states the rule and where it is written.
type Problem struct {
	Rule string
	Msg  string
}

// String writes the problem on one line, e.g.
// "too few cards: 47 (at least 50; LCG rulebook, Deck-Building Rules)".
func (p Problem) String() string {
	if p.Rule == "" {
		return p.Msg
	}
	return p.Msg + " (" + p.Rule + ")"
}

// Sources of the rules, as Problem.Rule cites them.
const (
	srcLCG        = "LCG rulebook, Deck-Building Rules"
	srcLCGStory   = "LCG rulebook, Winning A Story Card"
	srcRestricted = "FAQ v3.0, Restricted List"
	srcBanned     = "FAQ v3.0, Banned List"
	srcEE         = "Eldritch Edition rules v2.0, Deck Building Rules"
	srcEEStory    = "Eldritch Edition rules v2.0, Winning a Story Card"
)

// Validate checks a deck against the deck-building rules of a format and
// returns its problems, none for a legal deck.
//
// LCG: at least 50 cards, story cards not counted; at most f.Copies (3) of a
// title, copies with other descriptors counted together; one restricted
// title at most (FAQ v3.0: any number of copies of it); no banned card
// (FAQ v3.0); no story card, since the format fixes the story deck.
// Eldritch Edition: at least 50 cards; at most 4 of a title; no conspiracy
// (the edition has none) and no story card; no restricted or banned list.
// Restricted and banned are the database's Card.Restricted and Card.Banned.
//
// casual lifts only the 50-card minimum, so that the Core Set's first-game
// decks pass. The problems come in a fixed order: the size, then each title
// in the order it first appears in the deck, then the restricted list.
func Validate(d *Deck, f carddb.Format, casual bool) []Problem {
	var out []Problem
	if d == nil {
		d = &Deck{}
	}
	src, storySrc := srcLCG, srcLCGStory
	if f == carddb.FormatEldritch {
		src, storySrc = srcEE, srcEEStory
	}
	if n := d.Size(); n < MinSize && !casual {
		out = append(out, Problem{
			Rule: fmt.Sprintf("at least %d; %s", MinSize, src),
			Msg:  fmt.Sprintf("too few cards: %d", n),
		})
	}

	// Group entries by normalized title, in order of first appearance.
	type group struct {
		title string
		count int
		limit int
		cards []*carddb.Card // distinct printings, in deck order
	}
	var groups []*group
	byTitle := map[string]*group{}
	for _, e := range d.Entries {
		if e.Card == nil {
			continue
		}
		k := carddb.Normalize(e.Card.Title)
		g := byTitle[k]
		if g == nil {
			g = &group{title: e.Card.Title, limit: f.Copies(e.Card)}
			byTitle[k] = g
			groups = append(groups, g)
		}
		g.count += e.Count
		// The strictest limit applies when printings disagree.
		g.limit = min(g.limit, f.Copies(e.Card))
		seen := false
		for _, c := range g.cards {
			seen = seen || c == e.Card
		}
		if !seen {
			g.cards = append(g.cards, e.Card)
		}
	}

	var restricted []string
	for _, g := range groups {
		for _, c := range g.cards {
			switch {
			case c.Type == carddb.Story:
				out = append(out, Problem{
					Rule: "the story deck is fixed; " + storySrc,
					Msg:  fmt.Sprintf("story card in the draw deck: %s", cardName(c)),
				})
			case c.Type == carddb.Conspiracy && !f.HasConspiracies():
				out = append(out, Problem{
					Rule: "the Eldritch Edition has no conspiracy cards; Eldritch Edition rules v2.0",
					Msg:  fmt.Sprintf("conspiracy card: %s", cardName(c)),
				})
			}
			if f == carddb.FormatLCG && c.Banned {
				out = append(out, Problem{Rule: srcBanned, Msg: fmt.Sprintf("banned card: %s", cardName(c))})
			}
		}
		if g.count > g.limit {
			rule := fmt.Sprintf("at most %d of a title; %s", g.limit, src)
			if f == carddb.FormatLCG && g.limit != 3 {
				rule = fmt.Sprintf("at most %d of this title, as the card allows", g.limit)
			}
			out = append(out, Problem{Rule: rule, Msg: fmt.Sprintf("%d copies of %q", g.count, g.title)})
		}
		if f == carddb.FormatLCG {
			for _, c := range g.cards {
				if c.Restricted {
					restricted = append(restricted, fmt.Sprintf("%q", g.title))
					break
				}
			}
		}
	}
	if len(restricted) > 1 {
		out = append(out, Problem{
			Rule: "at most one restricted title; " + srcRestricted,
			Msg:  fmt.Sprintf("%d restricted titles: %s", len(restricted), strings.Join(restricted, ", ")),
		})
	}
	return out
}

// cardName names a card in a problem: "Magah Bird" (JtUK 110).
func cardName(c *carddb.Card) string {
	return fmt.Sprintf("%q (%s)", c.FullTitle(), c.Key())
}

// LoadForPlay reads the deck a command-line argument names (LoadOrPreset)
// and checks it for a game: a preset, one of the rulebook's first-game
// decks (For the First Game), is made for casual play and passes as there;
// any other deck must pass Validate, its minimum lifted only when casual.
// A deck that fails is an error naming its first problem.
func LoadForPlay(arg string, db *carddb.DB, f carddb.Format, casual bool) (*Deck, error) {
	d, err := LoadOrPreset(arg, db, f)
	if err != nil {
		return nil, err
	}
	p, preset := FindPreset(arg)
	if preset && p.Format() == carddb.FormatEldritch && f != carddb.FormatEldritch {
		return nil, fmt.Errorf("preset %s is an Eldritch Edition deck: play it with --format eldritch", p.Name)
	}
	probs := Validate(d, f, casual || preset)
	if len(probs) == 0 {
		return d, nil
	}
	msg := fmt.Sprintf("%s: %s", d.Name, probs[0])
	if len(probs) > 1 {
		msg += fmt.Sprintf(" (and %d more problems: cthulhu deck check %s)", len(probs)-1, arg)
	}
	if !casual && !preset && len(Validate(d, f, true)) == 0 {
		msg += "; --casual plays it without the minimum"
	}
	return nil, errors.New(msg)
}
