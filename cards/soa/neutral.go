package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, SoA 43 to 50.
var neutral = []entry{
	card(43, "Feint",
		NewAction("a character you choose has 2 less skill and a combat icon fewer until the end of the phase").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-2), GainIcon(carddb.Combat, -1)))),
	// No "if able": the Forced Response needs a character to choose.
	card(44, "Diseased Sewer Rats",
		NewForced("after you play it: wound a character you choose with skill 2 or less").
			On(PlayedFromHand(Self)).
			Choosing(Choose("a character with skill 2 or lower", All(Character, SkillAtMost(2))).ToWound()).
			Doing(WoundTarget(0))),
	card(45, "Magnifying Glass",
		NewConstant("its host has an investigation icon more",
			GainIcon(carddb.Investigation, 1).On(HostOfSelf))),
	card(46, "Azathoth",
		NewResponse("after it enters play: each player sacrifices every support card and every character not named Azathoth he controls").
			On(EntersPlay(Self)).
			Doing(Custom(azathothSacrifices, nil)),
		NewPassive("at the end of the turn: its controller is eliminated from the game").
			On(On(turnEnds, EvTurnEnd)).
			Doing(Custom(func(c *Ctx) { c.Eliminate(c.You()) }, nil))),
	card(47, "Seeker of Mysteries",
		NewConstant("your characters of printed cost 5 or more cost 1 less to play, to a minimum of 1",
			CostDeltaMin1(-1).On(All(InYourHand, CharacterCard, PrintedCostAtLeast(5))))),
	// The cards discarded at random are the top of that player's discard
	// pile once they are; one success token may follow for each event or
	// support card among them, each on a story its player picks.
	card(48, "The Greatest Fear...",
		NewResponse("after a character goes mad: whoever controls it loses two random cards of his hand; then, per event or support among them, a success token of yours on a story if you like").
			On(GoesInsane(Character)).
			Doing(DiscardAtRandom(insaneController, 2),
				If(fearAtLeast(1), Choosing(PickCard("a story for a success token", nil).FromStories().Optional(), addYourSuccess)).Then(),
				If(fearAtLeast(2), Choosing(PickCard("a story for another success token", nil).FromStories().Optional(), addYourSuccess)).Then())),
	card(49, "Terrors in the Dark",
		NewForced("after you play it: every Day card in play is destroyed").
			On(PlayedFromHand(Self)).
			Doing(DestroyAll(dayCard)),
		NewResponse("after an opponent plays a card from his hand: he discards the top card of his deck").
			On(On(opponentPlayed, EvPlay, EvAttach, EvAbility)).
			Doing(DiscardTopOfDeck(Opponent, 1))),
	card(50, "Dimensional Rift",
		NewAction("exhaust it, pay 3, sacrifice it: every character and support card in play is destroyed").
			Costing(ExhaustSelf(), Pay(3), SacrificeSelf()).
			Doing(DestroyAll(InPlayCard))),
}

// insaneController (The Greatest Fear...) is the controller of the
// character whose going insane the Response answers.
func insaneController(c *Ctx) int {
	if e := c.Event(); e != nil && e.Card != None {
		return c.Controller(e.Card)
	}
	return c.Opp()
}

// fearAtLeast (The Greatest Fear...) holds when n or more of the two
// cards just discarded at random are events or supports.
func fearAtLeast(n int) Cond {
	return func(c *Ctx) bool {
		pile := c.DiscardPile(insaneController(c))
		k := 0
		for i := len(pile) - 1; i >= 0 && i >= len(pile)-2; i-- {
			if t := c.Card(pile[i]).Type; t == carddb.Event || t == carddb.Support {
				k++
			}
		}
		return k >= n
	}
}

// addYourSuccess puts one of the ability's player's success tokens on
// the story picked.
func addYourSuccess(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.AddSuccess(c.You(), id, 1)
	}
}

// opponentPlayed (Terrors in the Dark) matches a card an opponent plays
// from his hand: a character or support, or an event (played as its
// ability is about to resolve).
func opponentPlayed(c *Ctx, e *Event) bool {
	if int(e.Player) != c.Opp() || e.Card == None {
		return false
	}
	switch e.Kind {
	case EvPlay, EvAttach:
		return true
	case EvAbility:
		return c.Card(e.Card).Type == carddb.Event && !TriggeredAbilityOfCardInPlay(c, e)
	}
	return false
}

// azathothSacrifices (Azathoth): each player, the active player first,
// sacrifices every card he controls in play but his characters named
// Azathoth.
func azathothSacrifices(c *Ctx) {
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		for _, id := range append([]CardID(nil), c.PlayArea(p)...) {
			if !c.InPlay(id) || c.Controller(id) != p {
				continue
			}
			if c.IsCharacter(id) && c.Card(id).Title == "Azathoth" {
				continue
			}
			c.Sacrifice(id)
		}
	}
}

// turnEnds matches the end of a turn.
func turnEnds(c *Ctx, e *Event) bool { return e.Kind == EvTurnEnd }
