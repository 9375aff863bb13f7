package ee

import (
	"cthulhu/cards/set"
	. "cthulhu/engine"
)

var storyTitled = set.StoryTitled

// stories: the ten stories of the Eldritch Edition's story deck. Each
// effect is the one its winner chooses whether to execute (Eldritch
// rules, Winning a Story Card). Where each player acts, the active player
// goes first (FAQ 1.7).
var stories = []entry{
	storyTitled("Abysses of Night", "Each player keeps one resource of his choice on each of his domains and sacrifices every other.",
		KeepOneResourcePerDomain(func(c *Ctx, id CardID) { c.SacrificeResource(id) })...),
	storyTitled("Beyond the Doors of Sleep", "Each player who controls no Day or Night card discards every success token of his from every story.",
		Custom(discardTokensWithoutDayOrNight, nil)),
	storyTitled("Dark Heart of Cairo", "Each player chooses up to two support cards his opponent controls; every support card chosen is destroyed.",
		EachPlayerDecides(PickCard("up to two support cards your opponent controls, to destroy", All(SupportCard, Not(ChooserControls))).UpToCount(2).Optional().Targeting(),
			cairoKeepChosen),
		Custom(destroyKeptSupports, nil)),
	storyTitled("Digging Deep", "Each player takes up to three Attachment cards of his deck into his hand, showing them; then shuffles his deck.",
		EachPlayerSearchesDeckForUpTo("up to three Attachment cards of your deck, to show and take into your hand", WithSubtype("Attachment"), 3)),
	storyTitled("Parable of the Faceless One", "Each player shuffles one of his other won stories back into the story deck.",
		EachPlayerMustShuffleWonStory(StoryCard)),
	storyTitled("Shadows of Nephren-Ka", "Each player discards every card of his hand.",
		Custom(nephrenKaDiscardHands, nephrenKaAnyHand)),
	storyTitled("The Squalid Hamlet", "Each player picks one of his domains and puts the top five cards of his discard pile on it as resources (fewer if he has fewer).",
		Choosing(PickDomain("the domain to take the top five cards of your discard pile as resources").By(ActivePlayer), hamletDiscardTopToDomain(ActivePlayer)),
		Choosing(PickDomain("the domain to take the top five cards of your discard pile as resources").By(NonActivePlayer), hamletDiscardTopToDomain(NonActivePlayer))),
	storyTitled("The Unquiet Earth", "Every character card of printed skill 3 or more in every discard pile comes into play under its owner's control.",
		PutIntoPlayAllFromDiscard(All(CharacterCard, PrintedSkillAtLeast(3)))),
	storyTitled("Throne of the Black Pharaoh", "Each player draws ten cards.",
		EachPlayerDraws(10)),
	storyTitled("Voice of Thunder", "Each player sacrifices every character he controls.",
		EachPlayerSacrificesAll(Character)),
}

// doorsDayOrNightCard selects the cards that make it Day or Night: with the Day
// or Night keyword ("It is Day."), or the subtype (Eldritch rules, Day and
// Night: a Day or Night card).
func doorsDayOrNightCard(c *Ctx, id CardID) bool {
	return TimeCard(Day)(c, id) || TimeCard(Night)(c, id)
}

// discardTokensWithoutDayOrNight (Beyond the Doors of Sleep): each player
// who controls no Day or Night card in play loses every success token he
// has on every story.
func discardTokensWithoutDayOrNight(c *Ctx) {
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		if doorsControlsDayOrNight(c, p) {
			continue
		}
		for _, s := range c.Stories() {
			if n := c.SuccessTokens(s, p); n > 0 {
				c.DiscardSuccess(p, s, n)
			}
		}
	}
}

func doorsControlsDayOrNight(c *Ctx, p int) bool {
	for q := range 2 {
		for _, id := range c.PlayArea(q) {
			if c.Controller(id) == p && doorsDayOrNightCard(c, id) {
				return true
			}
		}
	}
	return false
}

// cairoKeepChosen keeps a player's choice for a later part (Dark Heart of
// Cairo).
func cairoKeepChosen(c *Ctx, _ int, chosen []CardID) { c.Keep(chosen...) }

// destroyKeptSupports (Dark Heart of Cairo) destroys together every
// support card the players chose and kept, still in play.
func destroyKeptSupports(c *Ctx) {
	var doomed []CardID
	for i := range 8 {
		for _, id := range c.Group(i) {
			if id >= 0 && c.InPlay(id) && !c.IsCharacter(id) && !cairoContains(doomed, id) {
				doomed = append(doomed, id)
			}
		}
	}
	for _, id := range doomed {
		if c.InPlay(id) {
			c.Destroy(id)
		}
	}
}

func cairoContains(ids []CardID, id CardID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// nephrenKaDiscardHands (Shadows of Nephren-Ka): each player, the active
// player first, discards his hand.
func nephrenKaDiscardHands(c *Ctx) {
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		for _, id := range append([]CardID(nil), c.Hand(p)...) {
			c.Discard(id)
		}
	}
}

func nephrenKaAnyHand(c *Ctx) bool { return len(c.Hand(0)) > 0 || len(c.Hand(1)) > 0 }

// hamletDiscardTopToDomain (The Squalid Hamlet): the top five cards of the
// chooser's discard pile, the top one first, go onto the domain he
// picked as resources, as many as there are.
func hamletDiscardTopToDomain(who func(c *Ctx) int) func(c *Ctx, chosen []CardID) {
	return func(c *Ctx, chosen []CardID) {
		if len(chosen) == 0 {
			return
		}
		q := who(c)
		dom := c.DomainCard(q, ChosenValue(chosen[0]))
		for range 5 {
			pile := c.DiscardPile(q)
			if len(pile) == 0 || !c.AttachAsResource(pile[len(pile)-1], dom) {
				return
			}
		}
	}
}
