// Package testcards holds made-up abilities for the scenarios of rulings
// whose examples use cards the project has not implemented yet. A scenario
// gives an ad-hoc card (its own statistics) one of these with "impl Test
// NAME". Each is written after the FAQ example that needs it; the
// descriptions are the project's own.
package testcards

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// Register adds the test abilities to a library, keyed "Test NAME".
func Register(l *Library) {
	for _, c := range all {
		im := c.impl
		l.Add("Test "+c.key, &im)
	}
}

type entry struct {
	key  string
	impl Impl
}

// card declares the test card "Test KEY" and its abilities, each with
// its description.
func card(key string, abilities ...Ability) entry {
	return entry{key: key, impl: Impl{Abilities: abilities}}
}

// atItsStory selects another character committed to the story the
// triggering event's card is committed to.
func atItsStory(c *Ctx, id CardID) bool {
	s := c.CommittedTo(c.Src())
	return s != None && id != c.Src() && c.CommittedTo(id) == s
}

// insaneCount counts the insane characters in play.
func insaneCount(c *Ctx) int {
	n := 0
	g := c.Game()
	for p := range 2 {
		for _, id := range g.Zone(p, ZonePlay) {
			if c.Insane(id) {
				n++
			}
		}
	}
	return n
}

var all = []entry{
	// FAQ 1.11 (Bokrug): a Forced Response resolves at once, even during
	// story resolution.
	card("Wound Back",
		NewForced("after a struggle wounds it, wound another character committed to its story").
			On(On(func(c *Ctx, e *Event) bool { return e.Card == c.Src() && e.FromStruggle() }, EvWound)).
			Choosing(Choose("another character committed to that story", All(Character, atItsStory)).ToWound()).
			Doing(WoundTarget(0))),
	// FAQ 1.12, 2.1 (Called by Azathoth): blank a character's text box.
	card("Blank Text",
		NewAction("blank a character's text box until the end of the phase").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Blank()))),
	// FAQ 1.5 (Notebook Sketches): +1 skill to the attached character.
	card("Plus One Skill",
		NewConstant("the attached character gets +1 skill", Skill(1).On(HostOfSelf))),
	// FAQ 1.5 (Clover Club Bouncers as a constant): every other character at
	// its story gets -1 skill.
	card("Minus One Skill",
		NewConstant("the attached character gets -1 skill", Skill(-1).On(HostOfSelf))),
	// FAQ 2.28: the attached character loses a combat icon.
	card("Minus Combat",
		NewConstant("the attached character loses a combat icon", GainIcon(carddb.Combat, -1).On(HostOfSelf))),
	// FAQ 1.8 (Julia Brown): a Disrupt replacement: sacrificed instead of
	// going insane from a struggle.
	card("Sacrifice Instead",
		NewDisrupt("if a lost struggle would drive it insane, sacrifice it instead").
			On(On(func(c *Ctx, e *Event) bool { return e.Card == c.Src() && e.FromStruggle() }, EvInsane)).
			Doing(Cancel(), SacrificeItself())),
	// FAQ 1.8, 1.15 (Expendable Muscle): a passive replacement: instead of
	// being wounded it becomes an attachment of another character of yours.
	card("Attach Instead",
		Ability{Kind: Replacement, Text: "if it would be wounded, attach it to another character you control instead",
			Trigger: WoundTo(Self),
			Effects: []Effect{Choosing(PickCard("another character you control", All(Character, Yours, Other)), AttachItselfTo)}},
		NewConstant("the attached character gains Toughness +1", ToughnessPlus(1).On(HostOfSelf))),
	// FAQ 2.3 (Initiate of Huang Hun): each player returns a character, if
	// able.
	card("Each Returns",
		NewResponse("after it enters play: every player sends one of his characters back to its owner's hand, if able").
			On(EntersPlay(Self)).
			Doing(EachPlayerChooses(PickCard("a character you control", All(Character, ChooserControls)), ReturnChosenToHand))),
	// FAQ 2.3 (Feral Elder Thing): "if able", then.
	card("Discard Then Draw",
		NewPassive("as your turn starts: everyone discards 2 cards, if able; then everyone draws 1").
			On(On(func(c *Ctx, e *Event) bool { return int(e.Player) == c.You() }, EvTurn)).
			Doing(EachPlayerChooses(PickCard("2 cards to discard", nil).FromHand().Count(2), DiscardChosen),
				EachPlayerDraws(1).Then())),
	// FAQ 1.10 (Brain Transplant): eligibility per part.
	card("Swap Minds",
		NewAction("restore an insane character; a ready character of the same player goes insane, if able").
			Choosing(Choose("an insane character", InsaneCard),
				Choose("a ready character of the same player", All(ReadyCard, Character, sameControllerAsFirst))).
			Doing(RestoreTarget(0), InsaneTarget(1))),
	// FAQ 2.36, 2.37 (Catastrophic Explosion; a Polar event): every
	// character takes a wound, untargeted.
	card("Wound Every Character",
		NewAction("wound every character").Doing(WoundAll(Character))),
	// FAQ 1.2 (Thing from Nightmare): a self-referential cost reduction.
	card("Cheaper Per Insane",
		NewConstant("costs 1 less for each insane character, to a minimum of 1", CostDeltaMin1(-1).Times(insaneCount).On(Self)).
			Working(FromHand)),
	// FAQ 2.16, 2.17 (The Silver Twilight Lodge): a reducer to a minimum of 1.
	card("Cheaper Characters",
		NewConstant("your characters cost 1 less to play, to a minimum of 1", CostDeltaMin1(-1).On(All(CharacterCard, InYourHand)))),
	card("Cheaper Events",
		NewConstant("your events cost 1 less to play", CostDelta(-1).On(All(EventCard, InYourHand)))),
	// FAQ 2.24 (Aspiring Artist): "after you play".
	card("Draw When Played",
		NewResponse("after you play it, draw a card").On(PlayedFromHand(Self)).Doing(Draw(1))),
	// FAQ 1.2 (The Thing Behind You): an ability used from the hand.
	card("Swap In",
		NewAction("pay 2, send one of your characters back to hand: it comes into play from your hand").
			Working(FromHand).Costing(Pay(2), ReturnOne(All(Character, Yours))).Doing(PutSelfIntoPlay())),
	// FAQ 2.9 (Magnus Stiles): "Limit once per turn".
	card("Once Per Turn",
		NewAction("pay 1: draw a card").Costing(Pay(1)).Doing(Draw(1)).Limited(PerTurn)),
	// FAQ 2.9: "Limit 1 per turn" from out of play.
	card("From Discard Once",
		NewAction("pay 1: from your discard pile back to your hand").Working(FromDiscard).
			Costing(Pay(1)).Doing(ReturnSelfToHand()).LimitedByTitle(PerTurn)),
	// FAQ 2.31: moving wounds.
	card("Move Wound",
		NewAction("move a wound from a character to another").
			Choosing(Choose("a wounded character", All(Character, Wounded)), Choose("another character", All(Character, notFirstTarget)).ToReceiveWound()).
			Doing(MoveWound(0, 1))),
	// FAQ 1.13: taking control.
	card("Take Control",
		NewAction("pay 2: take control of a character an opponent controls").Costing(Pay(2)).
			Choosing(Choose("a character an opponent controls", All(Character, Opponents))).
			Doing(TakeControlOfTarget(0))),
	// FAQ 2.11: searching the deck.
	card("Search",
		NewAction("pay 1: a character of your choice from your deck goes to your hand").Costing(Pay(1)).
			Doing(SearchDeck("a character", CharacterCard))),
	// FAQ, Power Drain and Dreamlands Fanatic: a Response used from the hand.
	card("Join From Hand",
		NewResponse("after an opponent's character leaves play, put it into play from your hand").Working(FromHand).
			On(On(func(c *Ctx, e *Event) bool { return int(e.Player) != c.You() && e.LeftAsCharacter() },
				EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand)).
			Doing(PutSelfIntoPlay())),
	// FAQ 2.2: "cannot".
	card("Cannot Be Wounded",
		NewConstant("the attached character cannot be wounded", CannotBeWounded().On(HostOfSelf))),
	// FAQ 1.4: a lasting effect until the end of the phase.
	card("Gain Willpower",
		NewAction("a character has Willpower for the rest of the phase").
			Choosing(Choose("a character", Character)).Doing(TargetGains(0, Gain(Willpower)))),
	// FAQ 1.14: adding a subtype.
	card("Make Deep One",
		NewAction("a character gains the Deep One subtype until the end of the phase").
			Choosing(Choose("a character", Character)).Doing(TargetGains(0, GainSubtype("Deep One")))),
	// Night-shift Security (TH 1): an event that chooses two characters
	// does not choose either as its only target.
	card("Wound Two",
		NewAction("wound two characters you choose").
			Choosing(Choose("two characters", Character).N(2).ToWound()).
			Doing(WoundTarget(0))),
	// FAQ 2.25: a resource's text does not work, unless its card has a
	// Zoog resource icon or the ability says it works there: the same
	// Response as Furtive Zoog's, but declared to work in play only.
	card("Drain Response In Play",
		NewResponse("after you drain the domain it is a resource of: it comes into play").
			On(DrainsDomainOfSelf()).
			Doing(PutSelfIntoPlay())),
	// FAQ 3.5: a response to something that happened during the story
	// resolution comes in the one window after it.
	card("Draw When Wounded",
		NewResponse("after it is wounded, draw a card").On(WoundTo(Self)).Doing(Draw(1))),
	// FAQ, Timing Structure ("Passive effect cannot be canceled"): a
	// passive that wounds.
	card("Passive Wound",
		NewPassive("as it enters play: every other character takes a wound").
			On(EntersPlay(Self)).
			Doing(WoundAll(All(Character, Other)))),
	// FAQ, Julia Brown, Oddly Amphibious ruling: cards discarded at random,
	// as many as possible; then a draw, which needs them all.
	card("Random Discard Then Draw",
		NewForced("once committed: 2 random cards of your hand go to the discard pile; then you draw 2").
			On(Commits(Self)).
			Doing(DiscardAtRandom(AbilityController, 2), Draw(2).Then())),
	// FAQ 2.27 (Inside Information with Sleep of Reason): struggles added.
	card("Add Terror Struggle",
		NewConstant("the attached story gains a terror struggle", StoryStruggles(carddb.Terror, 1).On(HostOfSelf))),
	// FAQ 1.12 (Foiled!): a story's own constant ability, switched off
	// while its text box is blank.
	card("Story Extra Combat",
		NewConstant("the story itself has an extra combat struggle", StoryStruggles(carddb.Combat, 1).On(Self))),
}

// sameControllerAsFirst selects cards controlled by the first target's
// controller (any card before the first target is chosen).
func sameControllerAsFirst(c *Ctx, id CardID) bool {
	t := c.Target(0)
	return t == None || c.Controller(t) == c.Controller(id)
}

func notFirstTarget(c *Ctx, id CardID) bool { return c.Target(0) != id }
