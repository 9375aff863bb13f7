package kd

import (
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards/set"
)

// TestDeclarations: every card is declared once, with its collector
// number and its title as the card database has them ("KD N"), and every
// ability with a description a player can tell from the card's others.
func TestDeclarations(t *testing.T) {
	for _, p := range set.Problems(carddb.Default(), "KD", sets...) {
		t.Error(p)
	}
}
