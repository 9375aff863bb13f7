package sftsk

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, SftSK 69 and 70.
var hastur = []entry{
	// No "choose": its player picks the character as the effect resolves
	// (it may be the Protege itself, or an opponent's), no target.
	card(69, "Victoria's Protege",
		NewForced("after it comes into play: a Hastur character in play, your pick, returns to its owner's hand").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("a Hastur character to return to its owner's hand", All(Character, OfFaction(carddb.Hastur))),
				ReturnChosenToHand))),
	// The opponent chooses (a target, FAQ 1.9) a ready character of his
	// other than the first, since an exhausted one cannot be exhausted;
	// with none, nothing is exhausted and nothing is wounded ("then").
	// Of equal skill, neither has the lower skill: no wound.
	card(70, "Devolution",
		NewAction("choose an opponent's character; he chooses and exhausts another of his; then the one with less skill is wounded").
			Choosing(Choose("an opponent's character", All(Character, Opponents))).
			Doing(Choosing(PickCard("another of your characters to exhaust", All(Character, ControlledBy(TargetController(0)), NotTarget(0), ReadyCard)).
				By(TargetController(0)).Targeting(), exhaustChosen),
				Custom(woundLowerSkill, nil).Then())),
}

// exhaustChosen (Devolution) exhausts the cards picked.
func exhaustChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Exhaust(id)
	}
}

// woundLowerSkill (Devolution) wounds whichever of the chosen character
// and the one exhausted has the lower skill; both must still be in play,
// and of equal skill neither is wounded.
func woundLowerSkill(c *Ctx) {
	ts, ex := c.LegalTargets(0), c.Picked(1)
	if len(ts) == 0 || len(ex) == 0 || !c.InPlay(ex[0]) || !c.IsCharacter(ex[0]) {
		c.Fail()
		return
	}
	a, b := ts[0], ex[0]
	switch sa, sb := c.Skill(a), c.Skill(b); {
	case sa < sb:
		c.Wound(a)
	case sb < sa:
		c.Wound(b)
	default:
		c.Fail()
	}
}
