package engine

import (
	"strings"
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

// TestCustomDeckCommands: the top card of the deck is revealed and taken
// into the hand without a draw, put into play committed to a story,
// ready (FAQ, Cats of Ulthar ruling), without a commit of its own; the
// deck is shuffled. Outside a story's resolution ResolvingStory is None,
// and CanBeRestored tells an insane character from a sane one.
func TestCustomDeckCommands(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	recruit := char("Recruit", carddb.Agency, 1, 1, "I")
	mad := char("Mad", carddb.Hastur, 1, 1, "")
	var story CardID
	act := Custom(func(c *Ctx) {
		if c.ResolvingStory() != None {
			t.Error("a story is resolving in the operations phase")
		}
		for _, id := range c.PlayArea(1) {
			if want := c.Insane(id); c.CanBeRestored(id) != want {
				t.Errorf("CanBeRestored(%s) = %v, want %v", c.Card(id).Title, !want, want)
			}
		}
		id := c.RevealTopIntoHand(c.You())
		story = c.Game().Stories()[0].Card
		if !c.PutIntoPlayCommitted(id, story) {
			c.Fail()
		}
		c.ShuffleDeck(c.You())
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("reveal the top card, put it into play committed").Doing(act)))
	pos.Players[0].Deck = append([]*carddb.Card{recruit}, pos.Players[0].Deck...) // top first
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	insane := inPlayPos(mad)
	insane.Insane = true
	pos.Players[1].InPlay = []CardPosition{insane, inPlayPos(char("Sane", carddb.Hastur, 1, 1, ""))}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Recruit")[0]
	c := g.Card(id)
	if c.Zone != ZonePlay || c.Committed != story || c.Exhausted {
		t.Fatalf("Recruit: zone %v, committed %v (want %v), exhausted %v", c.Zone, c.Committed, story, c.Exhausted)
	}
	var draws, commits, reveals, shuffles int
	for _, e := range g.Events() {
		switch e.Kind {
		case EvDraw:
			draws++
		case EvCommit:
			commits++
		case EvReveal:
			reveals++
		case EvShuffle:
			shuffles++
		}
	}
	if draws != 0 || commits != 0 || reveals != 1 || shuffles != 1 {
		t.Fatalf("draws %d, commits %d, reveals %d, shuffles %d; want 0, 0, 1, 1", draws, commits, reveals, shuffles)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestCustomStepsInOrder: the wounds and insanities a Custom part gives,
// over several calls, resolve in the order of the calls.
func TestCustomStepsInOrder(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	first := char("First", carddb.Hastur, 1, 1, "", "Toughness +2")
	second := char("Second", carddb.Hastur, 1, 1, "")
	third := char("Third", carddb.Hastur, 1, 1, "", "Toughness +2")
	harm := Custom(func(c *Ctx) {
		g := c.Game()
		c.Wound(g.FindCards("First")[0])
		c.DriveInsane(g.FindCards("Second")[0])
		c.Wound(g.FindCards("Third")[0], g.FindCards("First")[0])
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("harm three characters").Doing(harm)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(first), inPlayPos(second), inPlayPos(third)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	var order []string
	for _, l := range g.Log(-1) {
		for _, name := range []string{"First", "Second", "Third"} {
			if strings.Contains(l, name+" takes a wound") || strings.Contains(l, name+" goes insane") {
				order = append(order, name)
			}
		}
	}
	if got := strings.Join(order, " "); got != "First Second Third First" {
		t.Fatalf("the steps resolved in the order %q, want the order of the calls", got)
	}
}

// TestCustomUncommitAndRefresh: Uncommit removes a committed character
// from its story, leaving it exhausted, and reports false for one
// committed nowhere; ResourcesOn counts a domain's resource cards (a
// Transient one once, where its payment counts it twice); RefreshDomain
// refreshes a drained domain and reports false for an undrained one.
func TestCustomUncommitAndRefresh(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	sitter := char("Sitter", carddb.Agency, 1, 1, "I")
	idle := char("Idle", carddb.Agency, 1, 1, "I")
	transient := support("Fleeting", carddb.Agency, 0)
	transient.Keywords.Transient = true
	var got [6]any
	act := Custom(func(c *Ctx) {
		s, i := c.Game().FindCards("Sitter")[0], c.Game().FindCards("Idle")[0]
		got[0], got[1] = c.Uncommit(s), c.Uncommit(i)
		doms := c.Game().Domains(c.You())
		got[2], got[3] = c.ResourcesOn(doms[0].Card), c.ResourcesOn(doms[1].Card)
		got[4], got[5] = c.RefreshDomain(doms[0].Card), c.RefreshDomain(doms[1].Card)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("uncommit, count, refresh").Doing(act)))
	pos.Players[0].Domains = []DomainPosition{
		{Resources: append(resources(carddb.Agency, 1), transient), Drained: true},
		{Resources: resources(carddb.Agency, 3)},
	}
	committed := inPlayPos(sitter)
	committed.Committed, committed.Exhausted = 0, true
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner), committed, inPlayPos(idle)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if want := [6]any{true, false, 2, 3, true, false}; got != want {
		t.Fatalf("Uncommit, Uncommit, ResourcesOn, ResourcesOn, RefreshDomain, RefreshDomain = %v, want %v", got, want)
	}
	c := g.Card(g.FindCards("Sitter")[0])
	if c.Committed != None || !c.Exhausted {
		t.Fatalf("Sitter: committed %v, exhausted %v; want none, exhausted", c.Committed, c.Exhausted)
	}
	for d, dom := range g.Domains(0) {
		if dom.Drained {
			t.Fatalf("domain %d still drained", d+1)
		}
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestDrainOneAndDrainTarget: the cost DrainOne drains any undrained
// domain of its player, an empty one included (Pay(0) drains none), and
// DomainDrainedToPay names it; DrainTarget drains a designated domain of
// the opponent's. With every domain drained the cost cannot be paid.
func TestDrainOneAndDrainTarget(t *testing.T) {
	for _, allDrained := range []bool{false, true} {
		gunner := char("Gunner", carddb.Syndicate, 2, 2, "C")
		var paid CardID = None
		record := Custom(func(c *Ctx) { paid = c.DomainDrainedToPay() }, nil)
		pos := position()
		pos.Options.AlwaysAsk = [2]bool{}
		pos.Library = lib(gunner, impl(NewAction("drain one of yours: drain one of theirs").
			Costing(DrainOne()).
			Choosing(Designate("an opponent's undrained domain", All(Opponents, UndrainedDomain)).Domains()).
			Doing(DrainTarget(0), record)))
		pos.Players[0].Domains = []DomainPosition{{Drained: allDrained}, {Resources: resources(carddb.Syndicate, 2), Drained: true}}
		pos.Players[1].Domains = []DomainPosition{{Resources: resources(carddb.Agency, 1), Drained: true}, {Resources: resources(carddb.Agency, 2)}}
		pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
		g := mustPosition(t, pos)
		used := false
		for _, o := range g.Options() {
			used = used || strings.HasPrefix(g.Label(o), "Use Gunner")
		}
		if used == allDrained {
			t.Fatalf("every domain drained %v: the Action offered %v", allDrained, used)
		}
		if allDrained {
			continue
		}
		mustApply(t, g, "Use Gunner")
		if g.Decider() == 0 && g.Prompt().Kind == PromptDomain {
			mustApply(t, g, "domain:0")
		}
		mine, theirs := g.Domains(0), g.Domains(1)
		if !mine[0].Drained || !theirs[1].Drained {
			t.Fatalf("drained: own empty domain %v, the opponent's second %v; want both", mine[0].Drained, theirs[1].Drained)
		}
		if paid != mine[0].Card {
			t.Fatalf("DomainDrainedToPay = %v, want %v", paid, mine[0].Card)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestWoundSelfCost: the cost WoundSelf gives the card a wound, with no
// Disrupt window on it; a card that cannot be wounded (Invulnerability)
// cannot pay it.
func TestWoundSelfCost(t *testing.T) {
	for _, guarded := range []bool{false, true} {
		kws := []string{"Toughness +1"}
		if guarded {
			kws = append(kws, "Invulnerability")
		}
		brute := char("Brute", carddb.Neutral, 2, 2, "C", kws...)
		pos := position()
		pos.Options.AlwaysAsk = [2]bool{}
		pos.Library = lib(brute, impl(NewAction("wound him: draw a card").Costing(WoundSelf()).Doing(Draw(1))))
		pos.Players[0].InPlay = []CardPosition{inPlayPos(brute)}
		g := mustPosition(t, pos)
		used := false
		for _, o := range g.Options() {
			used = used || strings.HasPrefix(g.Label(o), "Use Brute")
		}
		if used == guarded {
			t.Fatalf("cannot be wounded %v: the Action offered %v", guarded, used)
		}
		if guarded {
			continue
		}
		mustApply(t, g, "Use Brute")
		if c := g.Card(g.FindCards("Brute")[0]); c.Wounds != 1 || c.Zone != ZonePlay {
			t.Fatalf("Brute: %d wounds, zone %v; want 1 wound, in play", c.Wounds, c.Zone)
		}
		if n := len(g.Zone(0, ZoneHand)); n != 1 {
			t.Fatalf("the hand holds %d cards, want 1", n)
		}
	}
}

// TestCustomPlaceWound: a wound token placed on a character is no wound
// (no wound occurrence); one more than its Toughness destroys it; a
// character with Invulnerability takes none.
func TestCustomPlaceWound(t *testing.T) {
	for _, tt := range []struct {
		name       string
		keywords   []string
		wounds     int
		placed     bool
		wantWounds int
		wantInPlay bool
	}{
		{"survives with Toughness", []string{"Toughness +1"}, 0, true, 1, true},
		{"destroyed past its Toughness", nil, 0, true, 0, false},
		{"Invulnerability takes none", []string{"Invulnerability"}, 0, false, 0, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			gunner := char("Gunner", carddb.Agency, 2, 2, "C")
			target := char("Target", carddb.Hastur, 1, 3, "", tt.keywords...)
			placed := false
			place := Custom(func(c *Ctx) {
				placed = c.PlaceWound(c.Target(0))
			}, nil)
			pos := position()
			pos.Options.AlwaysAsk = [2]bool{}
			pos.Library = lib(gunner, impl(NewAction("place a wound token on a character").
				Choosing(Choose("a character", All(Character, Opponents))).Doing(place)))
			pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
			pos.Players[1].InPlay = []CardPosition{inPlayPos(target)}
			g := mustPosition(t, pos)
			mustApply(t, g, "Use Gunner")
			if placed != tt.placed {
				t.Fatalf("placed %v, want %v", placed, tt.placed)
			}
			tid := g.FindCards("Target")[0]
			c := g.Card(tid)
			if inPlay := c.Zone == ZonePlay; inPlay != tt.wantInPlay {
				t.Fatalf("Target in play: %v, want %v", inPlay, tt.wantInPlay)
			}
			if tt.wantInPlay && c.Wounds != tt.wantWounds {
				t.Fatalf("Target has %d wounds, want %d", c.Wounds, tt.wantWounds)
			}
			for _, e := range g.Events() {
				if e.Kind == EvWound {
					t.Fatalf("a wound occurrence: %+v", e)
				}
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
		})
	}
}
