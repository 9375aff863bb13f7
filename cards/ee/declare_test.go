package ee

import (
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards/set"
)

// TestDeclarations: every card is declared once, by its title as the card
// database has it ("EE TITLE"), none that plays as an LCG printing, and
// every ability with a description a player can tell from the card's
// others.
func TestDeclarations(t *testing.T) {
	for _, p := range set.Problems(carddb.Default(), "EE", sets...) {
		t.Error(p)
	}
}
