package sftsk

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, SftSK 61 and 62.
var agency = []entry{
	// "For you to play": his controller's Attachment support cards, played
	// from the hand onto him. A host that lowers the cost is offered when
	// only the lower cost can be paid.
	card(61, "John Henry Price",
		NewConstant("your Attachment support cards cost 1 less to play on him",
			AttachmentsOnItCost(-1).On(Self)),
		NewResponse("after you play an Attachment support card on him: draw a card").
			On(On(attachmentPlayedOnSelf, EvAttach)).
			Doing(Draw(1))),
	// "Topmost": the Attachment support card nearest the top of its
	// player's discard pile. With none there, the Action is not offered.
	card(62, "Price Manor",
		NewAction("exhaust it: the topmost Attachment support card of your discard pile goes to your hand").
			When(attachmentInYourDiscard).
			Costing(ExhaustSelf()).
			Doing(PutAllInHandFromDiscards(topmostAttachment))),
}

// topAttachment is the Attachment support card nearest the top of player
// p's discard pile, or None.
func topAttachment(c *Ctx, p int) CardID {
	pile := c.DiscardPile(p)
	for i := len(pile) - 1; i >= 0; i-- {
		if isAttachmentSupport(c, pile[i]) {
			return pile[i]
		}
	}
	return None
}

// isAttachmentSupport holds for a support card printed with the
// Attachment subtype.
func isAttachmentSupport(c *Ctx, id CardID) bool {
	return c.Card(id).Type == carddb.Support && c.Matches(PrintedSubtype("Attachment"), id)
}

// topmostAttachment (Price Manor) selects the Attachment support card
// nearest the top of the ability's player's discard pile.
func topmostAttachment(c *Ctx, id CardID) bool {
	return c.Zone(id) == ZoneDiscard && c.Owner(id) == c.You() && topAttachment(c, c.You()) == id
}

// attachmentInYourDiscard holds while the ability's player has an
// Attachment support card in his discard pile.
func attachmentInYourDiscard(c *Ctx) bool { return topAttachment(c, c.You()) != None }

// attachmentPlayedOnSelf (John Henry Price) matches the ability's player
// playing an Attachment support card from his hand onto the ability's
// card.
func attachmentPlayedOnSelf(c *Ctx, e *Event) bool {
	return e.Kind == EvAttach && int(e.Player) == c.You() && e.Other == c.Src() && isAttachmentSupport(c, e.Card)
}
