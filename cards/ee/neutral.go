package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral characters and supports. The Day and Night cards
// print "It is Day." (or Night) on a line of their own, after their
// Response: a constant that gives the card the keyword, so it is Day
// while it is in play (Eldritch rules, Day and Night); blank, it is not.
var neutral = []entry{
	titled("Doomed Exorcist",
		NewConstant("it is Day while it is in play", Gain(Day).On(Self)),
		NewResponse("after it enters play: destroy every Night card; then draw a card").
			On(EntersPlay(Self)).
			Doing(DestroyAll(TimeCard(Night)), Draw(1).Then())),
	titled("Moonlit Phantom",
		NewConstant("it is Night while it is in play", Gain(Night).On(Self)),
		NewResponse("after it enters play: destroy every Day card; then draw a card").
			On(EntersPlay(Self)).
			Doing(DestroyAll(TimeCard(Day)), Draw(1).Then())),
	titled("Revealed of Ra",
		NewConstant("it is Day while it is in play", Gain(Day).On(Self)),
		NewResponse("after it enters play: destroy every Night card; then draw a card").
			On(EntersPlay(Self)).
			Doing(DestroyAll(TimeCard(Night)), Draw(1).Then()),
		NewConstant("each character you control gains an investigation icon",
			GainIcon(carddb.Investigation, 1).On(All(Character, Yours)))),
	titled("Shriek of Cities",
		NewConstant("it is Night while it is in play", Gain(Night).On(Self)),
		NewResponse("after it enters play: destroy every Day card; then draw a card").
			On(EntersPlay(Self)).
			Doing(DestroyAll(TimeCard(Day)), Draw(1).Then()),
		NewConstant("each character you control gains Toughness +1",
			ToughnessPlus(1).On(All(Character, Yours)))),
	titled("Egyptian Contact",
		NewConstant("comes into play exhausted", EntersPlayExhausted().On(Self)),
		NewAction("exhaust: your next character this phase costs 2 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-2).On(All(CharacterCard, InYourHand))))),
	titled("Temple of Nephren-Ka",
		NewAction("exhaust, discard a card: the next card you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf(), DiscardCards(1)).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(InYourHand)))),
	titled("Famine of the Soul",
		NewConstant("its host loses its printed combat icons", curseLosesPrinted(carddb.Combat))),
	titled("Hollowed Mind",
		NewConstant("its host loses its printed arcane icons", curseLosesPrinted(carddb.Arcane))),
	titled("Unbearable Visions",
		NewConstant("its host loses its printed investigation icons", curseLosesPrinted(carddb.Investigation))),
	titled("Wrapped in Flesh",
		NewConstant("its host loses its printed terror icons", curseLosesPrinted(carddb.Terror))),
	titled("Over-Equipped Investigator",
		NewResponse("after it is destroyed, pay X: destroy every Location card of cost X or lower").
			Working(FromDiscard).
			On(Destroyed(Self)).
			Costing(PayX()).
			Doing(DestroyAll(All(WithSubtype("Location"), InPlayCostAtMostX)))),
	titled("Wild Beasts",
		NewConstant("while it is committed, each committed character you control gains two combat icons",
			GainIcon(carddb.Combat, 2).On(All(Character, Yours, CommittedCard))).When(SelfCommitted)),
	titled("The Eye of Light and Darkness",
		NewConstant("Heroic and Villainous characters cannot commit to its story",
			BarsKeywordFromStory(Heroic).On(HostOfSelf), BarsKeywordFromStory(Villainous).On(HostOfSelf))),
	titled("The Black Man",
		NewConstant("your Ritual and Spell events cost 1 less to play, to a minimum of 1",
			CostDeltaMin1(-1).On(All(InYourHand, EventCard, AnyOf(WithSubtype("Ritual"), WithSubtype("Spell"))))),
		avatarDefects(carddb.Arcane, "after an opponent wins an arcane struggle by 2 or more icons: he takes control of it")),
	titled("The Bloated Woman",
		NewAction("pay 1: a character you choose loses a terror icon until the end of the phase").
			Costing(Pay(1)).
			Choosing(Choose("a character to lose a terror icon", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, -1))),
		avatarDefects(carddb.Terror, "after an opponent wins a terror struggle by 2 or more icons: he takes control of it")),
	titled("The Bloody Tongue",
		NewAction("exhaust, pay 3: put two of your success tokens on a story").
			Costing(ExhaustSelf(), Pay(3)).
			Choosing(Designate("the story to put two success tokens on", nil).Story()).
			Doing(AddSuccess(0, 2)),
		avatarDefects(carddb.Investigation, "after an opponent wins an investigation struggle by 2 or more icons: he takes control of it")),
	titled("The Father of Bats",
		NewDisrupt("pay 1: cancel a wound to a character you control").
			On(WoundTo(All(Character, Yours))).
			Costing(Pay(1)).
			Doing(Cancel()),
		avatarDefects(carddb.Combat, "after an opponent wins a combat struggle by 2 or more icons: he takes control of it")),
}

// curseLosesPrinted is an attachment's "its host loses all of its printed
// icons of a kind": as many icons of the kind off as the host prints
// (FAQ 2.26); icons it gains otherwise stay (FAQ 2.28).
func curseLosesPrinted(ic carddb.Icon) Mod {
	return GainIcon(ic, -1).TimesEach(func(c *Ctx, id CardID) int { return int(c.Card(id).Icons[ic]) }).On(HostOfSelf)
}

// avatarDefects is the Forced Response of the Avatars of Nyarlathotep:
// once an opponent of its controller wins a struggle of kind ic by two
// icons or more, anywhere, that opponent takes control of it.
func avatarDefects(ic carddb.Icon, text string) Ability {
	return NewForced(text).
		On(On(avatarOpponentWinsBy2(ic), EvStruggle)).
		Doing(Custom(avatarDefectToOpponent, nil))
}

func avatarOpponentWinsBy2(ic carddb.Icon) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		w := int(e.Player)
		return e.Kind == EvStruggle && w == c.Opp() && carddb.Icon(e.N) == ic && int(e.Counts[w])-int(e.Counts[1-w]) >= 2
	}
}

// avatarDefectToOpponent gives the card to its controller's opponent, the
// struggle's winner.
func avatarDefectToOpponent(c *Ctx) {
	if !c.GiveControl(c.Src(), c.Opp()) {
		c.Fail()
	}
}

// neutralEvents: the neutral events.
var neutralEvents = []entry{
	titled("Crackdown!",
		NewResponse("after you win an icon struggle by 2 or more: wound a character").
			On(WonStruggle(2)).
			Choosing(Choose("a character", Character).ToWound()).
			Doing(WoundTarget(0))),
	titled("Deal With the Devil",
		NewAction("in your operations phase: sacrifice every character and support card you control; then up to three Avatars of Nyarlathotep from your deck come into play; shuffle").
			When(YourOperations).
			Doing(Custom(sacrificeAllYours, nil),
				Choosing(PickCard("up to three Avatar of Nyarlathotep cards", All(WithSubtype("Avatar of Nyarlathotep"), CanEnterPlay)).FromDeck().UpToCount(3).Optional(),
					putChosenIntoPlayAndShuffle).Then())),
	titled("Signing the Book",
		NewResponse("after a Ritual event is played: the top card of your discard pile goes under your deck; then, by draining one of your domains, you may take this card back to your hand").
			On(On(ritualPlayed, EvAbility)).
			Doing(Custom(discardTopUnderDeck, discardNotEmpty), ritualBack(), ReturnEventToHand().Then())),
	titled("Swarm of Cobras",
		NewAction("in your operations phase: each player sacrifices every character of his with a Curse attached").
			When(YourOperations).
			Doing(EachPlayerSacrificesAll(cursed))),
}

// sacrificeAllYours (Deal With the Devil) sacrifices every character and
// support card the ability's player controls, attachments included;
// having none to sacrifice, the part resolves all the same.
func sacrificeAllYours(c *Ctx) {
	var ids []CardID
	for p := 0; p < 2; p++ {
		for _, id := range c.PlayArea(p) {
			if c.Controller(id) == c.You() {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range ids {
		if c.InPlay(id) {
			c.Sacrifice(id)
		}
	}
}

// putChosenIntoPlayAndShuffle puts the cards picked in the deck into play,
// then shuffles the deck, found or not (Deal With the Devil).
func putChosenIntoPlayAndShuffle(c *Ctx, chosen []CardID) {
	PutChosenIntoPlay(c, chosen)
	c.ShuffleDeck(c.You())
}

// discardTopUnderDeck (Signing the Book) puts the top card of its player's
// discard pile under his deck.
func discardTopUnderDeck(c *Ctx) {
	pile := c.DiscardPile(c.You())
	if len(pile) == 0 || !c.PutOnBottomOfDeck(pile[len(pile)-1]) {
		c.Fail()
	}
}

// discardNotEmpty: the ability's player's discard pile holds a card.
func discardNotEmpty(c *Ctx) bool { return len(c.DiscardPile(c.You())) > 0 }

// cursed selects the cards with a Curse card attached (Swarm of Cobras).
func cursed(c *Ctx, id CardID) bool {
	for p := 0; p < 2; p++ {
		for _, a := range c.PlayArea(p) {
			if c.Host(a) == id && c.HasSubtype(a, "Curse") {
				return true
			}
		}
	}
	return false
}
