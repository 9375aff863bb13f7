package tpty

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TPtY 107 to 109.
var cthulhuCards = []entry{
	// Only a commitment from the uncommitted state answers it, not coming
	// into play committed (FAQ, Julia Brown, Oddly Amphibious rulings);
	// with fewer than two cards in hand she discards what there is and
	// draws nothing.
	card(107, "Julia Brown",
		NewForced("after she commits: discard 2 cards at random from your hand, then draw 2").
			On(Commits(Self)).
			Doing(DiscardAtRandom((*Ctx).You, 2), Draw(2).Then())),
	// FAQ errata: "1 skill characters with no keywords or abilities":
	// no name is given, and the subtypes stay. Every character that may
	// be chosen is a target (FAQ 1.9), taken at once.
	card(108, "Eye of the Deep",
		NewAction("every character of printed skill 3 or less, chosen: skill 1, no keywords or abilities, two combat icons and an arcane icon only, this phase").
			Choosing(Choose("every character with printed skill 3 or lower", All(Character, PrintedSkillAtMost(3))).Every()).
			Doing(eyeOfTheDeep)),
	// FAQ errata: an Action, and "the Deep One subtype".
	card(109, "Scalethorn Asylum",
		NewAction("exhaust it, pay 1: a character you choose is a Deep One with two more combat icons and an arcane icon this phase").
			Costing(ExhaustSelf(), Pay(1)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainSubtype("Deep One"), GainIcon(carddb.Combat, 2), GainIcon(carddb.Arcane, 1)))),
}

// eyeOfTheDeep (Eye of the Deep): until the end of the phase, each target
// still legal has a printed skill of 1, a blank text box (no keywords, no
// abilities) but its printed subtypes, which it keeps, and two combat
// icons and an arcane icon in place of its printed icons. An insane
// character cannot be modified (FAQ 2.34).
var eyeOfTheDeep = Custom(func(c *Ctx) {
	for _, id := range c.LegalTargets(0) {
		if c.Insane(id) || !c.InPlay(id) {
			continue
		}
		mods := []Mod{PrintedSkillIs(1), Blank()}
		for _, st := range c.Card(id).Subtypes {
			mods = append(mods, GainSubtype(st))
		}
		for ic, n := range c.Card(id).Icons {
			if n > 0 {
				mods = append(mods, GainIcon(carddb.Icon(ic), -int(n)))
			}
		}
		mods = append(mods, GainIcon(carddb.Combat, 2), GainIcon(carddb.Arcane, 1))
		c.GainsForPhase(id, mods...)
	}
}, nil)
