package ee

import (
	. "cthulhu/engine"
)

var neutral = []entry{
	titled("Crackdown!",
		NewResponse("after you win an icon struggle by 2 or more: wound a character").
			On(WonStruggle(2)).
			Choosing(Choose("a character", Character).ToWound()).
			Doing(WoundTarget(0))),
	titled("Deal With the Devil",
		NewAction("in your operations phase: sacrifice every character and support card you control; then up to three Avatars of Nyarlathotep from your deck come into play; shuffle").
			When(YourOperations).
			Doing(Custom(sacrificeAllYours, nil),
				Choosing(PickCard("up to three Avatar of Nyarlathotep cards", All(WithSubtype("Avatar of Nyarlathotep"), CanEnterPlay)).FromDeck().UpToCount(3).Optional(),
					putChosenIntoPlayAndShuffle).Then())),
	titled("Signing the Book",
		NewResponse("after a Ritual event is played: the top card of your discard pile goes under your deck; then, by draining one of your domains, you may take this card back to your hand").
			On(On(ritualPlayed, EvAbility)).
			Doing(Custom(discardTopUnderDeck, discardNotEmpty), ritualBack(), ReturnEventToHand().Then())),
	titled("Swarm of Cobras",
		NewAction("in your operations phase: each player sacrifices every character of his with a Curse attached").
			When(YourOperations).
			Doing(EachPlayerSacrificesAll(cursed))),
}

// sacrificeAllYours (Deal With the Devil) sacrifices every character and
// support card the ability's player controls, attachments included;
// having none to sacrifice, the part resolves all the same.
func sacrificeAllYours(c *Ctx) {
	var ids []CardID
	for p := 0; p < 2; p++ {
		for _, id := range c.PlayArea(p) {
			if c.Controller(id) == c.You() {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range ids {
		if c.InPlay(id) {
			c.Sacrifice(id)
		}
	}
}

// putChosenIntoPlayAndShuffle puts the cards picked in the deck into play,
// then shuffles the deck, found or not (Deal With the Devil).
func putChosenIntoPlayAndShuffle(c *Ctx, chosen []CardID) {
	PutChosenIntoPlay(c, chosen)
	c.ShuffleDeck(c.You())
}

// discardTopUnderDeck (Signing the Book) puts the top card of its player's
// discard pile under his deck.
func discardTopUnderDeck(c *Ctx) {
	pile := c.DiscardPile(c.You())
	if len(pile) == 0 || !c.PutOnBottomOfDeck(pile[len(pile)-1]) {
		c.Fail()
	}
}

// discardNotEmpty: the ability's player's discard pile holds a card.
func discardNotEmpty(c *Ctx) bool { return len(c.DiscardPile(c.You())) > 0 }

// cursed selects the cards with a Curse card attached (Swarm of Cobras).
func cursed(c *Ctx, id CardID) bool {
	for p := 0; p < 2; p++ {
		for _, a := range c.PlayArea(p) {
			if c.Host(a) == id && c.HasSubtype(a, "Curse") {
				return true
			}
		}
	}
	return false
}
