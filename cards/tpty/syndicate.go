package tpty

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TPtY 105 and 106.
var syndicate = []entry{
	// A passive "instead" (FAQ 1.8): it never leaves play, it becomes an
	// Attachment support card (FAQ, Expendable Muscle rulings; FAQ 1.15).
	card(105, "Expendable Muscle",
		Ability{Kind: Replacement, Text: "if it would be wounded or go insane, it becomes an attachment of another character you control instead",
			Trigger: On(SelfIs, EvWound, EvInsane),
			Effects: []Effect{Choosing(PickCard("another character you control to attach it to", All(Character, Yours, Other)), AttachItselfTo)}},
		NewConstant("attached: its host has Toughness +1 and Willpower",
			ToughnessPlus(1).On(HostOfSelf), Gain(Willpower).On(HostOfSelf))),
}
