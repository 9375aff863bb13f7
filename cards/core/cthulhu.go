package core

import . "cthulhu/engine"

// cthulhuCards: Cthulhu, Core F41-F60.
var cthulhuCards = []entry{
	card(41, "After a player draws in his draw phase, he sacrifices a character, if able.",
		NewForced("after a player draws in his draw phase, he must sacrifice a character").
			On(On(DrawPhaseDraw, EvDraw)).
			Choosing(Choose("a character to sacrifice", All(Character, ControlledBy(EventPlayer))).By(EventPlayer)).
			Doing(SacrificeTarget(0),
				// The sacrifice is a must: if the chosen character escaped it,
				// another is chosen, if able (FAQ 2.13).
				IfFailed(Choosing(PickCard("a character to sacrifice", All(Character, ControlledBy(EventPlayer))).By(EventPlayer),
					SacrificeChosen)))),
	card(59, "Wound an opponent's character; then its controller may wound a character.",
		NewAction("wound a character an opponent controls; then its controller may wound a character").
			Choosing(Choose("a character an opponent controls", All(Character, Opponents)).ToWound()).
			Doing(WoundTarget(0),
				Choosing(PickCard("a character to wound", Character).ToWound().Optional().By(TargetController(0)), WoundChosen).Then())),
}
