package moe

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, MoE 33 to 35.
var shub = []entry{
	// Its own skill too: it is a Mi-Go.
	card(33, "Mi-Go Caretaker",
		NewConstant("your Mi-Go characters have one more skill",
			Skill(1).On(All(Character, Yours, WithSubtype("Mi-Go"))))),
	// The card taken is designated as the Action starts (no "choose": no
	// target, FAQ 1.9), and attached face down as an effect attaches a
	// card: a blank Attachment support card under the Room's controller
	// (FAQ 1.15), with no title or faction.
	card(34, "Specimen Room",
		NewConstant("your Mi-Go characters have one more skill for each face-down card attached to it",
			Skill(1).Times(faceDownOnSelf).On(All(Character, Yours, WithSubtype("Mi-Go")))),
		NewAction("exhaust it: a character card of your opponent's discard pile is attached to it, face down").
			Costing(ExhaustSelf()).
			Choosing(Designate("a character card in your opponent's discard pile", All(CharacterCard, InOpponentsDiscard)).InDiscardPiles()).
			Doing(attachFaceDown)),
	// The Mi-Go exhausted is the cost, one of the player's own (FAQ 2.13);
	// its skill is read as the effect resolves (0 once it has left play).
	// Steadfast is printed.
	card(35, "Mi-Go Brain Cylinder",
		NewAction("exhaust a Mi-Go character of yours: look at as many cards from the top of your deck as its skill and put them back in any order").
			Costing(ExhaustOne(All(Character, WithSubtype("Mi-Go")))).
			Doing(ArrangeTopOfDeckCount(skillOfCostCard))),
}

// skillOfCostCard (Mi-Go Brain Cylinder) is the skill of the character
// exhausted to pay, as it is now; 0 once it is no character in play.
func skillOfCostCard(c *Ctx) int {
	id := c.CostCard()
	if id == None || !c.IsCharacter(id) {
		return 0
	}
	return max(c.Skill(id), 0)
}

// faceDownOnSelf (Specimen Room, Trophy Room) counts the cards attached
// face down to the ability's card.
func faceDownOnSelf(c *Ctx) int {
	n := 0
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Host(id) == c.Src() && c.FaceDown(id) {
				n++
			}
		}
	}
	return n
}

// attachFaceDown (Specimen Room, Trophy Room) attaches the character card
// designated, from its discard pile, face down to the ability's card: a
// blank Attachment support card under the ability's player, with no
// title or faction (Ctx.AttachFaceDown).
var attachFaceDown = Custom(func(c *Ctx) {
	id := c.Target(0)
	if id == None || !c.AttachFaceDown(id, c.Src()) {
		c.Fail()
		return
	}
	c.Note(id, c.Src(), "is attached face down, a blank Attachment")
}, func(c *Ctx) bool {
	id := c.Target(0)
	return id != None && c.Zone(id) == ZoneDiscard && c.InPlay(c.Src())
})
