package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestCustomCommands: each command a card's own effect part may give
// (Destroy, Sacrifice, ReturnToHand, Discard), and the queries it reads
// (Hand, DiscardPile, PlayArea, Matches, CanBeWounded), do what they say
// to the opponent's card named Victim, and leave everything else alone.
func TestCustomCommands(t *testing.T) {
	tests := []struct {
		name     string
		inHand   bool // Victim starts in its owner's hand, not in play
		do       func(c *Ctx, victim CardID)
		wantZone Zone
		wantEv   EventKind
	}{
		{"destroy", false, func(c *Ctx, v CardID) { c.Destroy(v) }, ZoneDiscard, EvDestroy},
		{"sacrifice", false, func(c *Ctx, v CardID) { c.Sacrifice(v) }, ZoneDiscard, EvSacrifice},
		{"return to hand", false, func(c *Ctx, v CardID) { c.ReturnToHand(v) }, ZoneHand, EvReturnToHand},
		{"discard from hand", true, func(c *Ctx, v CardID) { c.Discard(v) }, ZoneDiscard, EvDiscardFromHand},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gunner := char("Gunner", carddb.Agency, 2, 2, "C")
			victim := char("Victim", carddb.Hastur, 1, 1, "")
			bystander := char("Bystander", carddb.Hastur, 1, 1, "", "Invulnerability")
			var sawHand, sawDiscard, sawPlay int
			act := Custom(func(c *Ctx) {
				var v CardID = None
				for _, id := range append(append([]CardID(nil), c.PlayArea(1)...), c.Hand(1)...) {
					if c.Card(id).Title == "Victim" {
						v = id
					}
				}
				if v == None {
					t.Fatal("no Victim in play or in hand")
				}
				if c.InPlay(v) && !c.CanBeWounded(v) {
					t.Error("CanBeWounded: Victim cannot be wounded")
				}
				for _, id := range c.PlayArea(1) {
					if c.Card(id).Title == "Bystander" && c.CanBeWounded(id) {
						t.Error("CanBeWounded: an Invulnerable Bystander can be wounded")
					}
				}
				if !c.Matches(Opponents, v) || c.Matches(Yours, v) {
					t.Error("Matches: Victim is not the opponent's card alone")
				}
				tt.do(c, v)
				sawHand, sawDiscard, sawPlay = len(c.Hand(1)), len(c.DiscardPile(1)), len(c.PlayArea(1))
			}, nil)
			pos := position()
			pos.Options.AlwaysAsk = [2]bool{}
			pos.Library = lib(gunner, impl(NewAction("do it to the Victim").Doing(act)))
			pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
			pos.Players[1].InPlay = []CardPosition{inPlayPos(bystander)}
			if tt.inHand {
				pos.Players[1].Hand = []*carddb.Card{victim}
			} else {
				pos.Players[1].InPlay = append(pos.Players[1].InPlay, inPlayPos(victim))
			}
			g := mustPosition(t, pos)
			hand, discard, play := len(g.Zone(1, ZoneHand)), len(g.Zone(1, ZoneDiscard)), len(g.Zone(1, ZonePlay))
			mustApply(t, g, "Use Gunner")
			id := g.FindCards("Victim")[0]
			if z := g.Card(id).Zone; z != tt.wantZone {
				t.Fatalf("Victim is in %v, want %v", z, tt.wantZone)
			}
			found := false
			for _, e := range g.Events() {
				if e.Kind == tt.wantEv && e.Card == id {
					found = true
				}
			}
			if !found {
				t.Fatalf("no %v occurrence of Victim", tt.wantEv)
			}
			// The queries read the zones as they are after the command.
			if sawHand != len(g.Zone(1, ZoneHand)) || sawDiscard != len(g.Zone(1, ZoneDiscard)) || sawPlay != len(g.Zone(1, ZonePlay)) {
				t.Fatalf("the queries saw hand %d, discard %d, play %d; the game has %d, %d, %d",
					sawHand, sawDiscard, sawPlay, len(g.Zone(1, ZoneHand)), len(g.Zone(1, ZoneDiscard)), len(g.Zone(1, ZonePlay)))
			}
			if moved := (len(g.Zone(1, ZoneHand)) - hand) + (len(g.Zone(1, ZoneDiscard)) - discard) + (len(g.Zone(1, ZonePlay)) - play); moved != 0 {
				t.Fatalf("cards appeared or vanished: %d", moved)
			}
			if bz := g.Card(g.FindCards("Bystander")[0]).Zone; bz != ZonePlay {
				t.Fatalf("the Bystander left play (%v)", bz)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestRemoveSuccess: RemoveSuccess removes at most the tokens the player
// has on the story, his alone, and says how many it removed.
func TestRemoveSuccess(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var removed [2]int
	act := Custom(func(c *Ctx) {
		s := c.Game().Stories()[0].Card
		removed[0] = c.RemoveSuccess(0, s, 1)
		removed[1] = c.RemoveSuccess(1, s, 5)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Stories[0].Success = [2]int{2, 3}
	pos.Library = lib(gunner, impl(NewAction("remove tokens").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if removed != [2]int{1, 3} {
		t.Fatalf("removed %v, want [1 3]", removed)
	}
	if got := g.Stories()[0].Success; got != [2]int{1, 0} {
		t.Fatalf("the story has %v tokens, want [1 0]", got)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
