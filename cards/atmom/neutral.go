package atmom

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, AtMoM 16 to 20.
var neutral = []entry{
	// FAQ errata: the deck-building allowance is gone; three copies at
	// most, as for any card.
	card(16, "Alaskan Sledge Dog",
		NewConstant("one more skill and one more combat icon for each Alaskan Sledge Dog in play",
			Skill(1).Times(sledgeDogs).On(Self), GainIcon(carddb.Combat, 1).Times(sledgeDogs).On(Self))),
	card(17, "Hypothermia",
		NewAction("in an opponent's turn, after all commitments: wound up to X characters you choose, X the Polar events in your discard pile").
			When(hypothermiaTiming).
			Choosing(Choose("characters to wound", Character).ToWound().UpToCount(polarInYourDiscard)).
			Doing(WoundTarget(0))),
	card(18, "Antarctic Wind",
		NewAction("in an opponent's turn, after his commitments: exhaust an uncommitted character; then it takes a wound for each Polar event in your discard pile").
			When(OpponentsStoryAfterCommitments).
			Choosing(Designate("an uncommitted ready character to exhaust", All(Character, Not(CommittedCard), ReadyCard))).
			Doing(exhaustDesignated, woundPerPolar.Then())),
	// The removal and the new commitment are made at once, once its
	// controller has picked the story: a commitment by an effect does not
	// exhaust (FAQ, Cats of Ulthar question), and one of the non-active
	// player's characters goes only where the active player has committed
	// characters (FAQ, Military Bike question).
	card(19, "Polar Fog",
		NewAction("in an opponent's turn: remove a committed character you choose from its story; then its controller must commit it to another story, if able").
			When(OpponentsTurn).
			Choosing(Choose("a character committed to a story", All(Character, CommittedCard))).
			Doing(removeIfNowhereElse,
				Choosing(PickCard("another story to commit it to", storyForTarget).FromStories().By(TargetController(0)),
					commitTargetTo).Then())),
	// A conspiracy's text with no winner's effect is passive, and no
	// player controls it (FAQ, conspiracy question): the Polar events of
	// either player are attached, each under its owner, and each owner
	// may play his from there. The token removed is one of the player's
	// own on it: a cost is paid with what is his (FAQ 2.13).
	card(20, "Realm of Ice and Death",
		NewPassive("after a Polar event is played: it is attached to this conspiracy").
			On(On(polarEventPlayed, EvAbility)).
			Doing(attachPlayedPolar),
		NewConstant("a player may play a Polar event of his attached to it as if from his hand, removing one of his success tokens from it as part of the cost",
			PlayableFromStoryForToken().On(polarAttachedToSelf))),
}

// attachPlayedPolar (Realm of Ice and Death) attaches the Polar event
// played to the conspiracy, under its owner's control, from his discard
// pile, where it goes first once it has resolved (FAQ 2.32; as Stygian
// Eye's card does, FAQ): one that goes elsewhere (under its owner's
// deck), or cannot leave the pile (Snow Graves), stays where it is.
var attachPlayedPolar = Custom(func(c *Ctx) {
	e := c.Event()
	if e == nil || e.Card == None || !c.EventResolved(e.Card) || !c.AttachForOwner(e.Card, c.Src()) {
		c.Fail()
	}
}, func(c *Ctx) bool {
	e := c.Event()
	if e == nil || e.Card == None {
		return false
	}
	z := c.Zone(e.Card)
	return z == ZoneResolving || z == ZoneDiscard
})

// polarAttachedToSelf (Realm of Ice and Death) selects the Polar event
// cards attached to the ability's card.
func polarAttachedToSelf(c *Ctx, id CardID) bool {
	return c.Host(id) == c.Src() && c.Zone(id) == ZonePlay && c.Card(id).Type == carddb.Event && c.Card(id).HasSubtype("Polar")
}

// removeIfNowhereElse (Polar Fog) removes the target from its story when
// no other story could take it (its new commitment, if able, moves it in
// the next part); a target no longer committed fails the part, and the
// next with it.
var removeIfNowhereElse = Custom(func(c *Ctx) {
	t := c.Target(0)
	if t == None || !c.InPlay(t) || c.CommittedTo(t) == None {
		c.Fail()
		return
	}
	for _, s := range c.Stories() {
		if c.CanCommitByEffect(t, s) {
			return
		}
	}
	c.Uncommit(t)
}, nil)

// sledgeDogs (Alaskan Sledge Dog) counts the cards titled Alaskan Sledge
// Dog in play, itself included.
var sledgeDogs = CountInPlay(TitleIs("Alaskan Sledge Dog"))

// hypothermiaTiming (Hypothermia): in an opponent's story phase once both
// players have committed, with at least one Polar event in the
// controller's discard pile (up to none would choose nothing).
func hypothermiaTiming(c *Ctx) bool {
	return OpponentsStoryAfterAllCommitments(c) && polarInYourDiscard(c) > 0
}

// exhaustDesignated (Antarctic Wind) exhausts the character designated;
// one exhausted already, or gone, is not exhausted by it, and the part
// fails.
var exhaustDesignated = Custom(func(c *Ctx) {
	id := c.Target(0)
	if id == None || !c.InPlay(id) || c.Exhausted(id) || c.Insane(id) {
		c.Fail()
		return
	}
	c.Exhaust(id)
}, nil)

// woundPerPolar (Antarctic Wind) gives the character exhausted one wound
// for each Polar event in the controller's discard pile, counted now (the
// event resolving is not in it yet), one at a time.
var woundPerPolar = Custom(func(c *Ctx) {
	id := c.Target(0)
	n := polarInYourDiscard(c)
	if id == None || !c.InPlay(id) || n == 0 || !c.CanBeWounded(id) {
		c.Fail()
		return
	}
	for range n {
		c.Wound(id)
	}
}, nil)
