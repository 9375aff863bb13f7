package jtuk

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, JtUK 113 and 114.
var shub = []entry{
	// The end of the story phase is an occurrence no Response answers
	// (FAQ, Timing Structure); its Forced Response resolves as the phase
	// has ended, before what follows (docs/rulings.md). Its controller
	// chooses: a character of his to sacrifice (itself included), or a
	// wound to it; if he cannot do one, he does the other (FAQ, Basilisk
	// ruling).
	card(113, "Dhole Ant-Lion",
		NewConstant("while it has no wound, it does not exhaust to commit to a story",
			CommitsWithoutExhausting().On(Self)).When(selfUnwounded),
		NewForced("at the end of each story phase: sacrifice a character you control, or it is wounded").
			On(On(storyPhaseEnds, EvPhaseEnd)).
			Doing(Choosing(PickValue("sacrifice a character of yours, or wound it", antLionOptions, antLionLabel), KeepChosen),
				If(antLionChose(antLionSacrifice), Choosing(PickCard("a character of yours to sacrifice", All(Character, Yours)), SacrificeChosen)),
				If(antLionChose(antLionWound), Custom(woundSelf, nil)))),
	// "You" is the Contagion's controller; its host is anyone's.
	card(114, "Dark Contagion",
		NewResponse("after a Shub-Niggurath character you control is wounded: its host is wounded").
			On(WoundTo(All(Character, Yours, OfFaction(carddb.ShubNiggurath)))).
			Doing(Custom(woundHost, hostCanBeWounded))),
}

// hostCanBeWounded holds while the card's host is a character in play
// that can be wounded.
func hostCanBeWounded(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.InPlay(h) && c.IsCharacter(h) && c.CanBeWounded(h)
}

// woundHost wounds the card's host.
func woundHost(c *Ctx) {
	if !hostCanBeWounded(c) {
		c.Fail()
		return
	}
	c.Wound(c.Host(c.Src()))
}

// selfUnwounded holds while the card has no wound.
func selfUnwounded(c *Ctx) bool { return c.Wounds(c.Src()) == 0 }

// storyPhaseEnds matches the end of a story phase.
func storyPhaseEnds(c *Ctx, e *Event) bool {
	return e.Kind == EvPhaseEnd && e.Step.Phase() == PhaseStory
}

// The choices of Dhole Ant-Lion's Forced Response.
const (
	antLionSacrifice = iota
	antLionWound
)

// antLionOptions: a sacrifice while its player controls a character, a
// wound while it can be wounded.
func antLionOptions(c *Ctx) []int {
	var out []int
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) {
			out = append(out, antLionSacrifice)
			break
		}
	}
	if c.InPlay(c.Src()) && c.CanBeWounded(c.Src()) {
		out = append(out, antLionWound)
	}
	return out
}

func antLionLabel(c *Ctx, v int) string {
	if v == antLionWound {
		return "Wound Dhole Ant-Lion"
	}
	return "Sacrifice a character you control"
}

// antLionChose holds when the choice made is v.
func antLionChose(v int) Cond {
	return func(c *Ctx) bool {
		g := c.Picked(0)
		return len(g) > 0 && ChosenValue(g[0]) == v
	}
}

// woundSelf wounds the ability's own card.
func woundSelf(c *Ctx) {
	if !c.InPlay(c.Src()) || !c.CanBeWounded(c.Src()) {
		c.Fail()
		return
	}
	c.Wound(c.Src())
}
