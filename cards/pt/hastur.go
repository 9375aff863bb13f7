package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: PT 25 to 27.
var hastur = []entry{
	// No "then": the card is discarded first; the Clerk goes back to its
	// owner's hand only if it was a character card (an empty deck
	// discards nothing, and the Clerk stays).
	card(25, "Sinister Clerk",
		NewAction("exhaust it: discard the top card of your opponent's deck; a character card discarded sends it back to its owner's hand").
			Costing(ExhaustSelf()).
			Doing(Custom(clerkDiscards, nil))),
	// Every character card attached to it, however it came (FAQ: an
	// opponent's Hound of Tindalos too), gives it its printed icons; one
	// attached face down has none. No "choose": the character card of
	// its player's discard pile is picked as the Response resolves.
	card(26, "Twisted Choreographer",
		NewConstant("it has the printed icons of the character cards attached to it",
			GainIcon(carddb.Terror, 1).On(Self).Times(attachedIcons(carddb.Terror)),
			GainIcon(carddb.Combat, 1).On(Self).Times(attachedIcons(carddb.Combat)),
			GainIcon(carddb.Arcane, 1).On(Self).Times(attachedIcons(carddb.Arcane)),
			GainIcon(carddb.Investigation, 1).On(Self).Times(attachedIcons(carddb.Investigation))),
		NewResponse("after it enters play: a character card of your discard pile becomes its attachment").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("a character card of your discard pile to attach to it", CharacterCard).FromDiscardPile(), attachChosenToSelf))),
	// Loyal is the card's keyword (the card database has it).
	card(27, "Horrifying Daydreams",
		NewAction("drive insane a character you choose").
			Choosing(Choose("a character", Character).ToInsane()).
			Doing(InsaneTarget(0))),
}

// clerkDiscards (Sinister Clerk) discards the top card of the opponent's
// deck and returns the Clerk to its owner's hand when that card is a
// character card.
func clerkDiscards(c *Ctx) {
	got := c.DiscardTopOfDeck(c.Opp(), 1)
	if len(got) == 0 {
		c.Fail()
		return
	}
	if c.Card(got[0]).Type == carddb.Character && c.InPlay(c.Src()) {
		c.ReturnToHand(c.Src())
	}
}

// attachedIcons (Twisted Choreographer) counts the printed icons of a kind
// of the character cards attached to the ability's card.
func attachedIcons(ic carddb.Icon) func(c *Ctx) int {
	return func(c *Ctx) int {
		n := 0
		for p := range 2 {
			for _, a := range c.PlayArea(p) {
				if c.Host(a) == c.Src() && c.Card(a).Type == carddb.Character && !c.FaceDown(a) {
					n += int(c.Card(a).Icons[ic])
				}
			}
		}
		return n
	}
}

// attachChosenToSelf (Twisted Choreographer) attaches the card picked to
// the ability's card, still in play.
func attachChosenToSelf(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.InPlay(c.Src()) || !c.AttachFromOutOfPlay(chosen[0], c.Src()) {
		c.Fail()
	}
}
