package th

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TH 15 to 20.
var neutral = []entry{
	card(15, "Furtive Zoog",
		NewConstant("an investigation icon more while it is Day",
			GainIcon(carddb.Investigation, 1).On(Self)).When(IsDay),
		NewConstant("a terror icon more while it is Night",
			GainIcon(carddb.Terror, 1).On(Self)).When(IsNight),
		// A Zoog resource: its Response works while it is attached to a
		// domain (FAQ 2.25).
		NewResponse("after you drain the domain it is a resource of: it leaves the domain and comes into play").
			On(DrainsDomainOfSelf()).Working(FromDomain).
			Doing(PutSelfIntoPlay())),
	card(16, "Twilight Ritual",
		NewAction("this phase every Day and Night card now in play has a blank text box; then draw a card").
			Doing(blankDayAndNight, Draw(1).Then())),
	card(17, "The Day Dreamer",
		NewPassive("after it comes into play: every Night card in play is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(nightCard)),
		NewAction("pay 2: it comes into play from your hand, to be sacrificed as the phase ends if still in play").
			Working(FromHand).
			Costing(Pay(2)).
			Doing(PutSelfIntoPlay(), sacrificeSelfAtPhaseEnd.Then())),
	card(18, "Dreamlands Wanderer",
		NewPassive("after it comes into play: every Day card in play is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(dayCard)),
		NewAction("pay 2: it comes into play from your hand, to be sacrificed as the phase ends if still in play").
			Working(FromHand).
			Costing(Pay(2)).
			Doing(PutSelfIntoPlay(), sacrificeSelfAtPhaseEnd.Then())),
	card(19, "The Rays of Dawn",
		NewPassive("after it comes into play: every Night card in play is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(nightCard)),
		NewConstant("every character that is not unique has one terror icon less",
			GainIcon(carddb.Terror, -1).On(All(Character, Not(UniqueCard))))),
	card(20, "The Setting Sun",
		NewPassive("after it comes into play: every Day card in play is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(dayCard)),
		NewConstant("every character that is not unique has one investigation icon less",
			GainIcon(carddb.Investigation, -1).On(All(Character, Not(UniqueCard))))),
}

// dayCard and nightCard select the Day and the Night cards in play: those
// with the keyword now (a blank text box has none, FAQ 2.25).
var (
	dayCard   = All(InPlayCard, WithKeyword(Day))
	nightCard = All(InPlayCard, WithKeyword(Night))
)

// blankDayAndNight (Twilight Ritual) blanks, until the end of the phase,
// the text box of every Day and every Night card in play now: a lasting
// effect on each, which a card coming into play later does not have. A
// blank card has no keyword, so it makes it neither Day nor Night (FAQ
// 2.25). Finding none, the part is still done.
var blankDayAndNight = Custom(func(c *Ctx) {
	var ids []CardID
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Matches(dayCard, id) || c.Matches(nightCard, id) {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range ids {
		c.GainsForPhase(id, Blank())
		c.Note(id, None, "has a blank text box this phase")
	}
}, nil)

// sacrificeSelfAtPhaseEnd (The Day Dreamer, Dreamlands Wanderer): the
// card, put into play, is sacrificed as the phase ends if it is still in
// play then.
var sacrificeSelfAtPhaseEnd = Custom(func(c *Ctx) {
	if c.InPlay(c.Src()) {
		c.SacrificeAtEndOfPhase(c.Src())
	}
}, nil)
