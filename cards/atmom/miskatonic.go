package atmom

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, AtMoM 3 to 5.
var miskatonic = []entry{
	// FAQ (Professor Lake): a neutral card belongs to no faction, so after
	// any card no neutral card may follow; after a neutral card, any card
	// of a faction may.
	card(3, "Professor Lake",
		NewForced("after a player plays a card: for the rest of the phase he may play only cards of a faction other than that card's, never neutral ones").
			On(On(cardPlayed, playKinds...)).
			Doing(lakeRestriction)),
	// The name is chosen as the Action resolves (naming is no target),
	// among the titles its player may know of (KnownTitles); the raise
	// lasts until his next turn begins, whether or not the Sketches stay
	// in play, and adds up with other changes of cost (FAQ 1.5).
	card(4, "Notebook Sketches",
		NewConstant("its host gets one more skill", Skill(1).On(HostOfSelf)),
		NewAction("exhaust it: name a card; until your next turn begins, playing a card of that title costs any player 4 more").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickTitle("a card to name"), raiseNamedCost))),
	card(5, "Heavy Furs",
		NewConstant("its host loses Fast, gains Toughness +1 and is immune to Polar events",
			Lose(Fast).On(HostOfSelf), ToughnessPlus(1).On(HostOfSelf), ImmuneTo("Polar events").On(HostOfSelf))),
}

// lakeRestriction (Professor Lake) forbids the player who played the
// card, for the rest of the phase, to play a card of that card's printed
// faction or a neutral one: a lasting effect on the cards of his hand.
var lakeRestriction = Custom(func(c *Ctx) {
	e := c.Event()
	if e == nil || e.Card == None || e.Player < 0 {
		c.Fail()
		return
	}
	rel := 0
	if int(e.Player) != c.You() {
		rel = 1
	}
	c.LastingForPhase(CannotBePlayed().On(lakeBars[rel][c.Card(e.Card).Faction]))
	c.Note(e.Card, None, "was played: its player may play no card of its faction, nor a neutral one, this phase")
}, nil)

// lakeBars (Professor Lake) are the filters of the cards a player may not
// play: [0] the ability's controller's, [1] his opponent's; by the faction
// of the card he played: the cards of his hand of that faction, and the
// neutral ones.
var lakeBars = func() (bars [2][carddb.NumFactions]CardFilter) {
	for rel := range 2 {
		for f := range carddb.NumFactions {
			bars[rel][f] = func(c *Ctx, id CardID) bool {
				if !playableLikeFromHand(c, id) {
					return false
				}
				p := c.You()
				if rel == 1 {
					p = c.Opp()
				}
				fac := c.Card(id).Faction
				return c.Owner(id) == p && (fac == carddb.Faction(f) || fac == carddb.Neutral)
			}
		}
	}
	return
}()

// raiseNamedCost (Notebook Sketches) raises by 4, until the beginning of
// its player's next turn, the cost for every player to play the cards of
// the title named.
func raiseNamedCost(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	title := c.ChosenTitle(chosen[0])
	if title == "" {
		c.Fail()
		return
	}
	c.UntilYourNextTurn(CostDeltaOfTitle(4, title))
	c.Note(c.Src(), None, "named "+title+": it costs 4 more to play until its player's next turn")
}
