package aoa

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, AoA 64 to 66.
var cthulhuCards = []entry{
	// The Response is its own only while it is Night; any event card
	// played, either player's, once it has resolved.
	card(64, "Lurking Deep One",
		NewResponse("while it is Night, after an event card is played: ready it").
			When(IsNight).
			On(On(EventCardPlayed, EvAbility)).
			Doing(ReadySelf())),
	// Its controller's Deep One characters, to a minimum of 1 (FAQ 2.16).
	card(65, "Devil's Reef",
		NewConstant("your Deep One characters cost 1 less to play, to a minimum of 1",
			CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, PrintedSubtype("Deep One"))))),
	// No bold trigger: a passive that acts at any time a character of
	// printed skill 1 or less is in play, either player's, as the
	// occurrence that brought it there ends (as Professor Hermann
	// Mulder's insanity). Not targeted; an insane character is no such
	// character (PrintedSkillAtMost); one immune to the card stays.
	card(66, "Y'ha-nthlei Statue",
		NewPassive("every character of printed skill 1 or less is destroyed").
			On(AtAnyTime(lowSkillCharacterInPlay)).
			Doing(DestroyAll(lowSkillCharacter))),
}

// lowSkillCharacter (Y'ha-nthlei Statue) selects the characters of
// printed skill 1 or less.
var lowSkillCharacter = All(Character, PrintedSkillAtMost(1))

// lowSkillCharacterInPlay holds while such a character is in play.
func lowSkillCharacterInPlay(c *Ctx) bool {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if lowSkillCharacter(c, id) {
				return true
			}
		}
	}
	return false
}
