package som

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, SoM 15 to 20.
var neutral = []entry{
	// The cost paid is the card's actual cost (FAQ 2.14), what a domain
	// drained holds beyond it aside: a reduced cost answers, an overpaid
	// one at its printed cost does not; a card played without paying its
	// cost paid 0 (docs/rulings.md).
	card(15, "Student of the Profane",
		NewResponse("after your opponent plays a card for less than its printed cost: a success token of yours on a story you choose").
			On(PlayedBelowPrintedCost(Opponent)).
			Choosing(Choose("a story", nil).Story()).
			Doing(AddSuccess(0, 1))),
	// FAQ errata: it counts as a Curse Attachment support card. Attached
	// by an effect it never leaves play (FAQ 1.15, Expendable Muscle
	// rulings); as an attachment its one text is the terror icons it
	// gives, so its Action is used only while it is a character.
	card(16, "Ghost of Perdition",
		NewAction("pay 2: it becomes a Curse attachment of a character you choose; it is sacrificed as the phase ends").
			When(notAttached).
			Costing(Pay(2)).
			Choosing(Choose("a character for it to haunt", All(Character, Other))).
			Doing(Custom(ghostAttach, nil)),
		NewConstant("attached: its host has three terror icons more",
			GainIcon(carddb.Terror, 3).On(HostOfSelf))),
	// Driving itself insane is its Action's effect, not a cost.
	card(17, "Arkham Inmate",
		NewAction("he goes insane").
			Doing(Custom(driveSelfInsane, selfCanGoInsane)),
		NewResponse("after he is restored: this turn, your opponent commits at most one character to a story you choose").
			On(Restored(Self)).
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetStoryOpponentsCommitAtMost(0, 1))),
	// It goes to the discard pile with its host, and answers from there
	// its own leaving with the host (as Want Ads): destroyed, sacrificed
	// or discarded, the host is put into its owner's discard pile.
	card(18, "Artifact of the Lost Cities",
		NewConstant("its host is an Artifact as well", GainSubtype("Artifact").On(HostOfSelf)),
		NewResponse("after its host is put into its owner's discard pile: draw 3 cards").
			On(On(hostToDiscard, EvDestroy, EvSacrifice, EvDiscardFromPlay)).
			Doing(Draw(3))),
	card(19, "Written in the Sky",
		NewResponse("after you play an Ancient One character: an Ancient One character of your deck, revealed, into your hand; then you shuffle").
			On(PlayedFromHand(All(CharacterCard, WithSubtype("Ancient One"), Yours))).
			Doing(SearchDeck("an Ancient One character to put into your hand", All(CharacterCard, WithSubtype("Ancient One"))))),
	// SoM 20, The Greatest Fear..., has SoA 48's text and plays as it
	// (carddb.Card.Reprint).
}

// notAttached holds while the ability's card is not attached to a card.
func notAttached(c *Ctx) bool { return c.Host(c.Src()) == None }

// ghostAttach (Ghost of Perdition) attaches the card to its target, a
// Curse from then on, and marks it to be sacrificed as the phase ends.
func ghostAttach(c *Ctx) {
	t := c.Group(0)
	if len(t) == 0 || !c.AttachTo(c.Src(), t[0]) {
		c.Fail()
		return
	}
	c.GainsWhileInPlay(c.Src(), GainSubtype("Curse"))
	c.SacrificeAtEndOfPhase(c.Src())
}

// hostToDiscard (Artifact of the Lost Cities) matches the card's own
// leaving play with its host, the host now in its owner's discard pile.
func hostToDiscard(c *Ctx, e *Event) bool {
	if e.Card != c.Src() {
		return false
	}
	h, how := c.HostThatLeft(e)
	return how != EvNone && h != None && c.Zone(h) == ZoneDiscard
}

// driveSelfInsane (Arkham Inmate) drives the ability's own card insane.
func driveSelfInsane(c *Ctx) { c.DriveInsane(c.Src()) }

// selfCanGoInsane holds while the ability's own card can go insane.
func selfCanGoInsane(c *Ctx) bool { return c.CanGoInsane(c.Src()) }
