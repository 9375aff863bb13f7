// Package ee implements the collectible game's Eldritch Edition base set
// (EE), played under the Eldritch Edition rules (carddb.FormatEldritch).
// The set has no collector numbers: a card is declared by its title
// (set.Titled, key "EE Carbine"), which a test checks against the card
// database. A card whose printed text is an LCG printing's plays as that
// printing (carddb.Card.Reprint) and is not declared here; the others,
// each with the project's own short description of its abilities, are.
package ee

import (
	"cthulhu/carddb"
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var titled = set.Titled

// sets lists the set's declarations, by faction, then the neutral cards
// and the stories.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral, neutralEvents, stories}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "EE", sets...) }

// avatarInPlay holds while an Avatar of Nyarlathotep character is in play,
// either player's (Visitor from Carcosa, Dark Attendant, Ghoul Pilgrim from
// the East).
var avatarInPlay = engine.CharacterInPlayWith("Avatar of Nyarlathotep")

// hostGainsSkillOrIcons (Touring Cycle, Rites of Luveh Keraph): the
// ability's player picks what the host of its card, a character, gains
// until the end of the phase: +2 skill, or n icons of kind ic (named by
// iconsLabel in the options).
func hostGainsSkillOrIcons(text string, ic carddb.Icon, n int, iconsLabel string) engine.Effect {
	modes := func(*engine.Ctx) []int { return []int{0, 1} }
	label := func(_ *engine.Ctx, v int) string {
		if v == 0 {
			return "+2 skill"
		}
		return iconsLabel
	}
	return engine.Choosing(engine.PickValue(text, modes, label), func(c *engine.Ctx, chosen []engine.CardID) {
		h := c.Host(c.Src())
		if len(chosen) == 0 || h == engine.None || !c.IsCharacter(h) {
			c.Fail()
			return
		}
		if engine.ChosenValue(chosen[0]) == 0 {
			c.GainsForPhase(h, engine.Skill(2))
		} else {
			c.GainsForPhase(h, engine.GainIcon(ic, n))
		}
	})
}

// benefactor (Construction Crew, Shoggoth Slave, Moon-Cursed Lycanthrope,
// Ruthless Fanatic) is the Benefactors' Disrupt: before any effect
// resolves, a passive's too, pay 1 and sacrifice the card; then it
// becomes a new domain of its player, face down, with the top card of his
// deck as its resource.
func benefactor() engine.Ability {
	return engine.NewDisrupt("before an effect resolves, pay 1 and sacrifice it: then it becomes a new domain of yours, with your top card as a resource").
		On(engine.AbilityAboutToResolve(engine.Action, engine.Disrupt, engine.Response, engine.Forced, engine.Passive)).
		Costing(engine.Pay(1), engine.SacrificeSelf()).
		Doing(engine.SelfBecomesDomain(1))
}

// triggeredBenefactor (Police Sergeant, Miskatonic Administrator) is
// benefactor before a triggered ability resolves (an event's too, not a
// passive's).
func triggeredBenefactor() engine.Ability {
	return engine.NewDisrupt("before a triggered ability resolves, pay 1 and sacrifice it: then it becomes a new domain of yours, with your top card as a resource").
		On(engine.AbilityAboutToResolve(engine.Action, engine.Disrupt, engine.Response, engine.Forced)).
		Costing(engine.Pay(1), engine.SacrificeSelf()).
		Doing(engine.SelfBecomesDomain(1))
}
