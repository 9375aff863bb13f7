package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, THBtS 23 to 25.
var miskatonic = []entry{
	// Each card he would draw is a decision of his controller's, knowing
	// the cards drawn before. A draw of several cards is one occurrence:
	// the Forced Response comes after it, once, whatever its count.
	card(23, "Hapless Graduate Student",
		NewConstant("his controller may choose not to draw each card he would draw",
			MayDeclineDraws().On(Self)),
		NewForced("after his controller draws: he goes insane").
			On(On(youDrew, EvDraw)).
			Doing(Custom(func(c *Ctx) { c.DriveInsane(c.Src()) }, func(c *Ctx) bool { return c.CanGoInsane(c.Src()) }))),
	// A passive replacement (FAQ 1.8): with no token of the opponent's on
	// the story it could not be executed, and replaces nothing.
	card(24, "Scholarly Plagiarist",
		Ability{Kind: Replacement, Text: "when you win an investigation struggle at his story: instead of its effect, a success token of the opponent's there moves to your side"}.
			On(On(plagiarized, EvStruggle)).When(opponentTokenAtHisStory).
			Choosing(Designate("his story", hisStory).Story()).
			Doing(MoveSuccessToken(0, Opponent, 0, AbilityController))),
	// Naming is no choice of a target; the kind named may be one the story
	// lacks (then nothing changes). The effect is on the story for the
	// phase, and holds whether he stays or not (FAQ, Chess Prodigy
	// question).
	card(25, "Chess Prodigy",
		NewPassive("when he commits on your turn: name a kind of struggle; this phase it is resolved at his story by counting investigation icons").
			On(Commits(Self)).When(YourTurn).
			Doing(Choosing(PickIcon("the kind of struggle to resolve by counting investigation icons"), countInvestigation))),
}

// prodigyStory (Chess Prodigy) is the story he committed to: the one the
// occurrence names, or the one he is committed to now.
func prodigyStory(c *Ctx) CardID {
	if e := c.Event(); e != nil && e.Kind == EvCommit && e.Other != None {
		return e.Other
	}
	return c.CommittedTo(c.Src())
}

// countInvestigation (Chess Prodigy): the named kind of struggle at his
// story counts investigation icons until the end of the phase.
func countInvestigation(c *Ctx, chosen []CardID) {
	s := prodigyStory(c)
	if len(chosen) == 0 || s == None || c.Zone(s) != ZoneStory {
		return
	}
	ic := ChosenIcon(chosen[0])
	c.GainsForPhase(s, StruggleCountsIcons(ic, carddb.Investigation))
	c.Note(s, None, "resolves its "+ic.Title()+" struggles by counting investigation icons this phase")
}

// plagiarized (Scholarly Plagiarist) matches an investigation struggle
// won by his controller at the story he is committed to.
func plagiarized(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.You() && carddb.Icon(e.N) == carddb.Investigation &&
		e.Card != None && c.CommittedTo(c.Src()) == e.Card
}

// hisStory (Scholarly Plagiarist) selects the story he is committed to.
func hisStory(c *Ctx, id CardID) bool { return id != None && c.CommittedTo(c.Src()) == id }

// opponentTokenAtHisStory (Scholarly Plagiarist) holds while the opponent
// has a success token on the story he is committed to.
func opponentTokenAtHisStory(c *Ctx) bool {
	s := c.CommittedTo(c.Src())
	return s != None && c.SuccessTokens(s, c.Opp()) > 0
}

// youDrew (Hapless Graduate Student) matches the ability's controller
// drawing cards.
func youDrew(c *Ctx, e *Event) bool { return e.Kind == EvDraw && int(e.Player) == c.You() && e.N > 0 }
