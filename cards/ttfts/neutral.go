package ttfts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TTftS 95 to 100.
var neutral = []entry{
	// Every card of either player, whatever its type, whose printed cost
	// is 2 or less (an X cost counts as 0, FAQ 2.1).
	card(95, "Campaign Chief",
		NewConstant("cards of printed cost 2 or less cost 1 more to play",
			CostDelta(1).On(All(ToPlay, PrintedCostAtMost(2))))),
	card(96, "Samantha Grace",
		NewConstant("each player needs one more won story to win the game",
			ExtraStoryToWin(1).On(Self))),
	// FAQ ruling: card effects may still take him from his story.
	card(97, "Obsessive Inmate",
		NewConstant("once committed, he stays committed until his story is won",
			StaysCommitted().On(Self))),
	// It is put into play attached to a story by its Action only: it has
	// no other host a normal play could give it.
	card(98, "Parallel Universe",
		NewAction("from your hand, pay 1: it is attached to a story card").
			Working(FromHand).
			Costing(Pay(1)).
			Doing(Choosing(PickCard("a story to attach it to", StoryInPlay).FromStories(), attachSelfToChosen)),
		NewConstant("the struggles at its story compare the skill totals of the characters committed instead of icons",
			StruggleCountsSkill().On(HostOfSelf))).
		AttachingTo("attach to a story card, by its Action only", noHost),
	card(99, "The Spawn of Madness",
		NewResponse("after you succeed at a story where the opponent has characters committed: every drained domain in play is refreshed").
			On(On(succeededOpposed, EvSuccess)).
			Doing(RefreshAllDomains())),
	// "Win" is read as winning the skill comparison: succeeding there (a
	// conspiracy taken with the tokens placed leaves at once, and no
	// struggle resolves at it, FAQ 3.2). Its player then names, one at a
	// time, the kinds of struggle that do not resolve there this phase.
	card(100, "Unorthodox Tactics",
		NewPassive("as it begins to resolve: success is determined before its struggles; the active player, succeeding, may then stop any of its struggles").
			On(On(resolvingSelf, EvResolveStory)).
			Doing(Custom(successFirst, nil),
				If(succeededFirst(1), skipStruggle), If(succeededFirst(2), skipStruggle),
				If(succeededFirst(3), skipStruggle), If(succeededFirst(4), skipStruggle))),
}

// resolvingSelf (Unorthodox Tactics) matches the card's own resolution
// beginning.
func resolvingSelf(c *Ctx, e *Event) bool { return e.Kind == EvResolveStory && e.Card == c.Src() }

// successFirst (Unorthodox Tactics) determines success at the card now,
// before its struggles, and keeps it (group 0) if the active player
// succeeded.
func successFirst(c *Ctx) {
	if c.DetermineSuccess(c.Src()) {
		c.Keep(c.Src())
		return
	}
	c.Keep()
}

// succeededFirst is the condition of the k-th choice of a struggle not to
// resolve: the active player succeeded at the card before its struggles
// (group 0), it is still in play with struggles left, and he named a
// struggle at the choice before (group k-1), not passing.
func succeededFirst(k int) Cond {
	return func(c *Ctx) bool {
		if len(c.Group(0)) == 0 || len(c.StruggleKinds(c.Src())) == 0 {
			return false
		}
		return k == 1 || len(c.Group(k-1)) > 0
	}
}

// skipStruggle (Unorthodox Tactics) lets the active player name a kind of
// struggle of the card that does not resolve this phase.
var skipStruggle = Choosing(PickIconAmong("a kind of struggle not to resolve here", func(c *Ctx) []carddb.Icon { return c.StruggleKinds(c.Src()) }).Optional().By(ActivePlayer),
	func(c *Ctx, chosen []CardID) {
		if len(chosen) == 0 || c.Zone(c.Src()) != ZoneStory {
			return
		}
		ic := ChosenIcon(chosen[0])
		c.GainsForPhase(c.Src(), NoStruggles(ic))
		c.Note(c.Src(), None, "resolves no "+ic.Title()+" struggle this phase")
	})

// attachSelfToChosen (Parallel Universe, Tear Gas) attaches the
// ability's card, from wherever it is, to the card chosen.
func attachSelfToChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
	}
}

// noHost (Parallel Universe) selects no card: it has no host to be
// played to.
func noHost(c *Ctx, id CardID) bool { return false }

// succeededOpposed (The Spawn of Madness) matches its player succeeding
// at a story to which an opponent has a character committed.
func succeededOpposed(c *Ctx, e *Event) bool {
	if !youSucceeded(c, e) {
		return false
	}
	for _, id := range c.PlayArea(c.Opp()) {
		if c.CommittedTo(id) == e.Card {
			return true
		}
	}
	return false
}
