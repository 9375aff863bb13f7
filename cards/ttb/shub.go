package ttb

import (
	. "cthulhu/engine"
)

// shub: the Shub-Niggurath faction's cards, TTB 11 and 12.
var shub = []entry{
	// The character card is a target (FAQ 1.9); the domain is picked as
	// the Response resolves, any of its player's, drained or not.
	card(11, "Harvesting Mi-Go",
		NewResponse("after it enters play: a character card of your discard pile you choose becomes a resource on a domain of yours").
			On(EntersPlay(Self)).
			Choosing(Choose("a character card of your discard pile", All(CharacterCard, InYourDiscard)).InDiscardPiles()).
			Doing(Choosing(PickDomain("a domain of yours to take the character card as a resource"), harvestToDomain))),
	// "Each turn": either player's turn; the first Mi-Go character its
	// player plays in a turn, whenever this card entered play.
	card(12, "Inter-dimensional Transporter",
		NewConstant("the first Mi-Go character you play each turn costs 1 less, to a minimum of 1",
			CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, WithSubtype("Mi-Go")))).
			When(noMiGoPlayedThisTurn)),
}

// harvestToDomain (Harvesting Mi-Go) attaches the chosen character card,
// still in the discard pile, to the domain picked as a resource.
func harvestToDomain(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if len(chosen) == 0 || t == None || c.Zone(t) != ZoneDiscard ||
		!c.AttachAsResource(t, c.DomainCard(c.You(), ChosenValue(chosen[0]))) {
		c.Fail()
	}
}

// noMiGoPlayedThisTurn (Inter-dimensional Transporter): its player has
// played no Mi-Go character this turn.
func noMiGoPlayedThisTurn(c *Ctx) bool { return !c.PlayedThisTurn(c.You(), miGoCharacterCard) }

// miGoCharacterCard selects Mi-Go character cards.
func miGoCharacterCard(c *Ctx, id CardID) bool {
	return CharacterCard(c, id) && c.Matches(WithSubtype("Mi-Go"), id)
}
