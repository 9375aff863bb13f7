package main

import (
	"fmt"
	"slices"
	"strings"

	"cthulhu/carddb"
)

// builder turns source records into cards, reporting every choice.
type builder struct {
	rep      *report
	subtypes map[string]bool // every printed subtype, for reading attach rules
}

// subtypeSpelling fixes misspelt subtypes to the spelling the other cards'
// subtypes and the card texts use ("Sorcerer characters ...").
var subtypeSpelling = map[string]string{
	"Sorceror":     "Sorcerer",
	"Lunitic":      "Lunatic",
	"Cthonian":     "Chthonian",
	"Elixer":       "Elixir",
	"Locatio":      "Location",
	"Diasaster":    "Disaster",
	"Civilisation": "Civilization",
}

// spellingFixes fix cthulhucli misspellings of titles and descriptors,
// applied only where OCTGN prints the corrected form. The last three are
// also how the card's own text names it, in both sources.
var spellingFixes = map[string]string{
	"Cthuga":                      "Cthugha",
	"Dreamlands Conspriacy":       "Dreamlands Conspiracy",
	"Impertinent and Imquisitive": "Impertinent and Inquisitive",
	"Andrew-Chapman":              "Andrew Chapman",
	"Catacombes de Paris":         "Catacombs de Paris",
	"H.O.S.T":                     "H.O.S.T.",
}

// splitSubtypes reads "Investigator. Government." into a list, fixing
// spellings.
func splitSubtypes(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return r == '.' || r == ',' }) {
		part = cleanSpace(part)
		if part == "" {
			continue
		}
		if fix, ok := subtypeSpelling[part]; ok {
			part = fix
		}
		out = append(out, part)
	}
	return out
}

// vote reports a disagreement between cthulhucli and OCTGN on one field.
// With two data sources there is no majority against cthulhucli, so its
// value stands; the FAQ's errata, applied later, stand over both.
func (b *builder) vote(e *entry, field, cli, oct string) {
	if cli != oct {
		b.rep.add(secDisagree, "%s: %s: cthulhucli %q, OCTGN %q; kept cthulhucli", e.label(), field, cli, oct)
	}
}

// lcgCard builds an LCG card from an entry and its OCTGN counterpart.
func (b *builder) lcgCard(e *entry) (*carddb.Card, error) {
	c, err := b.baseCard(e.cli, carddb.LCG, e.label())
	if err != nil {
		return nil, fmt.Errorf("%s: %v", e.label(), err)
	}
	c.Set, c.Number, c.Title, c.Max = e.set, e.num, e.title, e.cli.Max
	c.OCTGNIDs = e.octgnIDs()
	c.Descriptor = b.fixSpelling(e, "descriptor", c.Descriptor)
	if o := e.oct; o != nil {
		b.voteOCTGN(e, c, o)
	} else if !c.NoCost && c.Cost == 0 && textDefinesXCost(e.cli.Text) {
		c.CostX = true
		b.rep.add(secXCost, "%s: cost X (text)", e.label())
	}
	b.struggles(e, c)
	return c, nil
}

// fixSpelling applies spellingFixes where OCTGN agrees.
func (b *builder) fixSpelling(e *entry, field, s string) string {
	fix, ok := spellingFixes[s]
	if !ok || !e.matched() {
		return s
	}
	theirs := e.octs[0].Title
	if field == "descriptor" {
		theirs = e.octs[0].Descriptor
	}
	if carddb.Normalize(theirs) != carddb.Normalize(fix) {
		return s
	}
	b.rep.add(secTitles, "%s: %s %q is %q, as OCTGN prints it", e.label(), field, s, fix)
	return fix
}

// voteOCTGN compares each statistic with OCTGN's, reporting differences.
// cthulhucli's values stand; OCTGN adds what cthulhucli cannot hold: X
// costs (stored as 0 there) and the Zoog resource icon.
func (b *builder) voteOCTGN(e *entry, c *carddb.Card, o *octCard) {
	b.vote(e, "type", strings.ToLower(e.cli.Type), strings.ToLower(o.Type))
	if f, ok := carddb.ParseFaction(o.Faction); !ok {
		b.rep.add(secOther, "%s: OCTGN faction %q unknown", e.label(), o.Faction)
	} else if c.Type != carddb.Story {
		b.vote(e, "faction", c.Faction.String(), f.String())
	}
	b.voteCost(e, c, o)
	if c.Type == carddb.Character {
		b.vote(e, "skill", c.SkillString(), o.Skill)
	}
	if o.IconsErr != nil {
		b.rep.add(secDisagree, "%s: OCTGN icons unreadable (%v); kept cthulhucli", e.label(), o.IconsErr)
	} else if c.Type == carddb.Character || o.Icons != "" {
		b.vote(e, "icons", e.cli.icons(), o.Icons)
	}
	b.vote(e, "unique", fmt.Sprint(c.Unique), fmt.Sprint(o.Unique))
	b.vote(e, "steadfast", steadfastString(c.Keywords.Steadfast), steadfastString(o.Steadfast))
	b.vote(e, "transient", fmt.Sprint(c.Keywords.Transient), fmt.Sprint(o.Transient))
	if titleKey(e.cli.Descriptor) != titleKey(o.Descriptor) && o.Descriptor != "" {
		b.vote(e, "descriptor", c.Descriptor, o.Descriptor)
	}
	b.voteKeywords(e, c, o)
	if theirs := splitSubtypes(o.Subtypes); !slices.Equal(theirs, c.Subtypes) {
		b.vote(e, "subtypes", strings.Join(c.Subtypes, ". "), strings.Join(theirs, ". "))
	}
	b.resource(e, c, o)
}

// voteCost handles costs: OCTGN's "X" for a cthulhucli 0 is an X cost,
// which cthulhucli cannot store; any other difference is a disagreement.
func (b *builder) voteCost(e *entry, c *carddb.Card, o *octCard) {
	if c.NoCost {
		return
	}
	textX := c.Cost == 0 && textDefinesXCost(e.cli.Text)
	switch {
	case o.Cost == "X" && c.Cost == 0:
		c.CostX = true
		how := "OCTGN"
		if textX {
			how = "OCTGN and text"
		}
		b.rep.add(secXCost, "%s: cost X (%s)", e.label(), how)
	case textX:
		b.rep.add(secXCost, "%s: text reads as cost X, but OCTGN prints %q; kept %s", e.label(), o.Cost, c.CostString())
	default:
		b.vote(e, "cost", c.CostString(), o.Cost)
	}
}

// voteKeywords compares the keyword lines; Steadfast and Transient are
// compared on their own fields.
func (b *builder) voteKeywords(e *entry, c *carddb.Card, o *octCard) {
	theirs, _, _ := parseKeywords(o.Keyword)
	b.keywordsFromSubtypes(e, c, theirs.List())
	mine := c.Keywords
	mine.Steadfast, mine.Transient = nil, false
	a, z := strings.Join(mine.List(), ", "), strings.Join(theirs.List(), ", ")
	if !strings.EqualFold(a, z) {
		b.vote(e, "keywords", a, z)
	}
}

// keywordsFromSubtypes moves a keyword cthulhucli lists among the
// subtypes ("Prophecy") to the keywords, where OCTGN has it and where
// cthulhucli puts it on the other cards that print it.
func (b *builder) keywordsFromSubtypes(e *entry, c *carddb.Card, theirs []string) {
	for _, k := range theirs {
		i := slices.IndexFunc(c.Subtypes, func(s string) bool { return strings.EqualFold(s, k) })
		if i < 0 || slices.Contains(c.Keywords.List(), k) {
			continue
		}
		if c.Keywords.ParseKeyword(k) != nil {
			continue
		}
		c.Subtypes = slices.Delete(slices.Clone(c.Subtypes), i, i+1)
		b.rep.add(secTitles, "%s: %q is a keyword, as OCTGN has it, not a subtype", e.label(), k)
	}
}

// resource sets the resource icon from OCTGN where it differs from the
// faction. Only Zoog icons are taken: cthulhucli records no resource icon,
// so any other difference has no second source, and the FAQ's errata fix
// the misprinted ones.
func (b *builder) resource(e *entry, c *carddb.Card, o *octCard) {
	if !o.HasRes || o.Resource == c.Faction {
		return
	}
	if o.Resource == carddb.Zoog {
		c.Resource = carddb.Zoog
		return
	}
	b.rep.add(secDisagree, "%s: OCTGN resource icon %s on a %s card; kept %s", e.label(), o.Resource, c.Faction, c.Faction)
}

// struggles sets a story's or conspiracy's struggle icons from OCTGN,
// assuming the standard four when OCTGN has none; on other cards, the icon
// boosters OCTGN lists, or those printed in cthulhucli's text.
func (b *builder) struggles(e *entry, c *carddb.Card) {
	textIcons, _ := boosters(e.cli.Text)
	var oct []carddb.Icon
	if e.oct != nil {
		oct = e.oct.Struggles
	}
	switch {
	case c.IsStoryLike() && len(oct) > 0:
		c.Struggles = oct
	case c.IsStoryLike():
		assumeStruggles(c)
		b.rep.add(secStruggles, "%s: %s struggles assumed TCAI (%s)", e.label(), c.Type, missingWhy(e))
	case e.oct != nil:
		c.Struggles = oct
		if len(textIcons) > 0 && iconLetters(textIcons) != iconLetters(oct) {
			b.rep.add(secDisagree, "%s: boosters: text %s, OCTGN %s; kept OCTGN", e.label(), iconLetters(textIcons), iconLetters(oct))
		}
	default:
		c.Struggles = textIcons
	}
}

func missingWhy(e *entry) string {
	switch {
	case e.oct != nil:
		return "OCTGN lists none"
	case e.matched():
		return "OCTGN's file used for ids only"
	}
	return "not in OCTGN"
}

func assumeStruggles(c *carddb.Card) {
	c.Struggles = []carddb.Icon{carddb.Terror, carddb.Combat, carddb.Arcane, carddb.Investigation}
	c.StrugglesAssumed = true
}

func steadfastString(sf []carddb.Steadfast) string {
	k := carddb.Keywords{Steadfast: sf}
	return strings.Join(k.List(), ", ")
}

// baseCard builds the facts both eras share from a cthulhucli record.
// label names the card in the report.
func (b *builder) baseCard(r *cliCard, era carddb.Era, label string) (*carddb.Card, error) {
	c := &carddb.Card{Era: era, SetName: r.SetName, Title: r.Name, Descriptor: r.Descriptor,
		Unique: r.Unique, Subtypes: splitSubtypes(r.Subtypes)}
	var ok bool
	if c.Type, ok = carddb.ParseType(r.Type); !ok {
		return nil, fmt.Errorf("unknown type %q", r.Type)
	}
	if c.Faction, ok = carddb.ParseFaction(r.Faction); !ok {
		return nil, fmt.Errorf("unknown faction %q", r.Faction)
	}
	c.Resource = c.Faction
	if err := setCost(c, r); err != nil {
		return nil, err
	}
	if err := setIcons(c, r); err != nil {
		return nil, err
	}
	if err := b.setKeywords(c, r); err != nil {
		return nil, err
	}
	b.setText(c, r, label)
	return c, nil
}

func setCost(c *carddb.Card, r *cliCard) error {
	switch {
	case c.Type == carddb.Story:
		c.NoCost = true
	case !r.Cost.Set:
		return fmt.Errorf("no cost")
	case r.Cost.X:
		c.CostX = true
	case r.Cost.N < 0 || r.Cost.N > 99:
		return fmt.Errorf("cost %d out of range", r.Cost.N)
	default:
		c.Cost = int8(r.Cost.N)
	}
	if c.Type != carddb.Character {
		return nil
	}
	switch {
	case !r.Skill.Set:
		return fmt.Errorf("character without skill")
	case r.Skill.X:
		c.SkillX = true
	case r.Skill.N < 0 || r.Skill.N > 99:
		return fmt.Errorf("skill %d out of range", r.Skill.N)
	default:
		c.Skill = int8(r.Skill.N)
	}
	return nil
}

func setIcons(c *carddb.Card, r *cliCard) error {
	for i, n := range []int{r.Terror, r.Combat, r.Arcane, r.Investigation} {
		if n < 0 || n > 9 {
			return fmt.Errorf("%d %s icons", n, carddb.Icon(i))
		}
		c.Icons[i] = int8(n)
	}
	return nil
}

// setKeywords reads the keyword line, then the Steadfast and Transient
// fields, which cthulhucli keeps apart from the text.
func (b *builder) setKeywords(c *carddb.Card, r *cliCard) error {
	c.Keywords, _ = keywordLine(r.Text)
	for _, s := range r.Steadfast {
		f, ok := carddb.ParseFaction(s.Faction)
		if !ok || f == carddb.Neutral || s.Count < 1 || s.Count > 20 {
			return fmt.Errorf("bad steadfast %v", s)
		}
		c.Keywords.Steadfast = append(c.Keywords.Steadfast, carddb.Steadfast{Faction: f, Count: int8(s.Count)})
	}
	c.Keywords.Transient = c.Keywords.Transient || r.Transient
	return nil
}

// setText derives what the text says beyond statistics: an attachment's
// requirement, an event's trigger, and whether anything is left that the
// card's implementation must do.
func (b *builder) setText(c *carddb.Card, r *cliCard, label string) {
	_, rest := keywordLine(r.Text)
	if c.Type == carddb.Support {
		rest = b.setAttach(c, r.Name, rest, label)
	}
	if c.Type == carddb.Event {
		c.Trigger = eventTrigger(r.Text)
	}
	_, rest = boosters(rest)
	c.Abilities = hasText(rest)
	c.TextSum = carddb.TextSum(r.Text)
	c.AnyCopies = anyCopies(r.Text, r.Name)
}

// anyCopies reports whether a card's text lets a deck hold any number of
// copies of it ("... any number of cards named TITLE in your deck").
func anyCopies(text, title string) bool {
	t := carddb.Normalize(text)
	return strings.Contains(t, "any number of cards named "+carddb.Normalize(title)+" in your deck")
}

// setAttach reads the "Attach to ..." requirement of a support, and
// returns the text without it.
func (b *builder) setAttach(c *carddb.Card, title, text, who string) string {
	target, rest, ok := attachSentence(text, title)
	if !ok {
		if !c.IsAttachment() {
			return text
		}
		if h := inferHost(text); h != carddb.HostNone {
			c.Attach = &carddb.AttachRule{To: h}
			b.rep.add(secAttach, "%s: no \"Attach to\" sentence; host %s from its text", who, h)
		} else {
			b.rep.add(secAttach, "%s: Attachment without an attach requirement; no rule", who)
		}
		return text
	}
	rule, unparsed := parseAttach(target, func(s string) bool { return b.subtypes[s] })
	if rule == nil {
		b.rep.add(secAttach, "%s: attach target %q not understood; no rule", who, target)
		return text
	}
	c.Attach = rule
	if len(unparsed) > 0 {
		b.rep.add(secAttach, "%s: partial: %q", who, strings.Join(unparsed, "; "))
	}
	if !c.IsAttachment() {
		b.rep.add(secAttach, "%s: attach requirement on a card without the Attachment subtype", who)
	}
	return rest
}
