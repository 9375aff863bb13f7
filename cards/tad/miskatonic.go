package tad

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TAD 43 and 44.
var miskatonic = []entry{
	// No "choose": the story is picked as the Action resolves. It goes
	// back into the story deck first, and no longer counts toward his
	// victory (FAQ 3.4); its effect then resolves for him. A story whose
	// effect is not implemented does nothing more. With no such story in
	// his won pile there is nothing to trigger: the Action is not offered.
	card(43, "Howard Ludvinski",
		NewAction("shuffle a story (not a conspiracy) of your won pile back into the story deck, then its effect resolves for you").
			When(wonStoryToTrigger).
			Doing(Choosing(PickCard("a story of your won pile", StoryCard).FromWon(), triggerStory))),
	// A constant ability of the attachment, for its controller: his
	// opponents need seven success tokens on its story; he needs five.
	// When it leaves play, a story with five of theirs is won at once.
	card(44, "Academic Obfuscation",
		NewConstant("its controller's opponents need 2 more success tokens to win the story it is attached to",
			OpponentsNeedMoreTokens(2).On(HostOfSelf))),
}

// triggerStory (Howard Ludvinski) shuffles the story picked back into the
// story deck and starts its effect.
func triggerStory(c *Ctx, chosen []CardID) {
	if !c.TriggerWonStory(chosen[0]) {
		c.Fail()
	}
}

// wonStoryToTrigger (Howard Ludvinski) holds while the ability's player
// has a story card (not a conspiracy) in his won pile.
func wonStoryToTrigger(c *Ctx) bool {
	for _, id := range c.WonPile(c.You()) {
		if StoryCard(c, id) {
			return true
		}
	}
	return false
}
