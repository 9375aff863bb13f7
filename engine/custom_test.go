package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestCustomEffect: a card's own effect part, written with the Ctx's
// commands as a set's package writes it, waits for the wounds it gives
// (each a step that may be disrupted, resolved after the part's other
// commands) before the part after it resolves; a part that fails stops
// the "then" part after it (FAQ 1.3).
func TestCustomEffect(t *testing.T) {
	tests := []struct {
		name       string
		fail       bool
		wantWounds int
		wantHand   int
	}{
		{"two wounds, then a draw", false, 2, 1},
		{"a failed part, no draw", true, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gunner := char("Gunner", carddb.Agency, 2, 2, "C")
			target := char("Target", carddb.Hastur, 1, 3, "", "Toughness +2")
			woundTwice := Custom(func(c *Ctx) {
				if tt.fail {
					c.Fail()
					return
				}
				for _, id := range c.LegalTargets(0) {
					c.Wound(id, id)
					c.Exhaust(id)
				}
			}, nil)
			drawAfter := Custom(func(c *Ctx) {
				if w := c.Wounds(c.Target(0)); w != tt.wantWounds {
					t.Errorf("the part after the wounds sees %d wounds, want %d", w, tt.wantWounds)
				}
				c.Draw(c.You(), 1)
			}, func(c *Ctx) bool { return c.DeckSize(c.You()) > 0 }).Then()
			pos := position()
			pos.Options.AlwaysAsk = [2]bool{}
			pos.Library = lib(gunner, impl(NewAction("wound a character twice, then draw").
				Choosing(Choose("a character", All(Character, Opponents))).Doing(woundTwice, drawAfter)))
			pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
			pos.Players[1].InPlay = []CardPosition{inPlayPos(target)}
			g := mustPosition(t, pos)
			mustApply(t, g, "Use Gunner")
			if g.Decider() == 0 && g.Prompt().Kind == PromptTarget {
				mustApply(t, g, "Choose Target")
			}
			tid := g.FindCards("Target")[0]
			if c := g.Card(tid); c.Wounds != tt.wantWounds {
				t.Fatalf("Target has %d wounds, want %d", c.Wounds, tt.wantWounds)
			}
			if c := g.Card(tid); c.Exhausted == tt.fail {
				t.Fatalf("Target exhausted: %v", c.Exhausted)
			}
			if n := len(g.Zone(0, ZoneHand)); n != tt.wantHand {
				t.Fatalf("the hand holds %d cards, want %d", n, tt.wantHand)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
