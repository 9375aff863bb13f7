package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TSotS 17 to 20.
var neutral = []entry{
	card(17, "Julia Brown",
		NewConstant("one more skill per insane character in play",
			Skill(1).Times(CountInPlay(All(Character, InsaneCard))).On(Self)),
		NewDisrupt("about to go mad from a lost terror struggle: she is sacrificed instead; then a Julia Brown or The Sleepwalker from your deck comes into play committed to her story, and you shuffle").
			On(On(selfInsaneFromStruggle, EvInsane)).
			Doing(Cancel(), SacrificeItself(),
				Choosing(PickCard("a Julia Brown or The Sleepwalker to put into play committed to her story",
					All(AnyOf(TitleIs("Julia Brown"), TitleIs("The Sleepwalker")), CanEnterPlay)).FromDeck().Optional(),
					putIntoPlayAtHerStory).Then(),
				shuffleAfterSacrifice)),
	// A Disrupt with an "after" trigger: it takes place at once, in the
	// stories' resolution, before the struggle's effect (FAQ 3.2, 3.5;
	// FAQ, Military Bike question).
	card(18, "Those Without Faces",
		NewDisrupt("after you win a terror struggle: the loser discards the top card of his deck").
			On(WonStruggleOf(carddb.Terror)).
			Doing(DiscardTopOfDeck(Opponent, 1))),
	card(19, "Sleepless Nights",
		NewAction("in your story phase, before commitments: an extra terror struggle at every story this phase").
			When(YourStoryBeforeCommitments).
			Doing(UntilEndOfPhase(StoryStruggles(carddb.Terror, 1).On(StoryInPlay)))),
	conspiracy(20, "The Underwater Conspiracy",
		"Every character in play loses Willpower, then each one goes insane if able.",
		EachGains(Character, Lose(Willpower)), driveAllInsane.Then()),
}

// selfInsaneFromStruggle (Julia Brown) matches her own going insane as
// the result of a lost struggle: only a terror struggle drives characters
// insane.
func selfInsaneFromStruggle(c *Ctx, e *Event) bool {
	return e.Kind == EvInsane && e.Card == c.Src() && e.FromStruggle()
}

// putIntoPlayAtHerStory (Julia Brown) puts the card found into play
// committed to the story she was committed to: the story whose terror
// struggle she lost, resolving now. It does not exhaust, and does not
// "commit" (FAQ, Julia Brown and Cats of Ulthar rulings).
func putIntoPlayAtHerStory(c *Ctx, chosen []CardID) {
	story := c.ResolvingStory()
	for _, id := range chosen {
		if c.PutIntoPlayCommitted(id, story) && story != None {
			c.Note(id, story, "comes into play committed to "+c.Card(story).Title)
		}
	}
}

// shuffleAfterSacrifice (Julia Brown): the deck is shuffled after the
// search, whether or not a card was found, once she has been sacrificed.
var shuffleAfterSacrifice = Custom(func(c *Ctx) {
	if c.Zone(c.Src()) == ZonePlay {
		c.Fail()
		return
	}
	c.ShuffleDeck(c.You())
}, nil)

// driveAllInsane (The Underwater Conspiracy) drives insane every
// character in play that can go insane, the active player's first.
var driveAllInsane = Custom(func(c *Ctx) {
	var ids []CardID
	for _, p := range []int{c.Active(), 1 - c.Active()} {
		for _, id := range c.PlayArea(p) {
			if c.CanGoInsane(id) {
				ids = append(ids, id)
			}
		}
	}
	c.DriveInsane(ids...)
}, nil)
