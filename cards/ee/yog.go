package ee

import (
	"fmt"
	"slices"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: the Yog-Sothoth faction's Eldritch Edition cards.
var yog = []entry{
	titled("Back Alleys of Cairo",
		NewPassive("as its host's controller's refresh phase begins: the host is not readied in it").
			On(On(hostControllersRefreshBegins, EvPhaseBegin)).
			Doing(HostSkipsNextRefresh())),
	titled("Balance of Thoth",
		NewAction("a wound comes off a character; then you place a success token on a story you pick").
			Choosing(Designate("a wounded character", All(Character, Wounded))).
			Doing(ForEachTarget(0, removeOneWound),
				Choosing(PickCard("a story to place a success token on", StoryInPlay).FromStories(), addSuccessToPicked).Then())),
	titled("Bent Pyramid",
		NewAction("exhaust, pay 2: a character of your choice has +4 skill and three arcane icons more this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(4), GainIcon(carddb.Arcane, 3)))),
	titled("Black Pharaoh",
		NewResponse("after you play a Ritual event: he has a terror, a combat, an arcane and an investigation icon more this phase").
			On(On(yourRitualPlayed, EvAbility)).
			Doing(SelfGains(GainIcon(carddb.Terror, 1), GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1), GainIcon(carddb.Investigation, 1)))),
	titled("Born in the Spheres",
		NewAction("your Yog-Sothoth cards cost 1 less this phase (never below 1); then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.YogSothoth)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Canopic Jar",
		NewConstant("its domain's Yog-Sothoth resources also match Shub-Niggurath cards",
			ResourcesAlsoMatch(carddb.YogSothoth, carddb.ShubNiggurath))),
	titled("Child of the Fire Mist",
		NewConstant("your Yog-Sothoth (the Ancient One) costs 1 less to play, never below 1",
			CostDeltaMin1(-1).On(All(InYourHand, TitleIs("Yog-Sothoth"))))),
	titled("Dark Attendant",
		NewConstant("while an Avatar of Nyarlathotep is in play, +2 skill, a terror icon and three arcane icons",
			Skill(2).On(Self), GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Arcane, 3).On(Self)).When(avatarInPlay)),
	titled("Daughter of Nug",
		NewAction("exhaust: your next Yog-Sothoth character this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.YogSothoth)))))),
	titled("De Vermis Mysteriis",
		NewAction("exhaust, pay 2: of two domains of one player you choose, a resource moves from one to the other").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a domain", dvmFirstDomain).Domains(),
				Choose("another domain of the same player", dvmSecondDomain).Domains()).
			Doing(Choosing(PickValue("a resource of those domains to move to the other", dvmResources, dvmLabel), dvmMove))),
	titled("Execration",
		NewResponse("after you play a Spell card: its host is exhausted").
			On(On(yourSpellPlayed, EvPlay, EvAttach, EvAbility)).
			Doing(Custom(exhaustHost, hostReady))),
	titled("Fane of the Black Pharaoh",
		NewAction("exhaust: your next Yog-Sothoth card this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.YogSothoth)))))),
	titled("Legacy of Nephren-Ka",
		NewAction("a character of your choice has a combat and an arcane icon more this phase; then, by draining one of your domains, you may take this card back to your hand").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1)),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Omar Shakti",
		NewAction("sacrifice a Cultist: wound a character of your choice whose skill is no more than the Cultist's").
			Choosing(Choose("a character with skill no higher than a Cultist of yours", All(Character, outskilledByYourCultist)).ToWound()).
			Costing(SacrificeOne(All(CharacterWithSubtype("Cultist"), Yours, NotTarget(0), skillAtLeastTarget))).
			Doing(WoundTarget(0))),
	titled("Pentagram of Fire",
		NewAction("swap any number of the resources of a domain of yours you choose with as many cards of your hand").
			Choosing(Choose("a domain you control", Yours).Domains()).
			Doing(Choosing(PickCard("resources of that domain to exchange", onTargetDomain).FromResources().AnyNumber(), pentagramKeep),
				Choosing(PickCard("as many cards of your hand to put in their place", nil).FromHand().UpToCountOf(pentagramCount), pentagramSwap))),
	titled("Riddles",
		NewAction("each player's top X cards are revealed: those of the lowest total printed cost are discarded; then each other player puts his under his deck in the order he picks").
			Doing(Custom(riddlesReveal, nil),
				Choosing(PickCard("your revealed cards, in the order they go under your deck (the last deepest)", riddlesLeft).FromDeck().By(riddlesOther).UpToCountOf(riddlesLeftCount), riddlesToBottom).Then())),
	titled("Rites of Luveh Keraph",
		NewDisrupt("pay 1, before a triggered effect resolves: its host has +2 skill, or four arcane icons more, this phase").
			On(AbilityAboutToResolve(Action, Disrupt, Response, Forced)).
			When(SelfAttached).
			Costing(Pay(1)).
			Doing(hostGainsSkillOrIcons("+2 skill or four arcane icons for its host", carddb.Arcane, 4, "four arcane icons"))),
	titled("Ruthless Fanatic", benefactor()),
	titled("Screaming of the Spheres",
		NewAction("every Day card in play is destroyed; then a character of your choice with skill X or less has one icon of each kind more this phase").
			Doing(DestroyAll(eeDayCard),
				Choosing(PickCard("a character with skill X or lower", All(Character, SkillAtMostX)).Targeting(), allIconsToPicked).Then())),
	titled("Sinking the Lotus",
		NewDisrupt("cancel a Ritual or Spell event; then it goes under its owner's deck").
			On(On(ritualOrSpellEvent, EvAbility)).
			Doing(Cancel(), Custom(answeredEventToBottom, nil).Then())),
	titled("Spectral Hunter",
		NewConstant("1 cheaper, never below 1, per resource type other than Yog-Sothoth in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.YogSothoth)).On(Self)).
			Working(FromHand),
		NewConstant("while it is Night, nothing may choose it as a target", CannotBeTargeted().On(Self)).When(IsNight)),
	titled("The Twin Blasphemies",
		NewAction("in your operations phase: a new domain of yours from your deck's top card, with the next 2 cards as its resources; then it is drained").
			When(YourOperations).
			Doing(GainDomain(2), Custom(drainNewestDomain, nil).Then())),
	titled("Winlock's Dig",
		NewAction("exhaust: exhaust a support card of your choice").
			Costing(ExhaustSelf()).
			Choosing(Choose("a ready support card", All(SupportCard, ReadyCard))).
			Doing(ExhaustTarget(0))),
	titled("Wizard of Chorazos",
		NewConstant("costs 2 less to play while it is Night", CostDelta(-2).On(Self)).When(IsNight).Working(FromHand)),
	titled("Yog-Sothoth",
		NewConstant("costs 5 less to play while your characters have 6 or more arcane icons", CostDelta(-5).On(Self)).
			When(sixArcaneIcons).Working(FromHand),
		NewResponse("after he enters play: up to 2 cards of your discard pile go back to your hand").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("up to 2 cards of your discard pile", nil).FromDiscardPile().UpToCount(2), PutChosenInHand))),
}

// hostControllersRefreshBegins (Back Alleys of Cairo) matches the
// beginning of the refresh phase of the player who controls the card's
// host.
func hostControllersRefreshBegins(c *Ctx, e *Event) bool {
	h := c.Host(c.Src())
	return e.Kind == EvPhaseBegin && h != None && DuringPhase(PhaseRefresh)(c) && c.Controller(h) == c.Active()
}

// removeOneWound (Balance of Thoth) takes one wound token off a card.
func removeOneWound(c *Ctx, id CardID) {
	if !c.RemoveWound(id) {
		c.Fail()
	}
}

// addSuccessToPicked (Balance of Thoth) places a success token of the
// ability's player on the story picked.
func addSuccessToPicked(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	c.AddSuccess(c.You(), chosen[0], 1)
}

// yourSpellPlayed (Execration) matches a Spell card played by the
// ability's player: a character or support entering play from his hand,
// or an event about to resolve.
func yourSpellPlayed(c *Ctx, e *Event) bool {
	if e.Card == None || int(e.Player) != c.You() || !c.Card(e.Card).HasSubtype("Spell") {
		return false
	}
	if e.Kind == EvAbility {
		return EventCardPlayed(c, e)
	}
	return e.Kind == EvPlay || e.Kind == EvAttach
}

// exhaustHost and hostReady (Execration): the card's host is exhausted;
// it would change the game while the host is ready.
func exhaustHost(c *Ctx) {
	if h := c.Host(c.Src()); h != None {
		c.Exhaust(h)
	}
}

func hostReady(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.InPlay(h) && !c.Exhausted(h)
}

// outskilledByYourCultist (Omar Shakti) selects a character whose skill
// some other Cultist character of the ability's player equals or exceeds:
// one he could sacrifice to wound it.
func outskilledByYourCultist(c *Ctx, id CardID) bool {
	for _, cu := range c.PlayArea(c.You()) {
		if cu != id && c.Matches(All(CharacterWithSubtype("Cultist"), Yours), cu) && c.Skill(cu) >= c.Skill(id) {
			return true
		}
	}
	return false
}

// skillAtLeastTarget (Omar Shakti) selects a card whose skill is at least
// the skill of the ability's first target, once it is chosen (before, as
// the Action is offered, the target's own filter asks for such a Cultist).
func skillAtLeastTarget(c *Ctx, id CardID) bool {
	t := c.Target(0)
	return t == None || c.Skill(id) >= c.Skill(t)
}

// allIconsToPicked (Screaming of the Spheres): the character picked has
// one icon of each kind more this phase.
func allIconsToPicked(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	c.GainsForPhase(chosen[0], GainIcon(carddb.Terror, 1), GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1), GainIcon(carddb.Investigation, 1))
}

// ritualOrSpellEvent (Sinking the Lotus) matches a Ritual or Spell event
// card about to resolve.
func ritualOrSpellEvent(c *Ctx, e *Event) bool {
	if !EventCardPlayed(c, e) {
		return false
	}
	def := c.Card(e.Card)
	return def.HasSubtype("Ritual") || def.HasSubtype("Spell")
}

// answeredEventToBottom (Sinking the Lotus) puts the event card the
// Disrupt answered under its owner's deck.
func answeredEventToBottom(c *Ctx) {
	if e := c.Event(); e == nil || e.Card == None || !c.PutOnBottomOfDeck(e.Card) {
		c.Fail()
	}
}

// sixArcaneIcons (Yog-Sothoth): the characters of the card's player have
// 6 or more arcane icons between them.
func sixArcaneIcons(c *Ctx) bool {
	n := 0
	for _, id := range c.PlayArea(c.You()) {
		if Character(c, id) {
			n += int(c.Icons(id)[carddb.Arcane])
		}
	}
	return n >= 6
}

// drainNewestDomain (The Twin Blasphemies) drains the domain its player
// gained last.
func drainNewestDomain(c *Ctx) {
	if !c.DrainDomain(c.You(), c.Domains(c.You())-1) {
		c.Fail()
	}
}

// onTargetDomain (Pentagram of Fire) selects the resources attached to
// the domain the ability chose.
func onTargetDomain(c *Ctx, id CardID) bool {
	d := c.Target(0)
	return d != None && c.Host(id) == d
}

// pentagramKeep (Pentagram of Fire): the resources picked are read back
// by the next choice (Picked).
func pentagramKeep(c *Ctx, chosen []CardID) {}

// pentagramCount (Pentagram of Fire) is the number of resources picked
// to exchange.
func pentagramCount(c *Ctx) int { return len(c.Picked(1)) }

// pentagramSwap (Pentagram of Fire) exchanges the resources picked with
// the cards of the hand picked, pair by pair: each resource goes to its
// owner's hand, each hand card onto the domain; with fewer hand cards
// picked, only as many resources are exchanged.
func pentagramSwap(c *Ctx, chosen []CardID) {
	res, d := c.Picked(1), c.Target(0)
	n := min(len(res), len(chosen))
	for i := range n {
		if c.ReturnResourceToHand(res[i]) {
			c.AttachAsResource(chosen[i], d)
		}
	}
}

// riddlesReveal (Riddles) reveals the top X cards of each player's deck,
// kept as a group per player (Group(p)), and discards the cards of the
// player or players whose revealed cards have the lowest total printed
// cost (X counting 0).
func riddlesReveal(c *Ctx) {
	var totals [2]int
	for p := range 2 {
		ids := c.RevealTopOfDeck(p, c.X())
		for _, id := range ids {
			totals[p] += int(c.Card(id).Cost)
		}
		c.Keep(ids...)
	}
	low := min(totals[0], totals[1])
	for p := range 2 {
		if totals[p] == low {
			for _, id := range c.Group(p) {
				c.DiscardFromDeck(id)
			}
		}
	}
}

// riddlesLeft (Riddles) selects the revealed cards still in their deck.
func riddlesLeft(c *Ctx, id CardID) bool {
	return c.Zone(id) == ZoneDeck && (slices.Contains(c.Group(0), id) || slices.Contains(c.Group(1), id))
}

// riddlesOther (Riddles) is the player whose revealed cards are still in
// his deck: the one whose total was not the lowest.
func riddlesOther(c *Ctx) int {
	for p := range 2 {
		for _, id := range c.Group(p) {
			if c.Zone(id) == ZoneDeck {
				return p
			}
		}
	}
	return c.You()
}

// riddlesLeftCount (Riddles) counts the revealed cards still in a deck.
func riddlesLeftCount(c *Ctx) int {
	n := 0
	for p := range 2 {
		for _, id := range c.Group(p) {
			if c.Zone(id) == ZoneDeck {
				n++
			}
		}
	}
	return n
}

// riddlesToBottom (Riddles) puts the cards picked under their deck in the
// order picked, then those left unpicked, top first: the last one goes
// deepest.
func riddlesToBottom(c *Ctx, chosen []CardID) {
	order := slices.Clone(chosen)
	for p := range 2 {
		for _, id := range c.Group(p) {
			if c.Zone(id) == ZoneDeck && !slices.Contains(order, id) {
				order = append(order, id)
			}
		}
	}
	for _, id := range order {
		c.DeckCardToBottom(id)
	}
}

// dvmFirstDomain (De Vermis Mysteriis) selects a domain of a player with
// another domain and a resource.
func dvmFirstDomain(c *Ctx, id CardID) bool {
	p := c.Controller(id)
	return c.Domains(p) >= 2 && len(c.Resources(p)) > 0
}

// dvmSecondDomain (De Vermis Mysteriis) selects another domain of the
// first one's player, one of the two holding a resource (any domain
// while the first is not chosen yet).
func dvmSecondDomain(c *Ctx, id CardID) bool {
	t := c.Target(0)
	if t == None {
		return true
	}
	return id != t && c.Controller(id) == c.Controller(t) && c.ResourcesOn(id)+c.ResourcesOn(t) > 0
}

// dvmResources (De Vermis Mysteriis) lists the resources of the two
// domains chosen, as values.
func dvmResources(c *Ctx) []int {
	a, b := c.Target(0), c.Target(1)
	if a == None || b == None {
		return nil
	}
	var out []int
	for _, r := range c.Resources(c.Controller(a)) {
		if h := c.Host(r); h == a || h == b {
			out = append(out, int(r))
		}
	}
	return out
}

func dvmLabel(c *Ctx, v int) string {
	r := CardID(v)
	p, h := c.Controller(c.Target(0)), c.Host(CardID(v))
	for d := range c.Domains(p) {
		if c.DomainCard(p, d) == h {
			return fmt.Sprintf("%s, of domain %d", c.Card(r).Title, d+1)
		}
	}
	return c.Card(r).Title
}

// dvmMove (De Vermis Mysteriis) moves the resource picked to the other
// domain chosen.
func dvmMove(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	r := CardID(ChosenValue(chosen[0]))
	to := c.Target(0)
	if c.Host(r) == to {
		to = c.Target(1)
	}
	if !c.MoveResource(r, to) {
		c.Fail()
	}
}
