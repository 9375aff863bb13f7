package engine

import "testing"

// TestSelfTriggers checks which triggers know they answer only their own
// card's occurrences (Trigger.self, which lets the checks pass over the
// other cards' occurrences).
func TestSelfTriggers(t *testing.T) {
	for _, c := range []struct {
		name string
		tr   *Trigger
		self bool
	}{
		{"EntersPlay(Self)", EntersPlay(Self), true},
		{"Commits(Self)", Commits(Self), true},
		{"PlayedOverpaid(Self)", PlayedOverpaid(Self), true},
		{"EntersYourDiscardPile(Self)", EntersYourDiscardPile(Self), true},
		{"EntersPlay(Character)", EntersPlay(Character), false},
		{"WoundTo(HostOfSelf)", WoundTo(HostOfSelf), false},
	} {
		if c.tr.self != c.self {
			t.Errorf("%s: self is %v, want %v", c.name, c.tr.self, c.self)
		}
	}
}
