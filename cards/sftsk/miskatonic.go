package sftsk

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, SftSK 63 and 64.
var miskatonic = []entry{
	// The skill check is the determination of success at a story
	// (Rulebook, Determine Success). His Disrupt answers it at the story
	// he is committed to, whoever is the active player: another skill
	// check follows there, right after the first one (and its tokens).
	card(63, "Randolph Carter",
		NewConstant("Toughness +1 for each Dreamlands support card you control",
			ToughnessPlus(1).Times(CountInPlay(dreamlandsSupportYouControl)).On(Self)),
		NewDisrupt("pay 3, once per phase: another skill check follows the one about to be made at his story").
			On(On(skillCheckAtSelfStory, EvSuccess)).
			Costing(Pay(3)).
			Limited(PerPhase).
			Doing(Custom(func(c *Ctx) {
				if !c.AddSkillCheck() {
					c.Fail()
				}
			}, nil))),
	// A Disrupt of its player's draw from his deck, about to be made:
	// as many cards come from the top of his discard pile instead, one at
	// a time, and count as drawn. With fewer there, he draws those, and
	// ("then") the card goes to the discard pile as events do, not to the
	// bottom of his deck.
	card(64, "Arcane Translation",
		NewDisrupt("when you would draw cards: draw as many from the top of your discard pile instead; then this card goes to the bottom of your deck").
			On(On(youWouldDraw, EvDraw)).
			Doing(Custom(drawFromDiscard, nil), Custom(eventToDeckBottom, nil).Then())),
}

// youWouldDraw (Arcane Translation) matches a draw of cards from the
// ability's player's deck about to be made.
func youWouldDraw(c *Ctx, e *Event) bool {
	return e.Kind == EvDraw && int(e.Player) == c.You() && e.N > 0
}

// drawFromDiscard (Arcane Translation) replaces the draw it answers with
// one from the top of its player's discard pile; short of cards there,
// the part is done only in part.
func drawFromDiscard(c *Ctx) {
	if want, drawn := c.DrawFromDiscardInstead(); want == 0 || drawn < want {
		c.Fail()
	}
}

// eventToDeckBottom (Arcane Translation) puts the event card, resolving,
// on the bottom of its owner's deck.
func eventToDeckBottom(c *Ctx) {
	if c.Zone(c.Src()) != ZoneResolving {
		c.Fail()
		return
	}
	PutChosenOnBottomOfDeck(c, []CardID{c.Src()})
}

// skillCheckAtSelfStory (Randolph Carter) matches a skill check about to
// be made at the story the ability's card is committed to.
func skillCheckAtSelfStory(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && e.N < 0 && e.Card != None && c.CommittedTo(c.Src()) == e.Card
}
