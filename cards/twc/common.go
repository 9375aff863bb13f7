package twc

import . "cthulhu/engine"

// youSucceeded matches the ability's player succeeding at a story.
func youSucceeded(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && int(e.Player) == c.You() && e.N > 0
}

// nonAncient selects the characters that are not Ancient Ones.
var nonAncient = All(Character, Not(WithSubtype("Ancient One")))

// location selects the Location support cards.
var location = All(SupportCard, WithSubtype("Location"))
