package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, SoA 7 to 12.
var miskatonic = []entry{
	card(7, "Scientific Text",
		NewConstant("while it is ready, its host has an arcane icon more",
			GainIcon(carddb.Arcane, 1).On(HostOfSelf)).When(selfReady),
		NewAction("exhaust it: draw a card").
			Costing(ExhaustSelf()).
			Doing(Draw(1))),
	card(8, "Visiting Professor",
		NewConstant("while it is Day: 2 more skill and three combat icons more",
			Skill(2).On(Self), GainIcon(carddb.Combat, 3).On(Self)).When(IsDay)),
	card(9, "The Necronomicon",
		NewAction("exhaust it, pay 3: control a character you choose until the end of the phase").
			Costing(ExhaustSelf(), Pay(3)).
			Choosing(Choose("a character", Character)).
			Doing(TakeControlOfTargetUntilEndOfPhase(0))),
	// FAQ, Soothsayer question: one icon chosen, gained once for each
	// Attachment in play.
	card(10, "Soothsayer",
		NewResponse("after she commits: an icon of your choice, once for each Attachment in play, until the end of the phase").
			On(Commits(Self)).When(AnyAttachmentInPlay).
			Doing(Choosing(PickIcon("the icon she gains for each Attachment in play"), soothsayerGains))),
	// Its cost, the exhaustion of a character, comes before "to": a
	// character of the player's own (FAQ 2.13). Steadfast is printed.
	card(11, "Misinformation",
		NewAction("exhaust a character of yours with two investigation icons or more: remove up to three success tokens from a story you choose").
			Costing(ExhaustOne(All(Character, IconsAtLeast(carddb.Investigation, 2)))).
			Choosing(Choose("a story", StoryInPlay).Story()).
			Doing(DiscardUpToSuccessTokens(0, 3))),
	card(12, "Professor Armitage",
		NewAction("pay 1: ready an exhausted Tome card you choose").
			Costing(Pay(1)).
			Choosing(Choose("an exhausted Tome card", All(InPlayCard, ExhaustedCard, WithSubtype("Tome")))).
			Doing(ReadyTarget(0))),
}

// selfReady holds while the ability's card is not exhausted.
func selfReady(c *Ctx) bool { return !c.Exhausted(c.Src()) }

// soothsayerGains (Soothsayer): she gains the icon chosen once for each
// Attachment card in play now, until the end of the phase.
func soothsayerGains(c *Ctx, chosen []CardID) {
	n := 0
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Matches(AttachmentCard, id) {
				n++
			}
		}
	}
	if len(chosen) == 0 || n == 0 || !c.InPlay(c.Src()) {
		c.Fail()
		return
	}
	c.GainsForPhase(c.Src(), GainIcon(ChosenIcon(chosen[0]), n))
}
