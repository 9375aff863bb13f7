package ttott

import (
	"slices"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TTotT 75 to 80.
var neutral = []entry{
	// FAQ errata: unique (in the card database), and the two tokens come
	// from one story. Not offered from the hand while he could not enter
	// play (uniqueness). Used from the hand, he comes into play and goes
	// back to the hand as the phase ends if he is still in play then;
	// used from the discard pile, he is taken into the hand.
	card(75, "Descendant of Eibon",
		NewAction("discard 2 of your success tokens from a story: from your hand he comes into play until the end of the phase; from your discard pile he returns to your hand").
			Working(FromHand|FromDiscard).When(descendantCanMove).
			Costing(DiscardYourSuccess(2)).
			Doing(Custom(intoPlayForPhase, mayEnterFromHand), If(selfInDiscard, ReturnSelfToHand()))),
	card(76, "Clever Zoog",
		NewConstant("your other characters committed to its story gain an arcane icon",
			GainIcon(carddb.Arcane, 1).On(All(Character, Yours, Other, AtSameStory)))),
	// The order is that of the story's resolution: arcane struggles first
	// while he is committed there; once some have resolved, each struggle
	// of the list still resolves once, should he leave. The Disrupt is
	// used at once, in the resolution (FAQ 3.2, 3.5), as The Cornered
	// Man's is; the struggle skipped is one still to resolve there (a
	// kind, as with Grim Wraith: not a card, no target).
	card(77, "Struggling Artist",
		NewConstant("arcane struggles resolve first at his story", StrugglesFirst(carddb.Arcane).On(storyOfSelf)),
		NewDisrupt("after you win an arcane struggle he took part in: a struggle of your choice still to resolve at that story is skipped").
			On(On(wonArcaneWithSelf, EvStruggle)).When(strugglesLeft).
			Doing(Choosing(PickIconAmong("the struggle to skip at that story", remainingAtStory), skipChosen))),
	card(78, "Total Eclipse",
		NewAction("in your story phase, before commitments: an extra arcane struggle at every story this phase").
			When(YourStoryBeforeCommitments).
			Doing(UntilEndOfPhase(StoryStruggles(carddb.Arcane, 1).On(StoryInPlay)))),
	// A lasting effect on the story chosen, for its player, until the end
	// of the phase: each arcane struggle he wins there offers him a
	// success token on it, once the struggle's own effect has resolved.
	card(79, "Stealing the Glory",
		NewAction("choose a story: this phase, each arcane struggle you win there lets you place a success token on it").
			Choosing(Choose("a story", StoryInPlay).Story()).
			Doing(TargetGains(0, SuccessPerStruggleWon(carddb.Arcane)))),
	// The winner chooses whether to execute it at all (Rulebook, Winning
	// a Story Card): the "may". The insane are restored first, so that
	// they are readied too.
	conspiracy(80, "Fountain of Youth",
		"Every insane character in play is restored, then every character in play is readied.",
		restoreAll, ReadyAll(Character)),
}

// restoreAll (Fountain of Youth) restores every insane character in
// play that may be restored, the active player's first.
var restoreAll = Custom(func(c *Ctx) {
	for _, p := range []int{c.Active(), 1 - c.Active()} {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.Insane(id) {
				c.Restore(id)
			}
		}
	}
}, nil)

// selfInHand and selfInDiscard tell where the ability's own card is.
func selfInHand(c *Ctx) bool    { return c.Zone(c.Src()) == ZoneHand }
func selfInDiscard(c *Ctx) bool { return c.Zone(c.Src()) == ZoneDiscard }

// mayEnterFromHand (Descendant of Eibon) holds while the card is in its
// owner's hand and could enter play (uniqueness, FAQ 2.24).
func mayEnterFromHand(c *Ctx) bool { return selfInHand(c) && c.Matches(CanEnterPlay, c.Src()) }

// descendantCanMove (Descendant of Eibon) holds while the card could go
// where its Action sends it: into play from the hand, or to the hand from
// the discard pile.
func descendantCanMove(c *Ctx) bool { return mayEnterFromHand(c) || selfInDiscard(c) }

// intoPlayForPhase (Descendant of Eibon) puts the card, from its owner's
// hand, into play; it goes back to the hand as the phase ends, if it is
// in play then. From elsewhere the part does nothing.
func intoPlayForPhase(c *Ctx) {
	if !selfInHand(c) {
		return
	}
	if !c.PutIntoPlayCommitted(c.Src(), None) {
		c.Fail()
		return
	}
	c.ReturnToHandAtEndOfPhase(c.Src())
}

// storyOfSelf selects the story the ability's card is committed to.
func storyOfSelf(c *Ctx, id CardID) bool {
	s := c.CommittedTo(c.Src())
	return s != None && id == s
}

// remainingAtStory (Struggling Artist) are the struggles still to resolve
// at the story of the struggle answered.
func remainingAtStory(c *Ctx) []carddb.Icon {
	e := c.Event()
	if e == nil || e.Card == None {
		return nil
	}
	var out []carddb.Icon
	for _, ic := range c.RemainingStruggles(e.Card) {
		if !slices.Contains(out, ic) {
			out = append(out, ic)
		}
	}
	return out
}

// strugglesLeft holds while a struggle is left to resolve at the story of
// the struggle answered.
func strugglesLeft(c *Ctx) bool { return len(remainingAtStory(c)) > 0 }

// skipChosen (Struggling Artist) skips one struggle of the kind chosen at
// the story of the struggle answered.
func skipChosen(c *Ctx, chosen []CardID) {
	e := c.Event()
	if len(chosen) == 0 || e == nil || !c.SkipStruggle(e.Card, ChosenIcon(chosen[0])) {
		c.Fail()
	}
}
