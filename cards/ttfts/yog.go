package ttfts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TTftS 91 and 92.
var yog = []entry{
	// The character is picked as the Action resolves (no "choose"); it
	// commits as an effect commits it, unexhausted, and its commitment may
	// be answered.
	card(91, "Nebulous Ooze",
		NewAction("committed, pay 1: it leaves its story and a ready Yog-Sothoth character of yours commits there without exhausting").
			When(selfCanLeave).
			Costing(Pay(1)).
			Choosing(Designate("its story", oozeStory).Story()).
			Doing(Custom(leaveStory, nil),
				Choosing(PickCard("a ready Yog-Sothoth character of yours to commit to its story", All(Character, Yours, Other, OfFaction(carddb.YogSothoth), ReadyCard)),
					commitToOozeStory))),
	// The deck is picked as the event resolves; "choose" makes each
	// character readied a target, one for each Yog-Sothoth card discarded
	// (two at most), ready or not (FAQ, Y'Golnac ruling).
	card(92, "Domestic Sacrifice",
		NewAction("the top 2 cards of a deck are discarded; for each Yog-Sothoth card among them you may ready a Yog-Sothoth character you choose").
			Doing(Choosing(PickPlayer("the player whose deck loses its top 2 cards"), discardTopTwo),
				If(yogDiscarded(1), Choosing(PickCard("a Yog-Sothoth character to ready", yogCharacter).Targeting().Optional(), readyChosen)),
				If(yogDiscarded(2), Choosing(PickCard("another Yog-Sothoth character to ready", yogCharacter).Targeting().Optional(), readyChosen)))),
}

// selfCanLeave (Nebulous Ooze) holds while the card is committed and
// may be taken from its story: an effect that designates it for what it
// cannot undergo cannot be used (FAQ 2.2).
func selfCanLeave(c *Ctx) bool { return c.CanUncommit(c.Src()) }

// oozeStory (Nebulous Ooze) selects the story the card is committed to.
func oozeStory(c *Ctx, id CardID) bool { return id != None && c.CommittedTo(c.Src()) == id }

// leaveStory (Nebulous Ooze) removes the card from its story.
func leaveStory(c *Ctx) {
	if !c.Uncommit(c.Src()) {
		c.Fail()
	}
}

// commitToOozeStory (Nebulous Ooze) commits the character picked to the
// story designated as the Action started (the card has left it since),
// without exhausting it.
func commitToOozeStory(c *Ctx, chosen []CardID) {
	ts := c.Group(0)
	if len(chosen) == 0 || len(ts) == 0 || !c.CommitTo(chosen[0], ts[0]) {
		c.Fail()
	}
}

// yogCharacter selects Yog-Sothoth characters in play.
func yogCharacter(c *Ctx, id CardID) bool {
	return c.IsCharacter(id) && c.Faction(id) == carddb.YogSothoth
}

// discardTopTwo (Domestic Sacrifice) discards the top 2 cards of the deck
// of the player picked, and keeps them for the parts after.
func discardTopTwo(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	ids := c.DiscardTopOfDeck(ChosenValue(chosen[0]), 2)
	c.Keep(ids...)
	if len(ids) < 2 {
		c.Fail()
	}
}

// yogDiscarded (Domestic Sacrifice) holds when at least n of the cards
// discarded (the group kept after the pick of the deck) are Yog-Sothoth
// cards.
func yogDiscarded(n int) Cond {
	return func(c *Ctx) bool {
		k := 0
		for _, id := range c.Group(1) {
			if c.Card(id).Faction == carddb.YogSothoth {
				k++
			}
		}
		return k >= n
	}
}

// readyChosen readies the characters chosen.
func readyChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Ready(id)
	}
}
