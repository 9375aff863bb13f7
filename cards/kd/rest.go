package kd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// bainExhausted (William Bain) matches a character or support card an
// opponent of his controls, exhausted: by a cost, an effect, or a
// commitment (FAQ, Exhausted). A card that has left play since (the
// effect that exhausted it destroyed it too) was exhausted all the same:
// it is read as it is now, out of play, under its owner's control.
func bainExhausted(c *Ctx, e *Event) bool {
	if e.Kind != EvExhaust || e.Card == None || c.Controller(e.Card) == c.You() {
		return false
	}
	if !c.InPlay(e.Card) {
		t := c.Card(e.Card).Type
		return t == carddb.Character || t == carddb.Support
	}
	return c.IsCharacter(e.Card) || c.Matches(SupportCard, e.Card)
}

// bainToBottom (William Bain) puts the cards picked among the top two of
// the deck on its bottom, in the order picked, the last picked at the
// bottom; the card not picked stays on top.
func bainToBottom(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.DeckCardToBottom(id)
	}
}

// colonyReveal (Artists Colony) shows the top card of each player's deck,
// then discards each, the active player's first; the ability's player's
// goes to his hand instead when its printed cost is higher than every
// other card shown (a tie is no "highest card": his is discarded too).
// A printed X is 0 (FAQ 2.1).
func colonyReveal(c *Ctx) {
	var tops [2]CardID
	for p := range tops {
		if tops[p] = c.DeckTop(p); tops[p] != None {
			c.Reveal(tops[p])
		}
	}
	mine := tops[c.You()]
	keep := mine != None
	for p, id := range tops {
		if p != c.You() && id != None && colonyCost(c, id) >= colonyCost(c, mine) {
			keep = false
		}
	}
	for _, p := range []int{c.Active(), 1 - c.Active()} {
		switch {
		case tops[p] == None:
		case p == c.You() && keep:
			c.DeckCardToHand(tops[p])
		default:
			c.DiscardTopOfDeck(p, 1)
		}
	}
}

// colonyWould (Artists Colony): a deck has a card to show.
func colonyWould(c *Ctx) bool { return c.DeckTop(0) != None || c.DeckTop(1) != None }

// colonyCost is a card's printed cost, -1 for a card that has none.
func colonyCost(c *Ctx, id CardID) int {
	if id == None || c.Card(id).NoCost {
		return -1
	}
	return int(c.Card(id).Cost)
}

// oldManStory (The Terrible Old Man) is the story he committed to: the
// one the occurrence names, or the one he is committed to now.
func oldManStory(c *Ctx) CardID {
	if e := c.Event(); e != nil && e.Kind == EvCommit && e.Other != None {
		return e.Other
	}
	return c.CommittedTo(c.Src())
}

// two is the payment that lifts The Terrible Old Man's hold.
func two(*Ctx) int { return 2 }

// payOldMan (The Terrible Old Man): the opponent drains the domain he
// picked to pay 2; the struggles named resolve as ever.
func payOldMan(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.DrainDomain(c.Opp(), ChosenValue(chosen[0])) {
		c.Fail()
	}
}

// holdStruggles (The Terrible Old Man): unpaid, the struggles of the kind
// named do not resolve at his story this phase, a lasting effect on the
// story that holds whether he stays or not (FAQ, Chess Prodigy question).
func holdStruggles(c *Ctx) {
	s := oldManStory(c)
	named := c.Picked(0)
	if len(named) == 0 || s == None || c.Zone(s) != ZoneStory {
		c.Fail()
		return
	}
	ic := ChosenIcon(named[0])
	c.GainsForPhase(s, NoStruggles(ic))
	c.Note(s, None, "resolves no "+ic.Title()+" struggle this phase")
}
