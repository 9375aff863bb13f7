package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, SoA 25 to 30.
var cthulhuCards = []entry{
	card(25, "Hydra",
		NewAction("pay 2: put into play a Deep One character you choose in your discard pile").
			Costing(Pay(2)).
			Choosing(Choose("a Deep One character in your discard pile", All(CharacterCard, InYourDiscard, PrintedSubtype("Deep One"), CanEnterPlay)).InDiscardPiles()).
			Doing(PutTargetIntoPlay(0))),
	card(26, "Lord of Y'ha-nthlei",
		NewAction("pay 1: ready a Deep One character you choose").
			Costing(Pay(1)).
			Choosing(Choose("a Deep One character", CharacterWithSubtype("Deep One"))).
			Doing(ReadyTarget(0))),
	card(27, "Primal Fear",
		NewAction("a character you choose without a terror icon has a blank text box until the end of the phase").
			Choosing(Choose("a character without a terror icon", All(Character, WithoutIcon(carddb.Terror)))).
			Doing(TargetGains(0, Blank()))),
	card(28, "Carl Stanford",
		NewAction("sacrifice a Cultist character or a Mask card: two combat and two arcane icons more until the end of the phase").
			Costing(SacrificeOne(AnyOf(CharacterWithSubtype("Cultist"), All(InPlayCard, WithSubtype("Mask"))))).
			Doing(SelfGains(GainIcon(carddb.Combat, 2), GainIcon(carddb.Arcane, 2)))),
	card(29, "Deep One Rising",
		NewForced("after you play it: destroy a character you choose that is neither a Deep One nor an Ancient One, if able").
			On(PlayedFromHand(Self)).
			Choosing(Choose("a character that is neither a Deep One nor an Ancient One",
				All(Character, Not(WithSubtype("Deep One")), Not(WithSubtype("Ancient One"))))).
			Doing(DestroyTarget(0))),
	// The story's attachments leave as it is won: the Response answers
	// from the discard pile (FAQ, Timing Structure: responses on cards
	// leaving play), whoever won the story.
	card(30, "Giving Thanks",
		NewResponse("after the story it is attached to is won: ready every Deep One character you control").
			Working(FromDiscard).
			On(On(attachedStoryWon, EvWinStory)).
			Doing(ReadyAll(All(Character, Yours, WithSubtype("Deep One"))))),
}

// attachedStoryWon (Giving Thanks) matches the story it was attached to
// being won: it left play with the story.
func attachedStoryWon(c *Ctx, e *Event) bool {
	return c.Zone(c.Src()) == ZoneDiscard && c.LeftWithWonStory(e, c.Src())
}
