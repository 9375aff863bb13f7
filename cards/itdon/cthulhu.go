package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, ItDoN 47 and 48.
var cthulhuCards = []entry{
	// FAQ, Dreamlands Fanatic rulings: a character that becomes an
	// attachment has not left play; a cancelled Response leaves the
	// Fanatic in the hand, free to answer again.
	card(47, "Dreamlands Fanatic",
		NewResponse("after a character of an opponent's leaves play: it comes into play from your hand").
			On(On(opponentsCharacterLeft, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck)).
			Working(FromHand).
			Doing(PutSelfIntoPlay())),
	// "Destroy all Day cards, then": with no Day card the attachment
	// still follows (FAQ ruling). Attached, the card is a support in play
	// with its printed Night keyword: it makes it Night.
	card(48, "Midnight Rendezvous",
		NewAction("every Day card in play is destroyed; then it is attached to a story, where no terror struggle resolves").
			When(notInPlay).
			Doing(DestroyAll(dayCard),
				Choosing(PickCard("a story to attach it to", StoryInPlay).FromStories(), attachSelfToChosen).Then()),
		NewConstant("attached, it is an Environment support and no terror struggle resolves at its story",
			GainSubtype("Environment").On(Self), NoStruggles(carddb.Terror).On(HostOfSelf)).When(SelfAttached)),
}

// dayCard selects the Day cards in play: those with the keyword now.
var dayCard = All(InPlayCard, WithKeyword(Day))

// attachSelfToChosen (Midnight Rendezvous) attaches the ability's card,
// an event being played, to the card picked.
func attachSelfToChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
	}
}

// opponentsCharacterLeft (Dreamlands Fanatic) matches a card leaving play
// as a character its controller's opponent controlled then.
func opponentsCharacterLeft(c *Ctx, e *Event) bool {
	return e.LeftAsCharacter() && int(e.Player) != c.You()
}
