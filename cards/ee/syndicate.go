package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

var syndicate = []entry{
	titled("Abduction",
		NewAction("an exhausted character without arcane icons goes on top of its owner's deck; then the domain that paid for this is refreshed").
			Choosing(Choose("an exhausted character without arcane icons", All(Character, ExhaustedCard, WithoutIcon(carddb.Arcane)))).
			Doing(ForEachTarget(0, topOfOwnersDeck), refreshDomainPaidWith.Then())),
	titled("Auto-de-fe",
		NewAction("name Day or Night; then every character and support card of that printed subtype in any discard pile comes into play").
			Doing(Choosing(PickAmong("Day or Night", dayOrNight), pickedStory),
				PutIntoPlayAllFromDiscard(ofDayOrNightPicked).Then())),
	titled("Blind Medium",
		NewConstant("while an Avatar of Nyarlathotep is in play it gains a terror, a combat and an arcane icon",
			GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Combat, 1).On(Self), GainIcon(carddb.Arcane, 1).On(Self)).
			When(avatarOfNyarlathotepInPlay)),
	titled("Blowing the Whistle",
		NewAction("exhaust up to three characters that are not Ancient Ones").
			Choosing(Choose("up to three non-Ancient One characters", All(Character, notAnAncientOne)).UpTo(3)).
			Doing(ExhaustTarget(0))),
	titled("Brass Knuckles",
		NewConstant("its host has two more skill and Toughness +1", Skill(2).On(HostOfSelf), ToughnessPlus(1).On(HostOfSelf))),
	titled("Cairo Bulletin",
		NewAction("exhaust it: your next Syndicate card this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Syndicate)))))),
	titled("Construction Crew", benefactor()),
	titled("Danny O'Bannion",
		NewForced("on entering play: every support card in play is exhausted").
			On(EntersPlay(Self)).
			Doing(Custom(exhaustAllSupports, anyReadySupport)),
		NewAction("pay 1: back to his owner's hand").
			Costing(Pay(1)).
			Doing(ReturnSelfToHand())),
	titled("Drug Runner",
		NewResponse("pay 2 after winning a struggle by 2+ icons: the opponent discards a card of his choice from his hand").
			On(WonStruggle(2)).
			Costing(Pay(2)).
			Doing(Choosing(PickCard("a card of your hand to discard", nil).FromHand().By(Opponent).Targeting(), DiscardChosen))),
	titled("Dry Gulch",
		NewAction("a non-Ancient One character with no cards attached goes back to its owner's hand").
			Choosing(Choose("a non-Ancient One character without attachments", All(Character, notAnAncientOne, WithoutAttachments))).
			Doing(ReturnTargetToHand(0))),
	titled("Expatriate Reporter",
		NewConstant("1 cheaper, never below 1, per non-Syndicate resource type in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.Syndicate)).On(Self)).
			Working(FromHand)),
	titled("Hatchetman",
		NewAction("while committed, pay 3 and sacrifice him: every non-Ancient One character at his story is destroyed").
			When(SelfCommitted).
			Costing(Pay(3), SacrificeSelf()).
			Choosing(Designate("his story", storyOfSelf).Story()).
			Doing(DestroyAll(All(Character, notAnAncientOne, committedToTarget(0))))),
	titled("Hijacker",
		NewAction("pay 2: a Vehicle card of your discard pile is attached to him").
			Costing(Pay(2)).
			Doing(Choosing(PickCard("a Vehicle card of your discard pile", vehicleCard).FromDiscardPile(), attachChosenToSelf))),
	titled("Hush Money",
		NewResponse("after its host goes to a discard pile: the opponent sacrifices a resource and a support card, if able").
			On(On(hostWentToDiscard, EvDestroy, EvSacrifice, EvDiscardFromPlay)).
			Doing(Choosing(PickCard("a resource of yours to sacrifice", nil).FromResources().By(Opponent), sacrificeChosenResource),
				Choosing(PickCard("a support card of yours to sacrifice", All(SupportCard, ChooserControls)).By(Opponent), SacrificeChosen))),
	titled("On the Grift",
		NewAction("in a story phase: the opponent's characters at one story are moved to another story of your choice").
			When(DuringPhase(PhaseStory)).
			Doing(Choosing(PickCard("the story his characters leave", storyWithOpponentsCharacters).FromStories(), pickedStory),
				Choosing(PickCard("the story they commit to", All(StoryInPlay, Not(amongPicked(0)))).FromStories(), moveOpponentsCharacters))),
	titled("Opium Fiend",
		NewAction("exhaust him: your next Syndicate character this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Syndicate)))))),
	titled("Packet Steamer",
		NewConstant("its host has one more skill and Fast", Skill(1).On(HostOfSelf), Gain(Fast).On(HostOfSelf)),
		NewAction("pay 1: it moves to another character").
			Costing(Pay(1)).
			Doing(Choosing(PickCard("another character to move it to", All(Character, Not(HostOfSelf))), moveSelfToChosen))),
	titled("Radio Network",
		NewConstant("the Syndicate resources of its domain match Agency cards too",
			AlsoMatches(carddb.Agency).On(ResourceOnHostDomain(carddb.Syndicate)))),
	titled("Sedanette",
		NewAction("exhaust it, pay 2: ready a character, which gains a combat and an investigation icon this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(ReadyTarget(0), TargetGains(0, GainIcon(carddb.Combat, 1), GainIcon(carddb.Investigation, 1)))),
	titled("Stool Pigeon",
		NewAction("exhaust him: this phase a resource matches cards of any faction").
			Costing(ExhaustSelf()).
			Choosing(Choose("a resource attached to a domain", ResourceCard).InPlayOrResources()).
			Doing(TargetMatchesAnyFaction(0))),
	titled("Telling No Tales",
		NewAction("every Day and Night card in play is destroyed; then draw a card").
			Doing(DestroyAll(AnyOf(TimeCard(Day), TimeCard(Night))), Draw(1).Then())),
	titled("The Bum's Rush",
		NewAction("in your operations phase: a character card of your discard pile back to your hand").
			When(YourOperations).
			Choosing(Choose("a character in your discard pile", All(CharacterCard, InYourDiscard)).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	titled("The Voice on the Phone The New Boss",
		NewResponse("after you play a Ritual event: a character loses an icon of your choice this phase").
			On(On(youPlayedRitual, EvAbility)).
			Choosing(Choose("a character", Character)).
			Doing(Choosing(PickIconAmong("the icon it loses", iconsOfTarget0), targetLosesChosenIcon))),
	titled("Theosophist Meeting",
		NewAction("this phase your Syndicate cards cost 1 less, to a minimum of 1; then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Syndicate)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Underground Press",
		NewResponse("after you attach a resource from your hand: your top card goes to the same domain as a resource").
			On(ResourceFromHand()).
			Doing(Custom(topCardToSameDomain, deckNotEmpty))),
}

// notAnAncientOne selects cards without the Ancient One subtype.
var notAnAncientOne = Not(WithSubtype("Ancient One"))

// avatarOfNyarlathotepInPlay holds while some Avatar of Nyarlathotep, either player's,
// is in play.
func avatarOfNyarlathotepInPlay(c *Ctx) bool {
	return CountInPlay(WithSubtype("Avatar of Nyarlathotep"))(c) > 0
}

// topOfOwnersDeck (Abduction) puts a card in play on top of its owner's
// deck.
func topOfOwnersDeck(c *Ctx, id CardID) { c.ReturnToTopOfDeck(id) }

// refreshDomainPaidWith (Abduction, Time of Prophecy) refreshes the domain
// drained to pay for the event: it fails when none was, or when it has
// been refreshed since.
var refreshDomainPaidWith = Custom(func(c *Ctx) {
	if d := c.DomainDrainedToPay(); d == None || !c.RefreshDomain(d) {
		c.Fail()
	}
}, nil)

// exhaustAllSupports (Danny O'Bannion) exhausts every ready support card
// in play, either player's.
func exhaustAllSupports(c *Ctx) {
	for p := 0; p < 2; p++ {
		for _, id := range c.PlayArea(p) {
			if c.Matches(All(SupportCard, ReadyCard), id) {
				c.Exhaust(id)
			}
		}
	}
}

func anyReadySupport(c *Ctx) bool { return CountInPlay(All(SupportCard, ReadyCard))(c) > 0 }

// storyOfSelf (Hatchetman) selects the story the ability's card is
// committed to.
func storyOfSelf(c *Ctx, id CardID) bool { return id != None && c.CommittedTo(c.Src()) == id }

// committedToTarget selects the characters committed to target story i.
func committedToTarget(i int) CardFilter {
	return func(c *Ctx, id CardID) bool { s := c.Target(i); return s != None && c.CommittedTo(id) == s }
}

// moveSelfToChosen (Packet Steamer) moves the ability's attachment to the
// character chosen.
func moveSelfToChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.MoveAttachment(c.Src(), chosen[0]) {
		c.Fail()
	}
}

// youPlayedRitual (The Voice on the Phone, The Beast) matches a Ritual
// event card played by the ability's player (answered once its ability
// has resolved, or been cancelled).
func youPlayedRitual(c *Ctx, e *Event) bool {
	return e.Kind == EvAbility && e.Card != None && int(e.Player) == c.You() &&
		c.Card(e.Card).Type == carddb.Event && !TriggeredAbilityOfCardInPlay(c, e) && c.Matches(ritualCard, e.Card)
}

var ritualCard = PrintedSubtype("Ritual")

// iconsOfTarget0 lists the kinds of icon target 0 has now.
func iconsOfTarget0(c *Ctx) []carddb.Icon {
	t := c.Target(0)
	if t == None || c.Zone(t) != ZonePlay {
		return nil
	}
	var out []carddb.Icon
	for ic, n := range c.Icons(t) {
		if n > 0 {
			out = append(out, carddb.Icon(ic))
		}
	}
	return out
}

// targetLosesChosenIcon (The Voice on the Phone): target 0 has one icon
// fewer of the kind picked, until the end of the phase.
func targetLosesChosenIcon(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if len(chosen) == 0 || t == None || c.Zone(t) != ZonePlay {
		c.Fail()
		return
	}
	c.GainsForPhase(t, GainIcon(ChosenIcon(chosen[0]), -1))
}

// vehicleCard selects Vehicle cards (Hijacker).
var vehicleCard = PrintedSubtype("Vehicle")

// attachChosenToSelf (Hijacker) attaches the card picked, out of play, to
// the ability's card.
func attachChosenToSelf(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || c.Zone(c.Src()) != ZonePlay || !c.AttachFromOutOfPlay(chosen[0], c.Src()) {
		c.Fail()
	}
}

// hostWentToDiscard (Hush Money) matches the card's own leaving play with
// its host, the host now in a discard pile.
func hostWentToDiscard(c *Ctx, e *Event) bool {
	if e.Card != c.Src() {
		return false
	}
	h, how := c.HostThatLeft(e)
	return how != EvNone && h != None && c.Zone(h) == ZoneDiscard
}

// sacrificeChosenResource (Hush Money) sacrifices the resources picked.
func sacrificeChosenResource(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
	for _, id := range chosen {
		c.SacrificeResource(id)
	}
}

// storyWithOpponentsCharacters (On the Grift) selects the stories where
// the opponent has committed characters.
func storyWithOpponentsCharacters(c *Ctx, id CardID) bool {
	for _, ch := range c.PlayArea(c.Opp()) {
		if c.CommittedTo(ch) == id && c.Controller(ch) == c.Opp() {
			return true
		}
	}
	return false
}

// amongPicked selects the cards of the ability's i-th choice.
func amongPicked(i int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		for _, p := range c.Picked(i) {
			if p == id {
				return true
			}
		}
		return false
	}
}

// moveOpponentsCharacters (On the Grift): every character of the
// opponent's committed to the first story picked leaves it and commits to
// the second, where it can (CanCommitByEffect); one that cannot is
// uncommitted all the same.
func moveOpponentsCharacters(c *Ctx, chosen []CardID) {
	from := c.Picked(0)
	if len(chosen) == 0 || len(from) == 0 {
		c.Fail()
		return
	}
	var moving []CardID
	for _, ch := range c.PlayArea(c.Opp()) {
		if c.CommittedTo(ch) == from[0] && c.Controller(ch) == c.Opp() {
			moving = append(moving, ch)
		}
	}
	for _, ch := range moving {
		if !c.CommitByEffect(ch, chosen[0]) {
			c.Uncommit(ch)
		}
	}
}

// topCardToSameDomain (Underground Press) attaches its player's top card
// to the domain the resource answered went to.
func topCardToSameDomain(c *Ctx) {
	top, dom := c.DeckTop(c.You()), c.Host(c.Event().Card)
	if top == None || dom == None || !c.AttachAsResource(top, dom) {
		c.Fail()
	}
}

func deckNotEmpty(c *Ctx) bool { return c.DeckTop(c.You()) != None }

// pickedStory (On the Grift, Auto-de-fe) keeps the story or name picked
// for the next part (Ctx.Picked); it fails without one.
func pickedStory(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
}

// dayOrNight are the names Auto-de-fe picks among.
var dayOrNight = []string{"Day", "Night"}

var printedDay, printedNight = PrintedSubtype("Day"), PrintedSubtype("Night")

// ofDayOrNightPicked (Auto-de-fe) selects the character and support cards
// printed with the subtype picked, Day or Night (or the LCG's keyword).
func ofDayOrNightPicked(c *Ctx, id CardID) bool {
	def, pk := c.Card(id), c.Picked(0)
	if len(pk) == 0 || def.Type != carddb.Character && def.Type != carddb.Support {
		return false
	}
	if ChosenValue(pk[0]) == 0 {
		return def.Keywords.Day || c.Matches(printedDay, id)
	}
	return def.Keywords.Night || c.Matches(printedNight, id)
}
