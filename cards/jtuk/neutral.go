package jtuk

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, JtUK 115 to 120.
var neutral = []entry{
	// A Zoog resource: its Response works from the domain (FAQ 2.25). The
	// story is picked as it resolves (no "choose"). Attached to it, the
	// Zoog is an Attachment support (FAQ 1.15) with the Zoog subtype, and
	// the story's winner must execute its effect.
	card(115, "Stealthy Zoog",
		NewResponse("after you drain the domain it is a resource of: it leaves the domain and is attached to a story").
			On(DrainsDomainOfSelf()).Working(FromDomain).
			Doing(Choosing(PickCard("a story to attach it to", StoryInPlay).FromStories(), attachSelfToChosen)),
		NewConstant("attached to a story, it is a Zoog Attachment, and the story's winner must execute its effect",
			GainSubtype("Zoog").On(Self), EffectMustResolve().On(HostOfSelf)).When(SelfAttached)),
	// Put into play committed, it neither exhausts nor commits (FAQ, Cats
	// of Ulthar ruling). The story is picked as the Action resolves ("of
	// your choice": no target). The Zoog card destroyed is picked too
	// (no "choose"); the return to the hand depends on it ("then").
	card(116, "The Cats of Ulthar",
		NewAction("in the story phase, from your hand, pay 3: they come into play committed to a story of your choice").
			Working(FromHand).
			When(DuringPhase(PhaseStory)).
			Costing(Pay(3)).
			Doing(Choosing(PickCard("a story for them to be committed to", StoryInPlay).FromStories(), putSelfIntoPlayCommitted)),
		NewAction("pay 1: destroy a Zoog card in play; then they go back to your hand").
			When(zoogInPlay).
			Costing(Pay(1)).
			Doing(Choosing(PickCard("a Zoog card in play to destroy", zoogCard), destroyChosen),
				ReturnSelfToHand().Then())),
	// The opponent's resource phase: he chooses the domain, then the card
	// is picked at random from his hand. Other effects that attach a
	// resource from the hand are not his resource phase's attachment.
	card(117, "Nyarlathotep",
		NewConstant("in an opponent's resource phase, the resource he attaches is picked at random from his hand",
			ResourceAtRandom().On(InOpponentsHand))),
	// Each player keeps up to 3 of his characters; his others go back
	// into their owners' decks as his choice is applied (docs/rulings.md).
	card(118, "The Light Side of the Moon",
		NewConstant("while it is Day it costs 3 less to play", CostDelta(-3).On(Self)).When(IsDay).Working(FromHand),
		NewResponse("after an opponent wins a story: each player keeps up to 3 characters he chooses among his own; his others are shuffled into their owners' decks").
			On(On(opponentWonStory, EvWinStory)).
			Doing(EachPlayerDecides(PickCard("up to 3 of your characters to keep", All(Character, ChooserControls)).UpToCount(3).Targeting(),
				shuffleOthersAway))),
	card(119, "The Dark Side of the Moon",
		NewConstant("while it is Night it costs 3 less to play", CostDelta(-3).On(Self)).When(IsNight).Working(FromHand),
		NewResponse("after an opponent wins a story: each player chooses a character of his opponent's, which is shuffled into its owner's deck").
			On(On(opponentWonStory, EvWinStory)).
			Doing(EachPlayerChooses(PickCard("a character your opponent controls, to shuffle into its owner's deck", All(Character, Not(ChooserControls))).Targeting(),
				shuffleChosen))),
	// The opponent chooses (a target) among the Kadath player's discard
	// pile: a card with the Day or the Night keyword as printed.
	card(120, "Unknown Kadath",
		NewAction("exhaust it: your opponent chooses a Day or Night card of your discard pile, which goes back to your hand").
			When(dayOrNightInYourDiscard).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("a Day or Night card of your opponent's discard pile to return to his hand", dayOrNight).FromOpponentsDiscardPile().By(Opponent).Targeting(), putChosenInHand))),
}

// dayOrNight selects cards with the Day or the Night keyword.
var dayOrNight = AnyOf(WithKeyword(Day), WithKeyword(Night))

// dayOrNightInYourDiscard (Unknown Kadath) holds while its player's
// discard pile holds a Day or Night card.
func dayOrNightInYourDiscard(c *Ctx) bool {
	for _, id := range c.DiscardPile(c.You()) {
		if c.Matches(dayOrNight, id) {
			return true
		}
	}
	return false
}

// putChosenInHand puts the cards chosen in a discard pile into their
// owners' hands.
func putChosenInHand(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
	for _, id := range chosen {
		c.PutInHand(id)
	}
}

// zoogCard selects Zoog cards in play (a resource is not in play).
var zoogCard = All(InPlayCard, WithSubtype("Zoog"))

// zoogInPlay holds while some Zoog card is in play.
func zoogInPlay(c *Ctx) bool {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Matches(zoogCard, id) {
				return true
			}
		}
	}
	return false
}

// destroyChosen destroys the cards picked.
func destroyChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
	for _, id := range chosen {
		c.Destroy(id)
	}
}

// putSelfIntoPlayCommitted (The Cats of Ulthar) puts the card into play
// committed to the story picked.
func putSelfIntoPlayCommitted(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.PutIntoPlayCommitted(c.Src(), chosen[0]) {
		c.Fail()
	}
}

// shuffleOthersAway (The Light Side of the Moon) shuffles into their
// owners' decks the characters the chooser controls that he did not keep.
func shuffleOthersAway(c *Ctx, q int, kept []CardID) {
	var away []CardID
	for _, id := range c.PlayArea(q) {
		if c.IsCharacter(id) && !contains(kept, id) {
			away = append(away, id)
		}
	}
	c.ShuffleIntoDeck(away...)
}

// shuffleChosen shuffles the cards chosen into their owners' decks.
func shuffleChosen(c *Ctx, chosen []CardID) { c.ShuffleIntoDeck(chosen...) }

func contains(ids []CardID, id CardID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
