package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

var miskatonic = []entry{
	// As An Intriguing Offer (agency.go), for Yog-Sothoth cards.
	titled("Comparing Notes",
		NewConstant("its domain's Miskatonic University resources also match Yog-Sothoth cards",
			ResourcesAlsoMatch(carddb.Miskatonic, carddb.YogSothoth))),
	// A support in play, not an Attachment: the Response makes it the
	// restored character's attachment, and its constant works only while
	// it is one.
	titled("Cultes des Goules",
		NewResponse("pay 1, after a character of yours is restored: it is attached to that character").
			On(Restored(All(Character, Yours))).
			When(SelfUnattached).
			Costing(Pay(1)).
			Doing(Custom(cultesAttach, nil)),
		NewConstant("attached, its character gains Willpower and two Combat icons",
			Gain(Willpower).On(HostOfSelf), GainIcon(carddb.Combat, 2).On(HostOfSelf)).
			When(SelfAttached)),
	titled("Dhol Chants",
		NewAction("pay 2: its host gains an icon of your choice this phase").
			Costing(Pay(2)).
			Doing(Choosing(PickIcon("the icon its host gains this phase"), dholHostGains))),
	titled("Dirigible",
		NewAction("exhaust it, pay 2: a character you choose gains Willpower and an Investigation icon this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Gain(Willpower), GainIcon(carddb.Investigation, 1)))),
	titled("Egyptian Museum",
		NewAction("exhaust it: the next Miskatonic University card you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Miskatonic)))))),
	// "From any story" chooses nothing: its player picks a story with a
	// success token, then, where both players have some, whose.
	titled("Egyptology Consultant",
		NewResponse("pay 1, after you win an icon struggle by 2 or more: a success token of either player's leaves a story").
			On(WonStruggle(2)).
			When(consultantHasStory).
			Costing(Pay(1)).
			Doing(Choosing(PickCard("a story to remove a success token from", All(StoryInPlay, consultantStoryOK)).FromStories(), consultantKeep),
				Choosing(PickValue("whose success token to remove", consultantOwners, consultantOwnerLabel), consultantRemove).Then())),
	// The card looked at is named in the options, shown to its player
	// alone.
	titled("Expedition Warehouse",
		NewAction("exhaust it: look at the top card of your deck; then discard it or leave it there").
			When(warehouseDeck).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickValue("what becomes of the top card of your deck", warehouseChoices, warehouseLabel), warehouseDiscard))),
	titled("Graduating Historian",
		NewAction("exhaust him: the next Miskatonic University character you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Miskatonic)))))),
	titled("Historic Discovery",
		NewAction("four success tokens of yours on a story you choose").
			Choosing(Choose("a story", StoryInPlay).Story()).
			Doing(AddSuccess(0, 4))),
	titled("Legacy of Akhnaton",
		NewAction("a character you choose gains an Investigation icon and Willpower this phase; then, by draining one of your domains, you may take this card back to your hand").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Investigation, 1), Gain(Willpower)),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Local Guide",
		NewConstant("while an Avatar of Nyarlathotep is in play, he has Invulnerability", Gain(Invulnerability).On(Self)).
			When(CharacterInPlayWith("Avatar of Nyarlathotep"))),
	titled("Lost History of Herodotus",
		NewConstant("your events cost 1 less to play, to a minimum of 1", CostDeltaMin1(-1).On(All(EventCard, InYourHand)))),
	titled("Military Escort",
		NewConstant("1 cheaper, never below 1, per non-Miskatonic resource type in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.Miskatonic)).On(Self)).
			Working(FromHand)),
	// As Police Sergeant (agency.go): "an effect" is a triggered ability or
	// an event about to resolve.
	titled("Miskatonic Administrator", triggeredBenefactor()),
	titled("Mosque of Ibn-Tulun",
		NewAction("exhaust it: a character you choose gains an icon of your choice this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(Choosing(PickIcon("the icon the character gains this phase"), mosqueTargetGains))),
	// The icon is named as he commits; the story lacks it while he is
	// committed there.
	titled("Professor Albert Wilmarth",
		NewPassive("as he commits, name a struggle icon").
			On(Commits(Self)).
			Doing(Choosing(PickIcon("the struggle icon his story loses while he is committed there"), NoteChosenIcon)),
		NewConstant("while he is committed, his story loses the icon named", StoryLosesNotedIcon()...).
			When(SelfCommitted)),
	// Destroyed: not sacrificed nor discarded; each comes back under its
	// owner's control, uniqueness and Heroic/Villainous allowing (FAQ
	// 2.24).
	titled("Reversing the Temporal Flow",
		NewAction("every character destroyed this phase comes back into play from its owner's discard pile").
			Doing(PutIntoPlayAllFromDiscard(All(CharacterCard, DestroyedThisPhase)))),
	titled("Secrets of Bubastis",
		NewAction("your Miskatonic University cards cost 1 less this phase, to a minimum of 1; then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Miskatonic)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	// No "choose": a pick among its player's hand and discard pile.
	titled("Seduction of the Tombs",
		NewAction("in a story phase: a Miskatonic University character, not an Ancient One, from your hand or discard pile comes into play, and is sacrificed as the phase ends").
			When(DuringPhase(PhaseStory)).
			Doing(Choosing(PickCard("a Miskatonic University character to put into play", seductionCharacter).FromHandOrDiscard(), seductionPut))),
	titled("Sheer Force of Will",
		NewAction("up to two characters you choose gain Willpower this phase; then refresh the domain that paid for it").
			Choosing(Choose("up to two characters", Character).UpTo(2)).
			Doing(TargetGains(0, Gain(Willpower)), RefreshDomainDrainedToPay().Then())),
	titled("The Messenger",
		NewResponse("pay 2, after you play a Ritual event: ready every character you control").
			On(YouPlayEventWith("Ritual")).
			Costing(Pay(2)).
			Doing(ReadyAll(All(Character, Yours)))),
	// Destroying no Night card is done all the same: the Tome follows
	// ("then", FAQ 1.3).
	titled("The Punishing Sun",
		NewAction("destroy every Night card in play; then a Tome of printed cost X or less from your hand or discard pile comes into play").
			Doing(DestroyAll(TimeCard(Night)),
				Choosing(PickCard("a Tome of printed cost X or less to put into play", punishingTome).FromHandOrDiscard(), PutChosenIntoPlay).Then())),
}

// cultesAttach (Cultes des Goules) attaches the card to the character
// just restored.
func cultesAttach(c *Ctx) {
	if id := c.Event().Card; !c.IsCharacter(id) || !c.AttachTo(c.Src(), id) {
		c.Fail()
	}
}

// dholHostGains (Dhol Chants) gives its host the icon chosen until
// the end of the phase.
func dholHostGains(c *Ctx, chosen []CardID) {
	h := c.Host(c.Src())
	if len(chosen) == 0 || h == None || !c.IsCharacter(h) {
		c.Fail()
		return
	}
	c.GainsForPhase(h, GainIcon(ChosenIcon(chosen[0]), 1))
}

// mosqueTargetGains gives the ability's target the icon chosen until
// the end of the phase.
func mosqueTargetGains(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if len(chosen) == 0 || t == None || !c.InPlay(t) {
		c.Fail()
		return
	}
	c.GainsForPhase(t, GainIcon(ChosenIcon(chosen[0]), 1))
}

// consultantStoryOK selects the stories with a success token of either
// player's.
func consultantStoryOK(c *Ctx, id CardID) bool {
	return c.SuccessTokens(id, 0)+c.SuccessTokens(id, 1) > 0
}

// consultantHasStory holds while a story in play holds a success token.
func consultantHasStory(c *Ctx) bool {
	for _, s := range c.Stories() {
		if consultantStoryOK(c, s) {
			return true
		}
	}
	return false
}

// consultantStory is the story the ability picked first (Ctx.Picked).
func consultantStory(c *Ctx) CardID {
	if g := c.Picked(0); len(g) > 0 {
		return g[0]
	}
	return None
}

// consultantOwners are the players with a success token on the story picked.
func consultantOwners(c *Ctx) []int {
	s := consultantStory(c)
	if s == None {
		return nil
	}
	var out []int
	for _, p := range []int{c.Opp(), c.You()} {
		if c.SuccessTokens(s, p) > 0 {
			out = append(out, p)
		}
	}
	return out
}

func consultantOwnerLabel(c *Ctx, p int) string {
	return "one of " + c.PlayerName(p) + "'s success tokens"
}

// consultantRemove takes one success token of the player chosen off the
// story picked.
func consultantRemove(c *Ctx, chosen []CardID) {
	s := consultantStory(c)
	if len(chosen) == 0 || s == None || c.RemoveSuccess(ChosenValue(chosen[0]), s, 1) == 0 {
		c.Fail()
	}
}

// consultantKeep keeps a choice for the parts after it, which read it
// (Ctx.Picked).
func consultantKeep(*Ctx, []CardID) {}

// warehouseDeck holds while the ability's player's deck holds a card.
func warehouseDeck(c *Ctx) bool { return c.DeckSize(c.You()) > 0 }

// warehouseChoices: Expedition Warehouse's choice, 1 to discard.
func warehouseChoices(*Ctx) []int { return []int{0, 1} }

func warehouseLabel(c *Ctx, v int) string {
	title := "the card"
	if id := c.DeckTop(c.You()); id != None {
		title = c.Card(id).Title
	}
	if v == 1 {
		return "Discard " + title
	}
	return "Leave " + title + " on top of your deck"
}

// warehouseDiscard discards the top card of the player's deck if he
// chose to.
func warehouseDiscard(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || c.DeckSize(c.You()) == 0 {
		c.Fail()
		return
	}
	if ChosenValue(chosen[0]) == 1 {
		c.DiscardTopOfDeck(c.You(), 1)
	}
}

// seductionCharacter (Seduction of the Tombs) selects the Miskatonic
// University character cards, not Ancient Ones, that could enter play.
func seductionCharacter(c *Ctx, id CardID) bool {
	return CharacterCard(c, id) && c.HasFaction(id, carddb.Miskatonic) &&
		!c.Card(id).HasSubtype("Ancient One") && CanEnterPlay(c, id)
}

// seductionPut puts the card picked into play; it is
// sacrificed as the phase ends.
func seductionPut(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.PutIntoPlay(chosen[0]) {
		c.Fail()
		return
	}
	c.SacrificeAtEndOfPhase(chosen[0])
}

// punishingTome (The Punishing Sun) selects the Tome cards of printed
// cost X or less that could enter play.
func punishingTome(c *Ctx, id CardID) bool {
	return c.Card(id).HasSubtype("Tome") && PrintedCostAtMostCount((*Ctx).X)(c, id) && CanEnterPlay(c, id)
}
