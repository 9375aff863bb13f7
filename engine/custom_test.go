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
// over several calls, resolve in the order of the calls; the characters
// of one call, in the order the active player chooses (FAQ 1.7).
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
	// The third call wounds two characters at once: the active player
	// orders them (FAQ 1.7).
	pr := g.Prompt()
	if pr == nil || pr.Kind != PromptHarmOrder || pr.Player != 0 || len(pr.Options) != 2 {
		t.Fatalf("two characters wounded at once: want the active player to order them, got %+v", pr)
	}
	mustApply(t, g, "First")
	var order []string
	for _, l := range g.Log(-1) {
		for _, name := range []string{"First", "Second", "Third"} {
			if strings.Contains(l, name+" takes a wound") || strings.Contains(l, name+" goes insane") {
				order = append(order, name)
			}
		}
	}
	if got := strings.Join(order, " "); got != "First Second First Third" {
		t.Fatalf("the steps resolved in the order %q, want the order of the calls, then the active player's", got)
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

// TestCustomCommitByEffect: Stories lists the stories in play; an effect
// commits a character (moving one committed elsewhere) without exhausting
// or readying it (FAQ, Cats of Ulthar question), never to the story it is
// at; a character of the non-active player only to a story where the
// active player has committed characters (FAQ, Military Bike question).
func TestCustomCommitByEffect(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	sitter := char("Sitter", carddb.Agency, 1, 1, "I")
	idle := char("Idle", carddb.Agency, 1, 1, "I")
	foe := char("Foe", carddb.Hastur, 1, 1, "T")
	var got [6]bool
	var stories []CardID
	act := Custom(func(c *Ctx) {
		s, i, f := c.Game().FindCards("Sitter")[0], c.Game().FindCards("Idle")[0], c.Game().FindCards("Foe")[0]
		stories = c.Stories()
		got[0] = c.CanCommitByEffect(s, stories[0])
		got[1] = c.CommitByEffect(s, stories[1])
		got[2] = c.CommitByEffect(i, stories[2])
		got[3] = c.CanCommitByEffect(f, stories[0])
		got[4] = c.CommitByEffect(f, stories[1])
		got[5] = c.CanCommitByEffect(i, stories[2])
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("commit by effect").Doing(act)))
	committed := inPlayPos(sitter)
	committed.Committed, committed.Exhausted = 0, true
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner), committed, inPlayPos(idle)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(foe)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if len(stories) != 3 {
		t.Fatalf("Stories = %v, want 3 stories", stories)
	}
	if want := [6]bool{false, true, true, false, true, false}; got != want {
		t.Fatalf("CanCommitByEffect, CommitByEffect... = %v, want %v", got, want)
	}
	for _, w := range []struct {
		title     string
		story     CardID
		exhausted bool
	}{{"Sitter", stories[1], true}, {"Idle", stories[2], false}, {"Foe", stories[1], false}} {
		c := g.Card(g.FindCards(w.title)[0])
		if c.Committed != w.story || c.Exhausted != w.exhausted {
			t.Errorf("%s: committed %v, exhausted %v; want %v, %v", w.title, c.Committed, c.Exhausted, w.story, w.exhausted)
		}
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
