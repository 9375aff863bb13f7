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

// TestRemoveWound: the command removes one wound token, not all, from a
// card in play, and reports false for a card without wounds.
func TestRemoveWound(t *testing.T) {
	healer := char("Healer", carddb.Agency, 2, 2, "", "Toughness +2")
	var first, second bool
	act := Custom(func(c *Ctx) {
		first = c.RemoveWound(c.Src())
		second = c.RemoveWound(c.Src()) && c.RemoveWound(c.Src())
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(healer, impl(NewAction("heal itself").Doing(act)))
	p := inPlayPos(healer)
	p.Wounds = 2
	pos.Players[0].InPlay = []CardPosition{p}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Healer")
	id := g.FindCards("Healer")[0]
	if w := g.Card(id).Wounds; w != 0 || !first || second {
		t.Fatalf("wounds %d, first %v, third %v; want 0, true, false", w, first, second)
	}
}

// TestShuffleIntoDeckMany: several cards, in play and in a discard pile,
// go into their owner's deck, which is shuffled once.
func TestShuffleIntoDeckMany(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	dropped := char("Dropped", carddb.Hastur, 1, 1, "")
	act := Custom(func(c *Ctx) {
		var ids []CardID
		for _, id := range append(append([]CardID(nil), c.PlayArea(1)...), c.DiscardPile(1)...) {
			if t := c.Card(id).Title; t == "Victim" || t == "Dropped" {
				ids = append(ids, id)
			}
		}
		c.ShuffleIntoDeck(ids...)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("shuffle them away").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(victim)}
	pos.Players[1].Discard = []*carddb.Card{dropped}
	g := mustPosition(t, pos)
	deck := len(g.Zone(1, ZoneDeck))
	mustApply(t, g, "Use Gunner")
	for _, title := range []string{"Victim", "Dropped"} {
		if z := g.Card(g.FindCards(title)[0]).Zone; z != ZoneDeck {
			t.Fatalf("%s is in %v, want the deck", title, z)
		}
	}
	if n := len(g.Zone(1, ZoneDeck)); n != deck+2 {
		t.Fatalf("the deck has %d cards, want %d", n, deck+2)
	}
	returned, shuffled := false, false
	for _, e := range g.Events() {
		returned = returned || (e.Kind == EvReturnToDeck && e.Card == g.FindCards("Victim")[0])
		shuffled = shuffled || (e.Kind == EvShuffle && e.Player == 1)
	}
	if !returned || !shuffled {
		t.Fatalf("returned %v, shuffled %v", returned, shuffled)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestPutInHand(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	dropped := char("Dropped", carddb.Hastur, 1, 1, "")
	var moved [2]bool
	act := Custom(func(c *Ctx) {
		for _, id := range append(append([]CardID(nil), c.PlayArea(1)...), c.DiscardPile(1)...) {
			switch c.Card(id).Title {
			case "Victim":
				moved[0] = c.PutInHand(id)
			case "Dropped":
				moved[1] = c.PutInHand(id)
			}
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("take it back").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(victim)}
	pos.Players[1].Discard = []*carddb.Card{dropped}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if moved[0] || !moved[1] {
		t.Fatalf("moved %v, want [false true]", moved)
	}
	if z := g.Card(g.FindCards("Dropped")[0]).Zone; z != ZoneHand {
		t.Fatalf("Dropped is in %v, want the hand", z)
	}
	if z := g.Card(g.FindCards("Victim")[0]).Zone; z != ZonePlay {
		t.Fatalf("Victim is in %v, want play", z)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestDiscardSuccess(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	got := -1
	act := Custom(func(c *Ctx) {
		got = c.DiscardSuccess(1, c.Game().FindCards("S0")[0], 2)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("take their tokens").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Stories[0].Success = [2]int{3, 1}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if got != 1 {
		t.Fatalf("discarded %d, want 1", got)
	}
	if s := g.Stories()[0].Success; s != [2]int{3, 0} {
		t.Fatalf("success tokens %v, want [3 0]", s)
	}
}

func TestBottomOfDeckSelf(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("go under the deck: draw a card").Costing(BottomOfDeckSelf()).Doing(Draw(1))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	deck := len(g.Zone(0, ZoneDeck))
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Gunner")[0]
	d := g.Zone(0, ZoneDeck)
	if len(d) != deck || d[len(d)-1] != id {
		t.Fatalf("deck %v (was %d cards), want Gunner (%d) at the bottom", d, deck, id)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

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

// TestUntilYourNextTurn: a lasting effect of Ctx.UntilYourNextTurn
// outlasts the ends of the phase and of the turn, and the beginning of
// the other player's turn; it ends as its player's next turn begins.
func TestUntilYourNextTurn(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	act := Custom(func(c *Ctx) { c.UntilYourNextTurn(Skill(2).On(Character)) }, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("two more skill for every character").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Gunner")[0]
	want := func(when string, skill int) {
		t.Helper()
		if got := g.skill(id); got != skill {
			t.Errorf("%s: Gunner's skill is %d, want %d", when, got, skill)
		}
	}
	want("as it resolves", 4)
	g.expire(PerPhase)
	g.expire(PerTurn)
	want("after the phase and the turn end", 4)
	g.expireRound(1)
	want("as the other player's turn begins", 4)
	g.expireRound(0)
	want("as its player's next turn begins", 2)
}

// TestMustCommitTo: after Ctx.MustCommitTo, the character may be declared
// only to that story, and its player may not finish his commitments
// without it; the requirement ends with the phase.
func TestMustCommitTo(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var story CardID = None
	act := Custom(func(c *Ctx) {
		story = c.Stories()[1]
		if !c.MustCommitTo(c.Src(), story) {
			t.Error("MustCommitTo refused a character in play and a story in play")
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("must commit to the second story").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Gunner")[0]
	first := g.stories[0].card
	if g.commitAllowed(id, first) || !g.commitAllowed(id, story) {
		t.Fatalf("allowed at the first story %v, at the second %v; want false, true", g.commitAllowed(id, first), g.commitAllowed(id, story))
	}
	if g.commitUnmet(0) != id {
		t.Fatal("the player may finish his commitments without the character")
	}
	g.expire(PerPhase)
	if !g.commitAllowed(id, first) || g.commitUnmet(0) != None {
		t.Fatal("the requirement outlasts the phase")
	}
}

// TestAttachFaceDown: a character card of a discard pile attached face
// down is a blank Attachment support card with no title, no faction and
// no text box: no copy of its unique title; leaving play with its host,
// it is a card like any other again.
func TestAttachFaceDown(t *testing.T) {
	room := support("Room", carddb.Syndicate, 1)
	hero := char("Hero", carddb.Agency, 3, 3, "CC")
	hero.Unique = true
	var taken CardID = None
	act := Custom(func(c *Ctx) {
		taken = c.DiscardPile(1)[0]
		if !c.AttachFaceDown(taken, c.Src()) {
			t.Fatal("AttachFaceDown refused a character card of a discard pile")
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(room, impl(NewAction("take the Hero").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(room)}
	pos.Players[1].Discard = []*carddb.Card{hero}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Room")
	if g.cards[taken].host == None || !g.cards[taken].faceDown {
		t.Fatal("the Hero is not attached face down")
	}
	if g.isCharacter(taken) || g.skill(taken) != 0 || g.faction(taken) != carddb.Neutral || !g.hasSubtype(taken, attachmentSubtype) {
		t.Errorf("face down: character %v, skill %d, faction %v, Attachment %v; want false, 0, neutral, true",
			g.isCharacter(taken), g.skill(taken), g.faction(taken), g.hasSubtype(taken, attachmentSubtype))
	}
	if !g.blank(taken) || !g.staticsBlank(taken) {
		t.Error("a face-down card has a text box")
	}
	if g.uniqueCopy(1, hero) != None || g.uniqueCopy(0, hero) != None {
		t.Error("a face-down card counts as a copy of its unique title")
	}
	g.leavePlay(g.FindCards("Room")[0], leaveDestroy)
	if c := &g.cards[taken]; c.zone != ZoneDiscard || c.faceDown {
		t.Errorf("after its host left play: zone %v, face down %v; want the discard pile, false", c.zone, c.faceDown)
	}
}
