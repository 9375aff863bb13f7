package ttfts

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TTftS 85 and 86.
var syndicate = []entry{
	card(85, "Friend of the Family",
		NewConstant("while he is committed, the opponent's characters at his story have 1 less skill",
			Skill(-1).On(All(Character, Opponents, AtSameStory))).When(SelfCommitted)),
	// The character is picked as the event resolves (no "choose"). The
	// event stays in play as its Attachment; its skill loss and its
	// destruction of a host at skill 0 are passive.
	card(86, "Tear Gas",
		NewAction("it becomes an Attachment of a character, which has 1 less skill and is destroyed at skill 0").
			When(notInPlay).
			Doing(Choosing(PickCard("a character to attach it to", Character), attachSelfToChosen)),
		NewConstant("attached, it has the Attachment subtype and its host has 1 less skill",
			GainSubtype("Attachment").On(Self), Skill(-1).On(HostOfSelf)).When(SelfAttached),
		NewPassive("its host at skill 0 is destroyed").
			On(AtAnyTime(hostAtZeroSkill)).
			Doing(Custom(destroyHost, hostAtZeroSkill))),
}

// notInPlay holds while the ability's card is out of play (an event
// being played).
func notInPlay(c *Ctx) bool { return !c.InPlay(c.Src()) }

// hostAtZeroSkill (Tear Gas) holds while the card is attached to a
// character in play whose skill is 0.
func hostAtZeroSkill(c *Ctx) bool {
	h := c.Host(c.Src())
	return c.InPlay(c.Src()) && h != None && c.IsCharacter(h) && c.Skill(h) <= 0
}

// destroyHost (Tear Gas) destroys the card's host.
func destroyHost(c *Ctx) {
	if h := c.Host(c.Src()); h != None {
		c.Destroy(h)
	}
}
