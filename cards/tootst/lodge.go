package tootst

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// lodge: the Silver Twilight's characters, TOotST 16 to 35.
var lodge = []entry{
	// Played from the hand only (FAQ 2.24). Not targeted: every Heroic or
	// Villainous character in play, both players', goes (one immune to
	// the card stays, FAQ 2.36).
	card(16, "Clifton Rosenberg",
		NewResponse("after you play him: every Heroic or Villainous character goes back to its owner's hand").
			On(PlayedFromHand(Self)).
			Doing(ReturnAllToHand(All(Character, AnyOf(WithKeyword(Heroic), WithKeyword(Villainous)))))),
	// "1 or more cards": one discarding, however many cards it takes, is
	// one occurrence; any reason counts (a cost, an effect, the hand
	// limit: docs/rulings.md).
	card(17, "Senator Nathaniel Rhodes",
		NewResponse("pay 1, after you discard cards from your hand: draw a card").
			On(YouDiscardFromHand()).Costing(Pay(1)).Doing(Draw(1))),
	// FAQ errata: a Forced Response. "A character": he may choose
	// himself, and must choose one.
	card(18, "Lord Jeffrey Farrington",
		NewForced("after he enters play: a character you choose goes back to its owner's hand").
			On(EntersPlay(Self)).
			Choosing(Choose("a character to return to its owner's hand", Character)).
			Doing(ReturnTargetToHand(0))),
	// A passive at a moment of its own (FAQ 1.6): whatever turn it is in
	// play at the end of, it goes; blank or insane, it stays.
	card(19, "Silver Twilight Enforcer",
		NewPassive("at the end of the turn: it goes back to its owner's hand").
			On(On(enforcerTurnEnds, EvTurnEnd)).
			Doing(ReturnSelfToHand())),
	// Either player's conspiracy.
	card(20, "Keeper of the Silver Sphere",
		NewConstant("while a conspiracy is in play: two combat icons, an arcane and an investigation icon more",
			GainIcon(carddb.Combat, 2).On(Self), GainIcon(carddb.Arcane, 1).On(Self),
			GainIcon(carddb.Investigation, 1).On(Self)).When(ConspiracyInPlay)),
	// Another Silver Twilight character, either player's.
	card(21, "Young Initiate",
		NewResponse("after it enters play: another Silver Twilight character you choose has Willpower until the end of the turn").
			On(EntersPlay(Self)).
			Choosing(Choose("another Silver Twilight character", All(Character, Other, OfFaction(carddb.SilverTwilight)))).
			Doing(TargetGainsForTurn(0, Gain(Willpower)))),
	// Any character, either player's, insane ones too (FAQ 2.34), that
	// goes to a discard pile as it leaves play: destroyed, sacrificed or
	// discarded, not returned to a hand or a deck.
	card(22, "Arcane Hunter",
		NewForced("after a character goes from play to a discard pile: it has Willpower and Fast until the end of the phase").
			On(On(hunterCharacterToDiscard, EvDestroy, EvSacrifice, EvDiscardFromPlay)).
			Doing(SelfGains(Gain(Willpower), Gain(Fast)))),
	// "During your refresh phase": once, after its framework action (the
	// insane character restored, the cards readied, the domains
	// refreshed: docs/rulings.md). It may choose itself.
	card(23, "Knight of the Outer Void",
		NewForced("in your refresh phase, once your cards are readied: a Silver Twilight character of yours you choose goes back to its owner's hand").
			On(On(knightRefresh, EvRefresh)).
			Choosing(Choose("a Silver Twilight character you control", All(Character, Yours, OfFaction(carddb.SilverTwilight)))).
			Doing(ReturnTargetToHand(0))),
	// "Non-Ancient One" is the subtype it has now; it may choose itself.
	card(24, "High Wizard of the Order",
		NewResponse("after it enters play: a character you choose, not an Ancient One, goes back to its owner's hand").
			On(EntersPlay(Self)).
			Choosing(Choose("a character, not an Ancient One", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(ReturnTargetToHand(0))),
	// Any arcane struggle its player wins, whoever is committed there.
	card(25, "Lodge Librarian",
		NewResponse("discard a card from your hand, after you win an arcane struggle: draw a card").
			On(WonStruggleOf(carddb.Arcane)).Costing(DiscardCards(1)).Doing(Draw(1))),
	// Any character leaving play, either player's, by any way (to a
	// discard pile, a hand or a deck); each one is an occurrence of its
	// own.
	card(26, "Disgruntled Chef",
		NewResponse("after a character leaves play: it has a combat icon more until the end of the phase").
			On(On(chefCharacterLeft, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck)).
			Doing(SelfGains(GainIcon(carddb.Combat, 1)))),
	// "Or": its player picks as it resolves, the discard only with a card
	// in his hand (FAQ 2.21), the sacrifice only while it is in play. The
	// Action's target is chosen before its cost is paid: it cannot choose
	// itself.
	card(27, "Dedicated Butler",
		NewForced("after it enters play: discard a card from your hand, or sacrifice it").
			On(EntersPlay(Self)).
			Doing(Choosing(PickValue("discard a card from your hand, or sacrifice Dedicated Butler", butlerModes, butlerLabel), butlerKeepChoice),
				If(butlerChose(butlerDiscard), Choosing(PickCard("a card of your hand to discard", nil).FromHand(), DiscardChosen)),
				If(butlerChose(butlerSacrifice), SacrificeItself())),
		NewAction("sacrifice it: a card of your discard pile you choose is shuffled into your deck").
			Costing(SacrificeSelf()).
			Choosing(Choose("a card of your discard pile", InYourDiscard).InDiscardPiles()).
			Doing(Custom(butlerShuffleBack, nil))),
	// The Action it gains is its own while its player has no card in his
	// hand (FAQ 2.21), as a play restriction; "printed skill" of an
	// insane character is 0 (FAQ 2.34).
	card(28, "Mayor Atkinson",
		NewAction("pay 2, only with no cards in your hand: a character of printed skill 2 or lower you choose goes back to its owner's hand").
			When(lodgeEmptyHand).Costing(Pay(2)).
			Choosing(Choose("a character of printed skill 2 or lower", All(Character, PrintedSkillAtMost(2)))).
			Doing(ReturnTargetToHand(0))),
	card(29, "Devious Architect",
		NewConstant("while you have no cards in hand: a combat icon and two arcane icons more",
			GainIcon(carddb.Combat, 1).On(Self), GainIcon(carddb.Arcane, 2).On(Self)).When(lodgeEmptyHand)),
	// "That character" is no target. Any readying counts, each card of a
	// refresh phase's too (docs/rulings.md).
	card(30, "Lodge Barkeep",
		NewResponse("exhaust it, after a character is readied: that character is exhausted").
			On(On(barkeepCharacterReadied, EvReady)).Costing(ExhaustSelf()).
			Doing(Custom(barkeepExhaust, barkeepTargetReady))),
	// Any event, either player's, once it has resolved.
	card(31, "Failed Initiate",
		NewForced("after an event is played: it is sacrificed").
			On(On(EventCardPlayed, EvAbility)).
			Doing(SacrificeItself())),
	// The reduction waits for its player's next support card played this
	// phase; a card of cost 0 cannot be reduced (FAQ 2.16, 2.17).
	card(32, "The Groundskeeper",
		NewAction("discard a card from your hand: the next support card you play this phase costs 1 less, to a minimum of 1").
			Costing(DiscardCards(1)).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(groundskeeperSupport, InYourHand))))),
	// The tokens go when it leaves play or goes insane (FAQ, Silver
	// Twilight Collector question). A character destroyed blank or insane
	// had no subtype; out of play a card has its printed ones (FAQ 2.25,
	// 2.34, 2.26).
	card(33, "Silver Twilight Collector",
		NewConstant("a combat icon more for each success token on it",
			GainIcon(carddb.Combat, 1).Times(collectorTokens).On(Self)),
		NewForced("after a Monster or Creature character is destroyed: a success token is placed on it").
			On(On(collectorMonsterDestroyed, EvDestroy)).
			Doing(AddSuccessToSelf())),
	// A support card in play, either player's, an attachment too.
	card(34, "Lodge Housekeeper",
		NewResponse("after it enters play: a support card you choose goes back to its owner's hand").
			On(EntersPlay(Self)).
			Choosing(Choose("a support card", SupportCard)).
			Doing(ReturnTargetToHand(0))),
	// The revealed cards stay where they are (FAQ 2.4). "Add" is not
	// optional: one of the revealed Silver Twilight characters goes to
	// the hand if there is one; "then" (FAQ 1.3), the deck is shuffled
	// only if one did (docs/rulings.md).
	card(35, "Recruiter for the Lodge",
		NewResponse("after it enters play: reveal your top five cards, take a Silver Twilight character among them into your hand, then shuffle your deck").
			On(EntersPlay(Self)).
			Doing(Custom(recruiterReveal, recruiterDeckHasCards),
				Choosing(PickCard("a revealed Silver Twilight character to take into your hand", recruiterPick).FromDeck(), PutChosenInHand),
				Custom(recruiterShuffle, nil).Then())),
}

// enforcerTurnEnds matches the end of a turn.
func enforcerTurnEnds(c *Ctx, e *Event) bool { return e.Kind == EvTurnEnd }

// knightRefresh (Knight of the Outer Void) matches the refresh of the
// ability's player, in his refresh phase.
func knightRefresh(c *Ctx, e *Event) bool { return e.Kind == EvRefresh && int(e.Player) == c.You() }

// hunterCharacterToDiscard (Arcane Hunter) matches a character leaving play
// that has gone to a discard pile.
func hunterCharacterToDiscard(c *Ctx, e *Event) bool {
	return e.LeftAsCharacter() && c.Zone(e.Card) == ZoneDiscard
}

// chefCharacterLeft (Disgruntled Chef) matches a character leaving play.
func chefCharacterLeft(c *Ctx, e *Event) bool { return e.LeftAsCharacter() }

// barkeepCharacterReadied (Lodge Barkeep) matches a character readied.
func barkeepCharacterReadied(c *Ctx, e *Event) bool { return e.Card != None && c.IsCharacter(e.Card) }

// barkeepExhaust (Lodge Barkeep) exhausts the character whose readying
// the Response answers.
func barkeepExhaust(c *Ctx) {
	if e := c.Event(); e != nil && e.Card != None && c.InPlay(e.Card) {
		c.Exhaust(e.Card)
	}
}

// barkeepTargetReady (Lodge Barkeep): the readied character is still in
// play, ready and sane.
func barkeepTargetReady(c *Ctx) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.InPlay(e.Card) && !c.Exhausted(e.Card) && !c.Insane(e.Card)
}

// lodgeEmptyHand (Mayor Atkinson, Devious Architect) holds while the
// ability's player has no card in his hand.
func lodgeEmptyHand(c *Ctx) bool { return len(c.Hand(c.You())) == 0 }

// groundskeeperSupport (The Groundskeeper) selects cards printed as supports.
func groundskeeperSupport(c *Ctx, id CardID) bool { return c.Card(id).Type == carddb.Support }

// collectorTokens (Silver Twilight Collector) counts the success tokens on the
// ability's own card.
func collectorTokens(c *Ctx) int { return c.TokensOn(c.Src()) }

// collectorMonsterDestroyed (Silver Twilight Collector) matches a
// Monster or Creature character destroyed, neither blank nor insane as it
// left play.
func collectorMonsterDestroyed(c *Ctx, e *Event) bool {
	if !e.LeftAsCharacter() || e.LeftBlank() {
		return false
	}
	d := c.Card(e.Card)
	return d.HasSubtype("Monster") || d.HasSubtype("Creature")
}

// The choices of Dedicated Butler's Forced Response.
const (
	butlerDiscard = iota
	butlerSacrifice
)

// butlerModes are the choices open: the discard with a card in the hand,
// the sacrifice while the Butler is in play.
func butlerModes(c *Ctx) []int {
	var out []int
	if len(c.Hand(c.You())) > 0 {
		out = append(out, butlerDiscard)
	}
	if c.InPlay(c.Src()) {
		out = append(out, butlerSacrifice)
	}
	return out
}

// butlerLabel names a choice of Dedicated Butler.
func butlerLabel(c *Ctx, v int) string {
	if v == butlerDiscard {
		return "Discard a card from your hand"
	}
	return "Sacrifice Dedicated Butler"
}

// butlerChose holds when the first choice was v.
func butlerChose(v int) Cond {
	return func(c *Ctx) bool {
		g := c.Picked(0)
		return len(g) > 0 && ChosenValue(g[0]) == v
	}
}

// butlerKeepChoice keeps a choice for a later part to read (c.Picked).
func butlerKeepChoice(c *Ctx, chosen []CardID) {}

// butlerShuffleBack (Dedicated Butler) shuffles the chosen card of
// the discard pile into its owner's deck.
func butlerShuffleBack(c *Ctx) {
	if id := c.Target(0); id == None || !c.ShuffleIntoDeck(id) {
		c.Fail()
	}
}

// recruiterReveal (Recruiter for the Lodge) reveals the top five cards of
// its player's deck (fewer if it has fewer).
func recruiterReveal(c *Ctx) { c.RevealTopOfDeck(c.You(), 5) }

// recruiterDeckHasCards holds while the ability's player's deck has a card.
func recruiterDeckHasCards(c *Ctx) bool { return c.DeckSize(c.You()) > 0 }

// recruiterPick (Recruiter for the Lodge) selects the Silver Twilight
// character cards among the top five of the deck.
var recruiterPick = All(InTopOfDeck(5), CharacterCard, OfFaction(carddb.SilverTwilight))

// recruiterShuffle shuffles the ability's player's deck.
func recruiterShuffle(c *Ctx) { c.ShuffleDeck(c.You()) }
