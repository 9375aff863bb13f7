package th

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TH 3 and 4.
var miskatonic = []entry{
	// The story's effect resolves for her player as if he had won it; it
	// does not win him the story (FAQ, Twila Katherine Price ruling: not
	// at a story whose effect would put it in his won pile).
	card(3, "Twila Katherine Price",
		NewAction("while it is Night, exhaust her, pay 2: the effect of the story she is committed to resolves for you").
			When(IsNight).When(atStoryWithEffect).
			Costing(ExhaustSelf(), Pay(2)).
			Doing(resolveHerStory)),
	card(4, "Dream Diary",
		NewConstant("its host is a Dreamer", GainSubtype("Dreamer").On(HostOfSelf)),
		NewConstant("a unique host does not exhaust to commit to a story",
			CommitsWithoutExhausting().On(HostOfSelf)).When(hostUnique)),
}

// hostUnique (Dream Diary) holds while the card's host is a unique
// character.
func hostUnique(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.Card(h).Unique
}

// atStoryWithEffect (Twila Katherine Price) holds while she is committed
// to a story card (not a conspiracy) that has an effect for its winner.
func atStoryWithEffect(c *Ctx) bool {
	s := c.CommittedTo(c.Src())
	return s != None && c.Card(s).Type == carddb.Story && c.StoryEffect(s)
}

// resolveHerStory (Twila Katherine Price) resolves the effect of the
// story she is committed to, for her player.
var resolveHerStory = Custom(func(c *Ctx) {
	if s := c.CommittedTo(c.Src()); s == None || !c.ExecuteStoryEffect(s) {
		c.Fail()
	}
}, nil)
