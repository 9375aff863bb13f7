package ttfts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TTftS 83 and 84.
var miskatonic = []entry{
	// FAQ errata: "every card you control has the Miskatonic University
	// faction". A Disrupt with an "after" trigger: it is used at once,
	// after the story is taken and before a new one replaces it. The
	// search is optional; the deck is shuffled, the card found on top.
	card(83, "Literature Professor",
		NewDisrupt("only while all your cards are Miskatonic, after you win a story: you may search the story deck for the next story to come into play").
			On(On(youWonStory, EvWinStory)).When(allYoursMiskatonic).
			Doing(Choosing(PickCard("the next story to come into play", StoryCard).FromStoryDeck().Optional(), nextStory))),
	// "Cannot" is absolute (FAQ 2.2): no effect uncommits the character
	// either, until its story resolves after this phase; a story won
	// uncommits it.
	card(84, "Summer Classes",
		NewAction("a committed character you choose stays at its story through this phase and until the story resolves again, unless the story is won").
			Choosing(Choose("a committed character", All(Character, CommittedCard))).
			Doing(Custom(holdTarget, nil))),
}

// holdTarget (Summer Classes) keeps the chosen character committed.
func holdTarget(c *Ctx) {
	ts := c.LegalTargets(0)
	if len(ts) == 0 || !c.HoldCommitted(ts[0]) {
		c.Fail()
	}
}

// youWonStory matches its player winning a story card.
func youWonStory(c *Ctx, e *Event) bool { return e.Kind == EvWinStory && int(e.Player) == c.You() }

// allYoursMiskatonic (Literature Professor, with its errata: "faction")
// holds while every card its player controls in play is of the Miskatonic
// University faction; an insane character has no faction (FAQ 2.34).
func allYoursMiskatonic(c *Ctx) bool {
	for _, id := range c.PlayArea(c.You()) {
		if c.Faction(id) != carddb.Miskatonic {
			return false
		}
	}
	return true
}

// nextStory (Literature Professor) shuffles the story deck and puts the
// story found on top of it.
func nextStory(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.ShuffleStoryDeckUnder(chosen[0]) {
		c.Fail()
	}
}
