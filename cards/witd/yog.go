package witd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, WitD 18 to 20.
var yog = []entry{
	card(18, "Hunting Nightgaunt",
		NewConstant("while it is Night, characters without a faction cannot commit to stories",
			CannotCommit().On(All(Character, OfFaction(carddb.Neutral)))).
			When(IsNight)),
	// The count is made as it resolves (docs/rulings.md).
	card(19, "Casting off the Skin",
		NewAction("choose a character of yours committed to a story: this phase it gains a terror and a combat icon per character committed there").
			Choosing(Choose("a character of yours committed to a story", All(Character, Yours, CommittedCard))).
			Doing(Custom(skinGains, nil))),
	// No "choose": the two cards are picked as it resolves, among the
	// cards just discarded too.
	card(20, "Speak to the Dead",
		NewAction("discard the top 4 cards of your deck; then take 2 cards of your discard pile into your hand").
			Doing(DiscardTopOfDeck(AbilityController, 4),
				Choosing(PickCard("2 cards of your discard pile to take into your hand", nil).FromDiscardPile().Count(2),
					PutChosenInHand).Then())),
}

// skinGains (Casting off the Skin) gives the target, until the end of the
// phase, a terror and a combat icon for each character committed to its
// story now, itself included.
func skinGains(c *Ctx) {
	t := c.Target(0)
	s := c.CommittedTo(t)
	if t == None || !c.InPlay(t) || s == None {
		c.Fail()
		return
	}
	n := 0
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.CommittedTo(id) == s {
				n++
			}
		}
	}
	c.GainsForPhase(t, GainIcon(carddb.Terror, n), GainIcon(carddb.Combat, n))
}
