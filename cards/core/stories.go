package core

import . "cthulhu/engine"

// stories: the ten stories of the Core Set's story deck, F156-F165. Each
// effect is the one its winner may choose to execute (Rulebook, Winning a
// Story Card).
var stories = []entry{
	story(156, "Nowhere to Hide", "Every success token on every story is discarded.",
		DiscardAllSuccessTokens()),
	story(157, "The Shadow out of Time", "Each player may swap any number of cards of his hand for as many from the top of his discard pile.",
		EachPlayerMayExchangeHandWithDiscard()),
	story(158, "Opening Night", "Every character card in every discard pile comes into play insane.",
		PutAllIntoPlayInsane(CharacterCard)),
	story(159, "Ancient Apocrypha", "Each player adds a domain and puts every character card of his discard pile on it as resources.",
		EachPlayerGainsDomainOf(CharacterCard)),
	story(160, "The Call of Cthulhu", "Each player takes any card of his choice from his deck into his hand, then shuffles.",
		EachPlayerSearchesDeckForCard(nil)),
	story(161, "Through the Gates", "Each player sacrifices his characters of printed skill 3 or more.",
		EachPlayerSacrificesAll(PrintedSkillAtLeast(3))),
	story(162, "Rotting Away", "Each player sacrifices his characters of printed skill 2 or less.",
		EachPlayerSacrificesAll(PrintedSkillAtMost(2))),
	story(163, "Frozen in Time", "For each resource on his domains, each player discards the top two cards of his deck or destroys that resource (errata).",
		EachPlayerDiscardsPerResourceOrDestroys(2)),
	story(164, "Dreamwalkers", "Each player shuffles one of his other won stories back into the story deck.",
		EachPlayerShufflesWonStory(StoryCard)),
	story(165, "The Other Path", "Each player may add a success token to a story where he has at most two.",
		EachPlayerMayAddSuccess(ChooserTokensAtMost(2), 1)),
}
