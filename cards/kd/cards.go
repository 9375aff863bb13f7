package kd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cards: the set's implemented cards, in collector-number order.
var cards = []entry{
	// A passive of his commitment, on either player's turn: the kind is
	// named as he commits (FAQ, Chess Prodigy question), and the opponent
	// is offered the payment then, as the effect resolves; unpaid, his
	// story resolves no struggle of that kind this phase, whether he
	// stays or not (docs/rulings.md).
	card(21, "The Terrible Old Man",
		NewPassive("as he commits: name a kind of struggle; unless an opponent pays 2 at once, his story resolves none of that kind this phase").
			On(Commits(Self)).
			Doing(Choosing(PickIcon("the kind of struggle his story does not resolve this phase"), NoteChosenIcon),
				Choosing(PickDomainToPay("a domain to drain to pay 2 so that the struggles named resolve, or pass", two).Optional().By(Opponent), payOldMan),
				IfFailed(Custom(holdStruggles, nil)))),
	// A constant: while its text box is not blank, its controller may use
	// the triggered abilities of each support card an opponent controls
	// as its own. Their text is unchanged: a cost that names the support
	// ("exhaust it") is paid with that support, which he does not
	// control, so such an ability cannot be used (FAQ, a card that copies
	// another's text; FAQ 2.13) (docs/rulings.md).
	card(22, "Neil's Curiosity Shop",
		NewConstant("it gains the triggered abilities of each support card an opponent controls",
			GainsTriggeredAbilitiesOf(All(SupportCard, Opponents)))),
	// "Another character you control": his player's, destroyed (not
	// sacrificed or discarded), now in his own discard pile.
	card(23, "Thomas Olney",
		NewResponse("after another character you control is destroyed, pay 2: it comes back into play from your discard pile").
			On(On(olneyDestroyed, EvDestroy)).
			Costing(Pay(2)).
			Doing(Custom(olneyReturn, nil))),
	// "Each character you control" is read as the effect resolves: the
	// characters of its player in play then (docs/rulings.md).
	card(24, "The Hall School",
		NewAction("sacrifice it: this phase each character you control has one more icon of a kind you choose").
			Costing(SacrificeSelf()).
			Doing(Choosing(PickIcon("the kind of icon your characters gain"), eachOfYoursGainsIcon))),
	// An exhaustion of any kind (a cost, an effect, a commitment: FAQ,
	// Exhausted), each one an occurrence. The cards are looked at, not
	// shown; one at least goes under the deck, in the order picked.
	card(25, "William Bain",
		NewResponse("after a character or support of an opponent's is exhausted, pay 1: of your deck's top two cards, one or both go to its bottom, the rest back on top").
			On(On(bainExhausted, EvExhaust)).
			Costing(Pay(1)).
			Doing(Choosing(PickCard("one or both of your deck's top two cards to put on its bottom, in order", InTopOfDeck(2)).FromDeck().UpToCount(2),
				bainToBottom))),
	card(26, "The Seventh House on the Left",
		NewAction("exhaust it: exhaust a ready character or support card you choose").
			Costing(ExhaustSelf()).
			Choosing(Choose("a ready character or support card", ReadyCard)).
			Doing(ExhaustTarget(0))),
	// The characters in play as it resolves, each by its own printed
	// skill (FAQ 2.26); an insane one is not modified (FAQ 2.34).
	card(27, "St. Erasmus' Home for Mariners",
		NewAction("exhaust it, sacrifice a Deep One character: destroy a character without arcane icons you choose").
			Costing(ExhaustSelf(), SacrificeOne(CharacterWithSubtype("Deep One"))).
			Choosing(Choose("a character without arcane icons", All(Character, WithoutIcon(carddb.Arcane)))).
			Doing(DestroyTarget(0))),
	card(28, "Called to the Sea",
		NewAction("this phase each character in play loses as much skill as it prints").
			Doing(loseOwnPrintedSkill()...)),
	// A replacement of his going insane by a Disrupt (as Julia Brown):
	// the insanity about to be his is cancelled, and the character chosen
	// goes insane, if able.
	card(29, "Charles Dexter Ward",
		NewDisrupt("about to go insane: another character you choose goes insane instead, if able").
			On(GoesInsane(Self)).
			Choosing(Choose("another character", All(Character, Other))).
			Doing(Cancel(), InsaneTarget(0))),
	// Each player's card is shown, then discarded; his own goes to his
	// hand instead only if it alone has the highest printed cost
	// (docs/rulings.md).
	card(30, "Artists Colony",
		NewAction("exhaust it: each player shows and discards his deck's top card, yours into your hand instead if it alone costs the most").
			Costing(ExhaustSelf()).
			Doing(Custom(colonyReveal, colonyWould))),
	// Either player's event card, once played: the effects of an Action
	// or Response event resolve again for his player, who chooses their
	// targets anew and pays nothing of the event's; no event is played
	// (docs/rulings.md, Copied effects).
	card(31, "Visitor from the Spheres",
		NewResponse("after an event card is played, pay 3: its effects resolve again for you").
			On(On(EventCardPlayed, EvAbility)).
			When(func(c *Ctx) bool { return c.CanCopyEventEffects(c.Event()) }).
			Costing(Pay(3)).
			Doing(Custom(func(c *Ctx) { c.CopyEventEffects(c.Event()) }, nil))),
	card(32, "Dreams in Limbo",
		NewAction("no struggle resolves at a story you choose this turn").
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetGainsForTurn(0, NoStruggles(carddb.Terror), NoStruggles(carddb.Combat),
				NoStruggles(carddb.Arcane), NoStruggles(carddb.Investigation)))),
	// A domain is refreshed only if drained: the target is a drained
	// domain of either player.
	card(33, "Basil Elton",
		NewAction("shuffle him into your deck: refresh a drained domain you choose").
			Costing(ShuffleSelfIntoDeck()).
			Choosing(Choose("a drained domain", DrainedDomain).Domains()).
			Doing(Custom(refreshTargetDomain, nil))),
	card(34, "Thunder in the East",
		NewAction("in your operations phase: destroy a support card you choose; then draw a card").
			When(YourOperations).
			Choosing(Choose("a support card", SupportCard)).
			Doing(DestroyTarget(0), Draw(1).Then())),
	card(35, "Mentor to Vaughn",
		NewAction("pay 1: exhaust a ready character of skill 2 or less you choose").
			Costing(Pay(1)).
			Choosing(Choose("a ready character of skill 2 or less", All(Character, ReadyCard, SkillAtMost(2)))).
			Doing(ExhaustTarget(0))),
	// Not targeted; himself included, his skill being 3.
	card(36, "Nodens",
		NewResponse("after he enters play: a wound to every character of skill 3 or less").
			On(EntersPlay(Self)).
			Doing(WoundAll(All(Character, SkillAtMost(3))))),
	// Villainous and Invulnerability are keywords of the card database.
	card(37, "Tulzscha",
		NewConstant("Cultist characters have one more skill and a terror icon",
			Skill(1).On(cultist), GainIcon(carddb.Terror, 1).On(cultist)),
		NewAction("sacrifice a Cultist character: destroy a character of skill 2 or less, not an Ancient One, you choose").
			Costing(SacrificeOne(cultist)).
			Choosing(Choose("a character of skill 2 or less, not an Ancient One",
				All(Character, SkillAtMost(2), Not(WithSubtype("Ancient One"))))).
			Doing(DestroyTarget(0))),
	card(38, "Granny Orne",
		NewResponse("after she enters play: every insane character is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(All(Character, InsaneCard)))),
}

// eachOfYoursGainsIcon (The Hall School) gives each character of the
// ability's player in play an icon of the kind picked, this phase.
func eachOfYoursGainsIcon(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	ic := ChosenIcon(chosen[0])
	for _, id := range c.PlayArea(c.You()) {
		if c.Matches(Character, id) && c.Controller(id) == c.You() {
			c.GainsForPhase(id, GainIcon(ic, 1))
		}
	}
}

// loseOwnPrintedSkill (Called to the Sea) lowers, this phase, the skill
// of each character in play by its printed skill: one part per printed
// skill, each for the characters that print it (EachGains: not targeted,
// an immune one left out).
func loseOwnPrintedSkill() []Effect {
	var out []Effect
	for n := 1; n <= maxPrintedSkill; n++ {
		out = append(out, EachGains(All(Character, printedSkillIs(n)), Skill(-n)))
	}
	return out
}

// maxPrintedSkill is above the highest printed skill of the LCG.
const maxPrintedSkill = 15

// printedSkillIs selects the cards of printed skill n.
func printedSkillIs(n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.PrintedSkill(id) == n }
}

// cultist selects Cultist characters.
var cultist = CharacterWithSubtype("Cultist")

// olneyDestroyed (Thomas Olney) matches another character of his player's
// destroyed, now in that player's own discard pile.
func olneyDestroyed(c *Ctx, e *Event) bool {
	return e.LeftAsCharacter() && e.Card != c.Src() && int(e.Player) == c.You() &&
		c.Zone(e.Card) == ZoneDiscard && c.Owner(e.Card) == c.You()
}

// olneyReturn (Thomas Olney) puts the destroyed character into play
// again from the discard pile.
func olneyReturn(c *Ctx) {
	e := c.Event()
	if e == nil || c.Zone(e.Card) != ZoneDiscard || !c.PutIntoPlay(e.Card) {
		c.Fail()
	}
}

// refreshTargetDomain (Basil Elton) refreshes the domain chosen.
func refreshTargetDomain(c *Ctx) {
	if c.Target(0) == None || !c.RefreshDomain(c.Target(0)) {
		c.Fail()
	}
}
