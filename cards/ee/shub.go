package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shubCard selects Shub-Niggurath cards (a card's faction, as it is now).
var shubCard = OfFaction(carddb.ShubNiggurath)

var shub = []entry{
	titled("Ancient Necropolis",
		NewConstant("your characters have +2 skill", Skill(2).On(All(Character, Yours)))),
	// The characters it affects are those in play as it resolves, as
	// with the LCG's "this phase" gains (docs/rulings.md).
	titled("Berserk Fury",
		NewAction("this phase, each of your characters gets +2 skill").
			Doing(EachGains(Yours, Skill(2)))),
	titled("Birthing Pit",
		NewResponse("after you play a character of printed cost 4 or more, pay 1: draw a card").
			On(PlayedFromHand(All(Character, Yours, PrintedCostAtLeast(4)))).
			Costing(Pay(1)).
			Doing(Draw(1))),
	titled("Black Spawn from Below",
		NewConstant("1 cheaper, never below 1, per resource type but Shub-Niggurath's in the paying domain",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.ShubNiggurath)).On(Self)).
			Working(FromHand)),
	// One kind chosen for all the characters (docs/rulings.md).
	// Each player picks his one character and one support card as his
	// refresh phase readies (docs/rulings.md).
	titled("Brood of Bubastis",
		NewConstant("in each player's refresh phase, he readies one character and one support card at most", ReadiesOneOfEach())),
	titled("Buzzing of Locusts",
		NewAction("destroy every Day card in play; then X characters each lose an icon of one kind you choose this phase").
			Doing(DestroyAll(TimeCard(Day)),
				Choosing(PickCard("X characters", Character).CountX().Targeting(), func(*Ctx, []CardID) {}).Then(),
				Choosing(PickIcon("the kind of icon each of them loses one of"), pickedLoseChosenIcon).Then())),
	// The other wounds are cancelled by the character: every wound
	// waiting to be dealt to each character picked, the one wounded
	// first always offered (docs/rulings.md).
	titled("Cannot Be Stopped",
		NewDisrupt("cancel a wound about to be dealt, and the wounds waiting to be dealt to characters you pick; then draw a card per wound cancelled").
			On(WoundTo(Character)).
			Doing(Cancel(),
				Choosing(PickCard("characters whose waiting wounds are cancelled too (the one wounded first among them)", AnyOf(answeredCard, woundsWaiting)).UpToCount(1<<12),
					cancelWoundsAndDraw).Then())),
	titled("Charnel Vaults",
		NewAction("exhaust: your next Shub-Niggurath card this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(shubCard, InYourHand))))),
	titled("Child of Earth and Flame",
		NewConstant("the Ancient One Shub-Niggurath costs you 1 less (never below 1)",
			CostDeltaMin1(-1).On(All(InYourHand, TitleIs("Shub-Niggurath"))))),
	titled("Claws of Bubastis",
		NewAction("destroy two support cards").
			Choosing(Choose("two support cards", SupportCard).N(2)).
			Doing(DestroyTarget(0))),
	titled("Ezbekiyeh Gardens",
		NewAction("exhaust, pay 1: this phase, a character's printed icons all become icons of one other kind you choose").
			Costing(ExhaustSelf(), Pay(1)).
			Choosing(Choose("a character with a printed icon", All(Character, SaneCard, withPrintedIcon))).
			Doing(Choosing(PickIconAmong("the kind its printed icons become", iconKindsToConvertTo), convertPrintedIcons))),
	titled("Forever Reborn",
		NewAction("a character of your discard pile destroyed this phase comes into play; then refresh the domain drained to play this card").
			Doing(Choosing(PickCard("a character destroyed this phase", All(CharacterCard, DestroyedThisPhase, CanEnterPlay)).FromDiscardPile(),
				PutChosenIntoPlay),
				RefreshDomainDrainedToPay().Then())),
	titled("Ghoul Khanum",
		NewResponse("after you win an icon struggle by 2 or more: a success token of yours on its story").
			On(WonStruggle(2)).
			When(SelfCommitted).
			Doing(Custom(tokenOnOwnStory, nil))),
	titled("Ghoul Pilgrim from the East",
		NewConstant("while an Avatar of Nyarlathotep is in play, it gains a terror and an arcane icon and Toughness +1",
			GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Arcane, 1).On(Self), ToughnessPlus(1).On(Self)).
			When(avatarInPlay)),
	titled("Legacy of Nitrocis",
		NewAction("a character gets +3 skill this phase; then, by draining one of your domains, you may take this card back to your hand").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(3)), ritualBack(), ReturnEventToHand().Then())),
	// "Before an effect resolves": any ability or event about to
	// resolve, passives and story effects included (docs/rulings.md).
	titled("Mi-Go Explorer",
		NewDisrupt("pay 1, sacrifice it, as any effect is about to resolve: it becomes a new domain of yours with your deck's top card as its resource").
			On(AbilityAboutToResolve(Action, Disrupt, Response, Forced, Passive, StoryWin)).
			Costing(Pay(1), SacrificeSelf()).
			Doing(SelfBecomesDomain(1))),
	titled("Mother's Avenger",
		NewDisrupt("pay 2: cancel a wound to it; then draw a card").
			On(WoundTo(Self)).
			Costing(Pay(2)).
			Doing(Cancel(), Draw(1).Then())),
	titled("Rampaging Cthonian",
		NewAction("pay 2, sacrifice it: destroy every support card in play").
			Costing(Pay(2), SacrificeSelf()).
			Doing(DestroyAll(SupportCard))),
	titled("Shub-Niggurath",
		NewConstant("costs 5 less while you control 4 or more Cultist characters", CostDelta(-5).On(Self)).
			When(fourCultists).Working(FromHand),
		NewResponse("after it enters play: every character of every discard pile comes into play exhausted, under your control").
			On(EntersPlay(Self)).
			Doing(Custom(allDiscardedCharactersRise, anyDiscardedCharacter))),
	titled("Strange Sisterhood",
		NewConstant("its domain's Shub-Niggurath resources also match Hastur cards",
			ResourcesAlsoMatch(carddb.ShubNiggurath, carddb.Hastur))),
	titled("Tcho-Tcho Lama",
		NewAction("exhaust, sacrifice a Mi-Go character: a character of printed cost X or less from your hand or discard pile comes into play, X the Mi-Go's printed cost").
			Costing(ExhaustSelf(), SacrificeOneForX(All(Character, Yours, WithSubtype("Mi-Go")), printedCostOf)).
			Doing(Choosing(PickCard("a character of printed cost X or lower", All(CharacterCard, PrintedCostAtMostCount((*Ctx).X), CanEnterPlay)).FromHandOrDiscard(),
				PutChosenIntoPlay))),
	titled("Temple of Bubastis",
		NewAction("exhaust, pay 2: a character gains three terror icons this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 3)))),
	titled("The Forest Laughs",
		NewAction("a story: this phase, the characters there but Servitors lose their printed icons").
			Choosing(Choose("a story", nil).Story()).
			Doing(forestLaughs...)),
	titled("The Mother's Fury",
		NewAction("in your operations phase: every success token on every story is discarded").
			When(YourOperations).
			Doing(DiscardAllSuccessTokens())),
	titled("The Mother's Seed",
		NewAction("sacrifice the character it is attached to: a non-Ancient One character from your hand comes into play").
			Costing(SacrificeOne(HostOfSelf)).
			Doing(Choosing(PickCard("a non-Ancient One character", All(CharacterCard, Not(WithSubtype("Ancient One")), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
	titled("The Thousand-Faced Moon",
		NewResponse("after you play a Ritual event: a character of cost 1 or less in your discard pile comes into play").
			On(On(yourRitualPlayed, EvAbility)).
			Choosing(Choose("a character of printed cost 1 or lower in your discard pile",
				All(CharacterCard, InYourDiscard, PrintedCostAtMost(1), CanEnterPlay)).InDiscardPiles()).
			Doing(PutTargetIntoPlay(0))),
	titled("Tomb-Herd",
		NewAction("sacrifice it: wound a character without a terror icon").
			Costing(SacrificeSelf()).
			Choosing(Choose("a character without a terror icon", All(Character, WithoutIcon(carddb.Terror))).ToWound()).
			Doing(WoundTarget(0))),
	titled("Veneration of Apis",
		NewAction("this phase, your Shub-Niggurath cards cost 1 less (never below 1); then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(shubCard, InYourHand))), ritualBack(), ReturnEventToHand().Then())),
}

// ritualBack is a Ritual's "then, you may drain one of your domains" to
// take the card back to its owner's hand instead of discarding it; the
// return follows it as a part of its own (ReturnEventToHand().Then()), as
// Legacy of Ramses (Core 80) does.
func ritualBack() Effect {
	return Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then()
}

// ritualPlayed matches a Ritual event card played, by either player: the
// occurrence of its ability about to resolve, answered once it has
// resolved.
func ritualPlayed(c *Ctx, e *Event) bool {
	return EventCardPlayed(c, e) && c.Card(e.Card).HasSubtype("Ritual")
}

// yourRitualPlayed matches a Ritual event card the ability's player played
// (Skinless One, Black Pharaoh, Tcho-Tcho Lama).
func yourRitualPlayed(c *Ctx, e *Event) bool { return int(e.Player) == c.You() && ritualPlayed(c, e) }

// tokenOnOwnStory (Ghoul Khanum) places a success token of its player's on
// the story its card is committed to.
func tokenOnOwnStory(c *Ctx) {
	s := c.CommittedTo(c.Src())
	if s == None || !c.InPlay(c.Src()) {
		c.Fail()
		return
	}
	c.AddSuccess(c.You(), s, 1)
}

// anyDiscardedCharacter tells whether some discard pile holds a
// character card (Shub-Niggurath).
func anyDiscardedCharacter(c *Ctx) bool {
	for p := 0; p < 2; p++ {
		for _, id := range c.DiscardPile(p) {
			if c.Card(id).Type == carddb.Character {
				return true
			}
		}
	}
	return false
}

// allDiscardedCharactersRise (Shub-Niggurath) puts every character card
// of every discard pile into play under the ability's player's control,
// exhausted, his own pile first, each pile from the bottom up; a card
// uniqueness or Heroic and Villainous forbid stays (FAQ 2.24).
func allDiscardedCharactersRise(c *Ctx) {
	var ids []CardID
	for _, p := range [2]int{c.You(), c.Opp()} {
		for _, id := range c.DiscardPile(p) {
			if c.Card(id).Type == carddb.Character {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range ids {
		c.PutIntoPlayExhausted(id)
	}
}

// printedCostOf is a card's printed cost (Tcho-Tcho Lama's X).
func printedCostOf(c *Ctx, id CardID) int {
	if d := c.Card(id); !d.CostX && !d.NoCost {
		return int(d.Cost)
	}
	return 0
}

// atTargetStoryNotServitor selects the characters committed to target 0's
// story that are not Servitors (The Forest Laughs).
func atTargetStoryNotServitor(c *Ctx, id CardID) bool {
	s := c.Target(0)
	return s != None && c.CommittedTo(id) == s && !c.HasSubtype(id, "Servitor")
}

// forestLaughs: every printed icon of each kind lost (The Forest Laughs).
var forestLaughs = []Effect{
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Terror),
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Combat),
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Arcane),
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Investigation),
}

// pickedLoseChosenIcon (Buzzing of Locusts): each character of the
// ability's first choice that has an icon of the kind picked loses one
// until the end of the phase.
func pickedLoseChosenIcon(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	ic := ChosenIcon(chosen[0])
	for _, id := range c.Picked(0) {
		if c.InPlay(id) && c.Icons(id)[ic] > 0 {
			c.GainsForPhase(id, GainIcon(ic, -1))
		}
	}
}

// withPrintedIcon selects the cards with an icon printed on them.
func withPrintedIcon(c *Ctx, id CardID) bool { return c.Card(id).Icons != carddb.Icons{} }

// iconKindsToConvertTo (Ezbekiyeh Gardens) lists the kinds of icon the
// target's printed icons may all become: every kind but the one they all
// are already, if they are of one kind.
func iconKindsToConvertTo(c *Ctx) []carddb.Icon {
	t := c.Target(0)
	if t == None || c.Insane(t) {
		return nil
	}
	printed := c.Card(t).Icons
	total := 0
	for _, n := range printed {
		total += int(n)
	}
	var out []carddb.Icon
	for _, ic := range []carddb.Icon{carddb.Terror, carddb.Combat, carddb.Arcane, carddb.Investigation} {
		if total > int(printed[ic]) {
			out = append(out, ic)
		}
	}
	return out
}

// convertPrintedIcons (Ezbekiyeh Gardens): until the end of the phase,
// each icon printed on the target of another kind than the one picked is
// lost and one of that kind gained instead; icons gained otherwise stay
// (FAQ 2.28).
func convertPrintedIcons(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if len(chosen) == 0 || t == None || !c.InPlay(t) || c.Insane(t) {
		c.Fail()
		return
	}
	to := ChosenIcon(chosen[0])
	var mods []Mod
	moved := 0
	for _, ic := range []carddb.Icon{carddb.Terror, carddb.Combat, carddb.Arcane, carddb.Investigation} {
		if n := int(c.Card(t).Icons[ic]); n > 0 && ic != to {
			mods = append(mods, GainIcon(ic, -n))
			moved += n
		}
	}
	if moved == 0 {
		c.Fail()
		return
	}
	c.GainsForPhase(t, append(mods, GainIcon(to, moved))...)
}

// woundsWaiting selects the cards with a wound waiting to be dealt to
// them that may be cancelled (Cannot Be Stopped).
func woundsWaiting(c *Ctx, id CardID) bool { return c.WoundsWaitingTo(id) > 0 }

// answeredCard selects the card of the occurrence the ability answers.
func answeredCard(c *Ctx, id CardID) bool { e := c.Event(); return e != nil && e.Card == id }

// cancelWoundsAndDraw (Cannot Be Stopped) cancels every wound waiting to
// be dealt to each character picked, then draws a card for each wound
// cancelled, the one the Disrupt answers included.
func cancelWoundsAndDraw(c *Ctx, chosen []CardID) {
	n := 1
	for _, id := range chosen {
		n += c.CancelWoundsTo(id)
	}
	c.Draw(c.You(), n)
}
