package ah

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, AH 7 to 9.
var syndicate = []entry{
	// The character that came into play is no target (no "choose"). It
	// loses its terror icons first, so that they do not keep it sane; a
	// Willpower character still never goes insane.
	card(7, "Richard Finchington III",
		NewForced("after a Monster or Creature character enters play: it loses its terror icons this phase, then goes insane").
			On(EntersPlay(AnyOf(monster, CharacterWithSubtype("Creature")))).
			Doing(Custom(maddenNewcomer, newcomerSane))),
	// "Choose and exhaust ... or sacrifice": its player picks which; only a
	// ready character of skill 4 or more may be chosen (exhausting an
	// exhausted one would change nothing), and with none he sacrifices it.
	card(8, "Demented Caretaker",
		NewForced("after it enters play: exhaust a ready character of skill 4 or more you choose, or sacrifice it").
			On(EntersPlay(Self)).
			Doing(Choosing(PickValue("exhaust a character, or sacrifice Demented Caretaker", caretakerModes, caretakerLabel), KeepChosen),
				If(caretakerChose(modeExhaust),
					Choosing(PickCard("a ready character of skill 4 or more", All(Character, ReadyCard, skillAtLeast4)).Targeting(),
						exhaustChosen)),
				If(caretakerChose(modeSacrifice), SacrificeItself()))),
	// Only while committed (docs/rulings.md), as Trent Dixon: its skill
	// counts at its own story and at every other where an Ancient One is.
	card(9, "Island Hermit",
		NewConstant("committed, its skill counts too at every other story where an Ancient One character is committed",
			CountsSkillWhereCommitted("Ancient One").On(Self))),
}

// maddenNewcomer (Richard Finchington III): the character that entered
// play loses its terror icons until the end of the phase, then goes
// insane.
func maddenNewcomer(c *Ctx) {
	id := c.Event().Card
	c.GainsForPhase(id, GainIcon(carddb.Terror, -100))
	c.DriveInsane(id)
}

// newcomerSane: the character that entered play is still in play and
// sane.
func newcomerSane(c *Ctx) bool {
	id := c.Event().Card
	return id != None && c.InPlay(id) && !c.Insane(id)
}

// The choices of Demented Caretaker.
const (
	modeExhaust = iota
	modeSacrifice
)

// caretakerModes are the choices open: exhausting while a character may
// be chosen, sacrificing while the Caretaker is in play.
func caretakerModes(c *Ctx) []int {
	var out []int
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && !c.Exhausted(id) && skillAtLeast4(c, id) {
				out = append(out, modeExhaust)
				break
			}
		}
		if len(out) > 0 {
			break
		}
	}
	if c.InPlay(c.Src()) {
		out = append(out, modeSacrifice)
	}
	return out
}

// caretakerLabel names a choice of Demented Caretaker.
func caretakerLabel(c *Ctx, v int) string {
	if v == modeExhaust {
		return "Exhaust a character of skill 4 or more"
	}
	return "Sacrifice Demented Caretaker"
}

// caretakerChose holds when the first choice was v.
func caretakerChose(v int) Cond {
	return func(c *Ctx) bool {
		g := c.Picked(0)
		return len(g) > 0 && ChosenValue(g[0]) == v
	}
}

// skillAtLeast4 selects characters of skill 4 or more.
func skillAtLeast4(c *Ctx, id CardID) bool { return c.Skill(id) >= 4 }

// exhaustChosen exhausts the chosen character.
func exhaustChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Exhaust(id)
	}
}
