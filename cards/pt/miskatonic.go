package pt

import (
	. "cthulhu/engine"
)

// miskatonic: PT 28 to 30.
var miskatonic = []entry{
	// Any character its controller controls going insane, another one or
	// itself (then it is insane already, and nothing happens).
	card(28, "Medical Student",
		NewForced("after a character you control goes insane: it goes insane").
			On(GoesInsane(All(Character, Yours))).
			Doing(InsaneAll(Self))),
	// "You play": from the hand (FAQ 2.24), a Student character of its
	// controller's, itself excepted (it is Faculty).
	card(29, "Dean of Admissions",
		NewResponse("exhaust it, after you play a Student character: draw a card").
			On(PlayedFromHand(All(Character, Yours, WithSubtype("Student")))).
			Costing(ExhaustSelf()).
			Doing(Draw(1))),
	// FAQ errata: "cannot". Every character card, either player's,
	// wherever it is: an Action, Disrupt, Response or Forced Response
	// (an event's too) does not put it into play; playing it, or a
	// passive or story's effect putting it into play, still may.
	card(30, "Flux Stabilizer",
		NewConstant("no triggered effect puts a character into play",
			CannotEnterPlayByTriggeredEffect().On(CharacterCard))),
}
