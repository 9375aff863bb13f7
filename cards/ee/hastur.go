package ee

import (
	"slices"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: the Hastur faction's Eldritch Edition cards.
var hastur = []entry{
	titled("Academy Art Retreat",
		NewAction("exhaust, pay 2: a character of your choice has a terror and a combat icon more and Fast this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 1), GainIcon(carddb.Combat, 1), Gain(Fast)))),
	titled("Amnesia",
		NewAction("in your operations phase: look at X cards of an opponent's hand at random; then discard one of them you choose").
			When(YourOperations).
			Doing(Custom(lookAtRandomOpponentCards, opponentHasCards),
				Choosing(PickCard("one of the cards looked at to discard", amongLookedAt).FromOpponentsHand().Targeting(), DiscardChosen).Then())),
	// The story's attachments leave as it is won: the Response answers
	// from the discard pile, whoever won the story (as Giving Thanks).
	titled("An Unbreakable Oath",
		NewResponse("after the story it is attached to is won: a story of the story deck you choose replaces the one dealt; then the story deck is shuffled").
			Working(FromDiscard).
			On(On(oathStoryWon, EvWinStory)).
			Doing(Choosing(PickCard("a story of the story deck to replace the one dealt", nil).FromStoryDeck().Targeting(), oathReplace),
				Custom(func(c *Ctx) { c.ShuffleStoryDeck() }, nil).Then())),
	titled("Asylum Studio",
		NewAction("exhaust: your next Hastur card this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Hastur)))))),
	titled("Author of Hideous Truths",
		NewResponse("after you win a struggle by 2+ icons: destroy an attachment of your choice").
			On(WonStruggle(2)).
			Choosing(Choose("an Attachment card", AttachmentCard)).
			Doing(DestroyTarget(0))),
	titled("Book of the Dead",
		NewConstant("its host has +2 skill and Fast", Skill(2).On(HostOfSelf), Gain(Fast).On(HostOfSelf))),
	titled("Collector of the Obscure",
		NewAction("exhaust, pay 4: one of the opponent's success tokens on a story moves to your side of it").
			Costing(ExhaustSelf(), Pay(4)).
			Choosing(Designate("a story with an opponent's success token", SuccessTokensOf(Opponent)).Story()).
			Doing(MoveSuccessToken(0, Opponent, 0, AbilityController))),
	titled("Enshrouded Sun",
		NewAction("every Day card in play is destroyed; then X insane characters of your choice are destroyed").
			Doing(DestroyAll(eeDayCard),
				Choosing(PickCard("X insane characters to destroy", All(Character, InsaneCard)).CountX().Targeting(), destroyEachPicked).Then())),
	titled("Hastur",
		NewConstant("costs 5 less to play while an opponent has 2 or more insane characters", CostDelta(-5).On(Self)).
			When(opponentHasTwoInsane).Working(FromHand),
		NewResponse("after he enters play: every character goes insane").
			On(EntersPlay(Self)).
			Doing(InsaneAll(Character))),
	titled("In Rags",
		NewConstant("its host has -2 skill", Skill(-2).On(HostOfSelf))),
	titled("Legacy of Cassilda",
		NewAction("the top 2 cards of each opponent's deck are discarded; then, by draining one of your domains, you may take this card back to your hand").
			Doing(DiscardTopOfDeck(Opponent, 2),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Mental Ward",
		NewResponse("after a character goes insane: ready a character of yours of your choice").
			On(GoesInsane(CharacterCard)).
			Choosing(Choose("an exhausted character you control", All(Character, Yours, ExhaustedCard))).
			Doing(ReadyTarget(0))),
	titled("Moon-Cursed Lycanthrope", benefactor()),
	titled("Nightmare's Grasp",
		NewAction("a character or support card of your choice goes on top of its owner's deck").
			Choosing(Choose("a character or support card", AnyOf(Character, SupportCard))).
			Doing(ForEachTarget(0, func(c *Ctx, id CardID) { c.ReturnToTopOfDeck(id) }))),
	titled("Oath-Bound Servant",
		NewConstant("your Hastur (the Ancient One) costs 1 less to play, never below 1",
			CostDeltaMin1(-1).On(All(InYourHand, TitleIs("Hastur"))))),
	titled("Old City Bazaar",
		NewForced("after a player plays an event: he discards the top 3 cards of his deck").
			On(On(EventCardPlayed, EvAbility)).
			Doing(DiscardTopOfDeck(EventPlayer, 3))),
	titled("Patron of the Arts",
		NewAction("exhaust: your next Hastur character this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Hastur)))))),
	titled("Saturnalia",
		NewAction("your Hastur cards cost 1 less this phase (never below 1); then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Hastur)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Schizophrenia",
		NewAction("every character of skill 2 or less goes insane; then the domain drained to play it is refreshed").
			Doing(InsaneAll(All(Character, SkillAtMost(2))),
				Custom(refreshPayingDomain, nil).Then())),
	titled("Skinless One",
		NewResponse("after you play a Ritual event: a character of your choice goes insane").
			On(On(yourRitualPlayed, EvAbility)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	titled("The Bonds of Madness",
		NewConstant("its domain's Hastur resources also match Cthulhu cards",
			ResourcesAlsoMatch(carddb.Hastur, carddb.Cthulhu))),
	titled("Thing from the Stars",
		NewConstant("1 cheaper, never below 1, per resource type other than Hastur in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.Hastur)).On(Self)).
			Working(FromHand),
		NewAction("exhaust: destroy an insane character of your choice").
			Costing(ExhaustSelf()).
			Choosing(Choose("an insane character", All(Character, InsaneCard))).
			Doing(DestroyTarget(0))),
	titled("Visitor from Carcosa",
		NewConstant("while an Avatar of Nyarlathotep is in play, he commits without exhausting",
			CommitsWithoutExhausting().On(Self)).When(avatarInPlay)),
}

// opponentHasTwoInsane (Hastur): an opponent controls 2 or more insane
// characters.
func opponentHasTwoInsane(c *Ctx) bool {
	return CountInPlay(All(Character, InsaneCard, Opponents))(c) >= 2
}

// destroyEachPicked (Enshrouded Sun) destroys the cards picked.
func destroyEachPicked(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Destroy(id)
	}
}

// refreshPayingDomain (Schizophrenia, Abduction's kind) refreshes the
// domain drained to play the ability's event card; with none drained (a
// cost of 0) the part fails.
func refreshPayingDomain(c *Ctx) {
	if d := c.DomainDrainedToPay(); d == None || !c.RefreshDomain(d) {
		c.Fail()
	}
}

// lookAtRandomOpponentCards (Amnesia) picks X cards of the opponent's
// hand at random (all of them, with X or fewer), which its player looks
// at: kept for the choice that follows. With none, the part fails.
func lookAtRandomOpponentCards(c *Ctx) {
	ids := c.RandomHandCards(c.Opp(), c.X())
	if len(ids) == 0 {
		c.Fail()
		return
	}
	c.Keep(ids...)
}

// opponentHasCards (Amnesia): the opponent holds a card.
func opponentHasCards(c *Ctx) bool { return len(c.Hand(c.Opp())) > 0 }

// amongLookedAt (Amnesia) selects the cards looked at.
func amongLookedAt(c *Ctx, id CardID) bool {
	return slices.Contains(c.Group(0), id)
}

// eeDayCard (Enshrouded Sun, Screaming of the Spheres) selects the Day
// cards in play (TimeCard).
var eeDayCard = All(InPlayCard, TimeCard(Day))

// oathStoryWon (An Unbreakable Oath) matches the story it was attached
// to being won: it left play with the story.
func oathStoryWon(c *Ctx, e *Event) bool {
	return c.Zone(c.Src()) == ZoneDiscard && c.LeftWithWonStory(e, c.Src())
}

// oathReplace (An Unbreakable Oath) puts the story picked in the place of
// the story dealt to replace the one won, which goes back into the story
// deck.
func oathReplace(c *Ctx, chosen []CardID) {
	dealt := oathDealt(c)
	if len(chosen) == 0 || dealt == None || !c.ReplaceStory(dealt, chosen[0]) {
		c.Fail()
	}
}

// oathDealt (An Unbreakable Oath) is the story dealt after the win the
// Response answers, still in play, or None.
func oathDealt(c *Ctx) CardID {
	e := c.Event()
	if e == nil {
		return None
	}
	after := false
	for _, o := range c.Occurrences() {
		if o.Seq == e.Seq {
			after = true
			continue
		}
		if after && o.Kind == EvNewStory {
			if c.Zone(o.Card) == ZoneStory {
				return o.Card
			}
			return None
		}
	}
	return None
}
