package soa

import (
	"strings"

	. "cthulhu/engine"
)

// stories: the ten stories of the set's own story deck, SoA 51 to 60.
// Each effect is the one its winner may choose to execute (Rulebook,
// Winning a Story Card).
var stories = []entry{
	story(51, "The Secrets of Arkham", "The effect of every other story in play (not a conspiracy) resolves for its winner, in the order the active player chooses.",
		Choosing(PickCard("the story whose effect resolves first", otherStoryWithEffect).FromStories().By(ActivePlayer), executeChosenStory),
		Custom(executeOtherStories, nil)),
	story(52, "They Come at Night", "Each player names a character or support card in play; every copy in play of the cards named is sacrificed.",
		Choosing(PickCard("a card in play whose title you name (none: a title not in play)", InPlayCard).Optional().By(ActivePlayer), KeepChosen),
		Choosing(PickCard("a card in play whose title you name (none: a title not in play)", InPlayCard).Optional().By(NonActivePlayer), KeepChosen),
		Custom(sacrificeNamed, nil)),
	story(53, "Obsessive Research", "Each player draws up to eight cards in hand.",
		Custom(drawUpToEight, nil)),
	story(54, "Change of Plans", "Each player picks one of his domains and puts every card of his hand on it as resources.",
		Choosing(PickDomain("the domain that takes your hand as resources").By(ActivePlayer), handToDomain(ActivePlayer)),
		Choosing(PickDomain("the domain that takes your hand as resources").By(NonActivePlayer), handToDomain(NonActivePlayer))),
	story(55, "The Terror out of Dunwich", "Each player keeps one resource of his choice on each of his domains; every other resource is destroyed.",
		KeepOneResourcePerDomain(func(c *Ctx, id CardID) { c.DestroyResource(id) })...),
	story(56, "The Innsmouth Threat", "Every success token on every story is discarded.",
		DiscardAllSuccessTokens()),
	story(57, "The Thing at the Gate", "Each player sacrifices every character he controls.",
		EachPlayerSacrificesAll(Character)),
	story(58, "The Secret of the North Woods", "Every character card in every discard pile comes into play under its owner's control.",
		PutIntoPlayAllFromDiscard(CharacterCard)),
	story(59, "The Dreams of Kingsport", "Its winner picks Day or Night; each player may search his deck for a card with that keyword and put it into play, then shuffles.",
		Choosing(PickAmong("the keyword each player searches his deck for", []string{"Day", "Night"}), KeepChosen),
		EachPlayerDecides(PickCard("a card of your deck with the keyword picked, to put into play", dayOrNightPicked).FromDeck().Optional(), putFoundIntoPlay),
		Custom(shuffleBothDecks, nil)),
	story(60, "The Well", "Each player shuffles one of his other won stories back into the story deck; then every Day and Night card in play is destroyed.",
		EachPlayerMustShuffleWonStory(StoryCard),
		DestroyAll(AnyOf(WithKeyword(Day), WithKeyword(Night))).Then()),
}

// otherStoryWithEffect (The Secrets of Arkham) selects the stories in play
// other than the ability's own, not conspiracies, with an effect their
// winner may execute.
func otherStoryWithEffect(c *Ctx, id CardID) bool {
	return id != c.Src() && c.Zone(id) == ZoneStory && !c.Matches(ConspiracyCard, id) && c.HasStoryEffect(id)
}

// executeChosenStory (The Secrets of Arkham) resolves the effect of the
// story picked first, for the ability's player.
func executeChosenStory(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.ExecuteStoryEffect(id)
	}
}

// executeOtherStories (The Secrets of Arkham) resolves the effects of the
// other stories not resolved yet: those in play now, but the one picked
// first.
func executeOtherStories(c *Ctx) {
	first := c.Picked(0)
	for _, id := range c.Stories() {
		if otherStoryWithEffect(c, id) && (len(first) == 0 || first[0] != id) {
			c.ExecuteStoryEffect(id)
		}
	}
}

// sacrificeNamed (They Come at Night) sacrifices every card in play that
// bears a title named by a player: the titles of the cards picked.
func sacrificeNamed(c *Ctx) {
	var titles []string
	for i := range 2 {
		for _, id := range c.Picked(i) {
			if id >= 0 {
				titles = append(titles, c.Card(id).Title)
			}
		}
	}
	if len(titles) == 0 {
		return
	}
	var doomed []CardID
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		for _, id := range c.PlayArea(p) {
			for _, t := range titles {
				if strings.EqualFold(c.Card(id).Title, t) {
					doomed = append(doomed, id)
					break
				}
			}
		}
	}
	for _, id := range doomed {
		if c.InPlay(id) {
			c.Sacrifice(id)
		}
	}
}

// drawUpToEight (Obsessive Research): each player, the active player
// first, draws until he has eight cards in hand.
func drawUpToEight(c *Ctx) {
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		if n := 8 - len(c.Hand(p)); n > 0 {
			c.Draw(p, n)
		}
	}
}

// handToDomain (Change of Plans): every card of the chooser's hand goes
// onto the domain he picked, as resources.
func handToDomain(who func(c *Ctx) int) func(c *Ctx, chosen []CardID) {
	return func(c *Ctx, chosen []CardID) {
		if len(chosen) == 0 {
			return
		}
		p := who(c)
		dom := c.DomainCard(p, ChosenValue(chosen[0]))
		for _, id := range append([]CardID(nil), c.Hand(p)...) {
			c.AttachAsResource(id, dom)
		}
	}
}

// dayOrNightPicked (The Dreams of Kingsport) selects the cards with the
// keyword the winner picked (Day or Night) that could enter play.
func dayOrNightPicked(c *Ctx, id CardID) bool {
	g := c.Picked(0)
	if len(g) == 0 {
		return false
	}
	k := Day
	if ChosenValue(g[0]) == 1 {
		k = Night
	}
	return c.Is(id, k) && c.Matches(CanEnterPlay, id)
}

// putFoundIntoPlay (The Dreams of Kingsport) puts the card found into
// play.
func putFoundIntoPlay(c *Ctx, q int, chosen []CardID) {
	for _, id := range chosen {
		c.PutIntoPlay(id)
	}
}

// shuffleBothDecks (The Dreams of Kingsport): each player has searched
// his deck, finding a card or not, and shuffles it (FAQ 2.11).
func shuffleBothDecks(c *Ctx) {
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		c.ShuffleDeck(p)
	}
}
