package engine

import (
	"fmt"
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

// TestCanTakeControl: a player could take control of an opponent's card
// in play, but not of his own, nor of a unique card whose title he
// already has in play (FAQ 1.13).
func TestCanTakeControl(t *testing.T) {
	relic := support("Relic", carddb.Agency, 1)
	relic.Unique = true
	depot := support("Depot", carddb.Agency, 1)
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(relic)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(relic), inPlayPos(depot)}
	g := mustPosition(t, pos)
	relics, d := g.FindCards("Relic"), g.FindCards("Depot")[0]
	c := g.ctx(relics[0], 0, -1)
	defer g.release()
	for _, tc := range []struct {
		id   CardID
		want bool
	}{{d, true}, {relics[0], false}, {relics[1], false}} {
		if got := c.CanTakeControl(tc.id); got != tc.want {
			t.Errorf("CanTakeControl(%s of player %d) = %v, want %v", g.cards[tc.id].def.Title, g.cards[tc.id].ctrl+1, got, tc.want)
		}
	}
}

// TestHostThatLeftAndAttachAsResource: an attachment that leaves play
// with its host knows the host and how it left; one that leaves alone
// has none. A card in a discard pile becomes a resource on a domain.
func TestHostThatLeftAndAttachAsResource(t *testing.T) {
	host := char("Host", carddb.Agency, 1, 1, "C")
	charm := attachment("Charm", carddb.Agency, 1, carddb.HostCharacter, carddb.AnyController)
	pos := position()
	hp := inPlayPos(host)
	hp.Attached = []CardPosition{inPlayPos(charm), inPlayPos(charm)}
	pos.Players[0].InPlay = []CardPosition{hp}
	g := mustPosition(t, pos)
	g.reactive = true // the occurrences are kept
	h, charms := g.FindCards("Host")[0], g.FindCards("Charm")
	g.leavePlay(charms[0], leaveDestroy)
	g.leavePlay(h, leaveDestroy)
	c := g.ctx(charms[1], 0, -1)
	defer g.release()
	find := func(id CardID) *Event {
		for i := len(g.occ) - 1; i >= 0; i-- {
			if g.occ[i].Card == id && leavesPlay(g.occ[i].Kind) {
				return &g.occ[i]
			}
		}
		t.Fatalf("no occurrence of %s leaving play", g.cards[id].def.Title)
		return nil
	}
	if got, how := c.HostThatLeft(find(charms[1])); got != h || how != EvDestroy {
		t.Errorf("the second Charm left with %v (%v), want the Host, destroyed", got, how)
	}
	if got, how := c.HostThatLeft(find(charms[0])); got != None || how != EvNone {
		t.Errorf("the first Charm, destroyed alone, left with %v (%v)", got, how)
	}
	dom := g.players[0].domains[1].card
	if !c.AttachAsResource(h, dom) || g.cards[h].zone != ZoneResource || c.ResourcesOn(dom) != 1 {
		t.Errorf("the Host is not a resource on domain 2: %v, %d resources", g.cards[h].zone, c.ResourcesOn(dom))
	}
	if c.AttachAsResource(h, dom) {
		t.Errorf("a resource was attached again")
	}
}

// TestTriggerWonStory: a story of a won pile goes back into the story
// deck, and its effect resolves for the ability's player; a card in no
// won pile is refused.
func TestTriggerWonStory(t *testing.T) {
	tale := story("Tale", "C")
	reader := char("Reader", carddb.Miskatonic, 1, 1, "I")
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(tale, &Impl{Abilities: []Ability{{Kind: StoryWin, Text: "its winner draws a card", Effects: []Effect{Draw(1)}}}},
		reader, impl(NewAction("trigger a won story").Doing(Custom(func(c *Ctx) {
			if c.TriggerWonStory(c.Src()) {
				t.Errorf("a card in play was triggered as a won story")
			}
			if !c.TriggerWonStory(c.WonPile(c.You())[0]) {
				t.Errorf("the won story was not triggered")
			}
		}, nil))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(reader)}
	pos.Players[0].Won = []*carddb.Card{tale}
	g := mustPosition(t, pos)
	deck, hand := len(g.story), len(g.players[0].hand)
	mustApply(t, g, "Use Reader")
	id := g.FindCards("Tale")[0]
	if g.cards[id].zone != ZoneStoryDeck || len(g.story) != deck+1 || len(g.players[0].won) != 0 {
		t.Errorf("the Tale is in %v, the story deck holds %d (was %d)", g.cards[id].zone, len(g.story), deck)
	}
	if n := len(g.players[0].hand); n != hand+1 {
		t.Errorf("the hand holds %d cards, want %d: the story's effect did not resolve", n, hand+1)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestControlWhileInPlay: control taken while a card is in play goes
// back to the player before with ReturnControl, once; control taken for
// good stays; a card discarded from play goes to its owner's discard
// pile.
func TestControlWhileInPlay(t *testing.T) {
	pawn := char("Pawn", carddb.Hastur, 1, 1, "C", "unique")
	charm := support("Charm", carddb.Hastur, 1)
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(charm)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(pawn)}
	g := mustPosition(t, pos)
	pw, ch := g.FindCards("Pawn")[0], g.FindCards("Charm")[0]
	c := g.ctx(ch, 0, -1)
	defer g.release()
	if !c.TakeControlWhileInPlay(pw) || g.cards[pw].ctrl != 0 {
		t.Fatalf("the Pawn was not taken: controller %d", g.cards[pw].ctrl)
	}
	if !c.ReturnControl() || g.cards[pw].ctrl != 1 {
		t.Fatalf("control of the Pawn did not go back: controller %d", g.cards[pw].ctrl)
	}
	if c.ReturnControl() {
		t.Errorf("control went back twice")
	}
	if !c.TakeControl(pw) || g.cards[pw].ctrl != 0 || c.ReturnControl() {
		t.Errorf("control taken for good: controller %d", g.cards[pw].ctrl)
	}
	c.DiscardFromPlay(ch)
	if g.cards[ch].zone != ZoneDiscard {
		t.Errorf("the Charm is in %v", g.cards[ch].zone)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestDrainDomain: a player's undrained domain is drained to pay; a
// drained one, or one he does not have, is refused.
func TestDrainDomain(t *testing.T) {
	g := mustPosition(t, position())
	c := g.ctx(None, 0, -1)
	defer g.release()
	if !c.DrainDomain(1, 2) || !g.players[1].domains[2].drained || g.players[0].domains[2].drained {
		t.Fatalf("player 2's domain 3 was not drained")
	}
	if c.DrainDomain(1, 2) || c.DrainDomain(1, 3) {
		t.Errorf("a drained or missing domain was drained")
	}
}

// TestDeclinedDraws: players who may choose not to draw (MayDeclineDraws)
// are asked card by card, the active player first when each player
// draws; a Custom part's draw is asked after its other commands.
func TestDeclinedDraws(t *testing.T) {
	student := char("Student", carddb.Miskatonic, 0, 0, "I")
	caller := char("Caller", carddb.Miskatonic, 1, 1, "I")
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(student, impl(NewConstant("may decline draws", MayDeclineDraws().On(Self))),
		caller, impl(NewAction("each player draws a card").Doing(EachPlayerDraws(1)),
			NewAction("draw a card, then exhaust").Doing(Custom(func(c *Ctx) {
				c.Draw(c.You(), 1)
				c.Exhaust(c.Src())
			}, nil))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(student), inPlayPos(caller)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(student)}
	g := mustPosition(t, pos)
	hand0, hand1 := len(g.players[0].hand), len(g.players[1].hand)
	mustApply(t, g, "Use Caller's Action (each player draws")
	for k, want := range []int{0, 1} {
		if g.Decider() != want || g.top().kind != fDraw {
			t.Fatalf("decision %d: player %d decides (%s), want player %d to draw or not", k, g.Decider()+1, frameDefs[g.top().kind].name, want+1)
		}
		if want == 0 {
			mustApply(t, g, "Yes")
		} else {
			mustApply(t, g, "No")
		}
	}
	if len(g.players[0].hand) != hand0+1 || len(g.players[1].hand) != hand1 {
		t.Errorf("hands: %d and %d, want %d and %d", len(g.players[0].hand), len(g.players[1].hand), hand0+1, hand1)
	}
	if g.Decider() == 1 {
		mustApply(t, g, "Pass")
	}
	mustApply(t, g, "Use Caller's Action (draw a card, then")
	cid := g.FindCards("Caller")[0]
	if g.top().kind != fDraw || !g.cards[cid].exhausted {
		t.Fatalf("the draw is not asked after the part's other commands (%s, exhausted %v)", frameDefs[g.top().kind].name, g.cards[cid].exhausted)
	}
	mustApply(t, g, "Yes")
	if len(g.players[0].hand) != hand0+2 {
		t.Errorf("hand: %d, want %d", len(g.players[0].hand), hand0+2)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestMoveAttachment: an attachment in play moves to another card in
// play, under its controller; a card attached to nothing, or a move to its
// own host, is refused.
func TestMoveAttachment(t *testing.T) {
	a := char("Alpha", carddb.Agency, 1, 1, "C")
	b := char("Beta", carddb.Agency, 1, 1, "C")
	charm := attachment("Charm", carddb.Agency, 1, carddb.HostCharacter, carddb.AnyController)
	pos := position()
	ap := inPlayPos(a)
	ap.Attached = []CardPosition{inPlayPos(charm)}
	pos.Players[0].InPlay = []CardPosition{ap}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(b)}
	g := mustPosition(t, pos)
	ai, bi, ch := g.FindCards("Alpha")[0], g.FindCards("Beta")[0], g.FindCards("Charm")[0]
	c := g.ctx(ch, 0, -1)
	defer g.release()
	if c.MoveAttachment(ch, ai) || c.MoveAttachment(ai, bi) {
		t.Errorf("a move to its own host, or of a card attached to nothing, was made")
	}
	if !c.MoveAttachment(ch, bi) || g.cards[ch].host != bi || g.cards[ch].ctrl != 0 {
		t.Errorf("the Charm did not move to Beta under its controller: host %d, controller %d", g.cards[ch].host, g.cards[ch].ctrl)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestRemoveWounds(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C", "Toughness +2")
	var got [2]bool
	act := Custom(func(c *Ctx) {
		got[0], got[1] = c.RemoveWounds(c.Src()), c.RemoveWounds(c.Src())
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("remove wounds").Doing(act)))
	hurt := inPlayPos(gunner)
	hurt.Wounds = 2
	pos.Players[0].InPlay = []CardPosition{hurt}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if got != [2]bool{true, false} {
		t.Fatalf("RemoveWounds twice = %v, want [true false]", got)
	}
	if c := g.Card(g.FindCards("Gunner")[0]); c.Wounds != 0 {
		t.Fatalf("Gunner has %d wounds, want 0", c.Wounds)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestCustomCommitHoldAndKeep(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	recruit := char("Recruit", carddb.Agency, 1, 1, "I")
	tired := char("Tired", carddb.Agency, 1, 1, "I")
	var got []any
	act := Custom(func(c *Ctx) {
		ids := c.DiscardTopOfDeck(c.You(), 2)
		c.Keep(ids...)
		r, tr := c.Game().FindCards("Recruit")[0], c.Game().FindCards("Tired")[0]
		s := c.g.stories[0].card
		deep := c.g.story[0]
		got = append(got, len(ids), len(c.Group(0)), c.CommitTo(r, s), c.CommitTo(r, s), c.CommitTo(tr, s),
			c.Exhausted(r), c.HoldCommitted(r), c.CanUncommit(r), c.Uncommit(r), c.CommittedTo(r) == s,
			c.ShuffleStoryDeckUnder(deep), c.g.story[len(c.g.story)-1] == deep)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("commit, hold, keep").Doing(act)))
	ex := inPlayPos(tired)
	ex.Exhausted = true
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner), inPlayPos(recruit), ex}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	want := []any{2, 2, true, false, false, false, true, false, false, true, true, true}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if n := len(g.Zone(0, ZoneDiscard)); n != 2 {
		t.Fatalf("the discard pile holds %d cards, want 2", n)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

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

func TestShuffleHandIntoDeck(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var got []any
	act := Custom(func(c *Ctx) {
		hand, deck := len(c.Hand(0)), c.DeckSize(0)
		got = append(got, c.ShuffleHandIntoDeck(0) == hand, len(c.Hand(0)), c.DeckSize(0) == deck+hand, c.ShuffleHandIntoDeck(0))
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("shuffle the hand away").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[0].Hand = []*carddb.Card{char("Recruit", carddb.Agency, 1, 1, "I"), char("Tired", carddb.Agency, 1, 1, "I")}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	want := []any{true, 0, true, 0}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestDeclineReplacement(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C", "Toughness +2")
	var declined []bool
	hurt := Custom(func(c *Ctx) { c.Wound(c.Src()) }, nil)
	decline := Custom(func(c *Ctx) { declined = append(declined, c.DeclineReplacement()) }, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("wound itself").Doing(hurt),
		Ability{Kind: Replacement, Text: "if it would be wounded: it may not be, after all"}.On(WoundTo(Self)).Doing(decline)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if fmt.Sprint(declined) != "[true]" {
		t.Fatalf("DeclineReplacement reported %v, want [true] (asked once)", declined)
	}
	if c := g.Card(g.FindCards("Gunner")[0]); c.Wounds != 1 {
		t.Fatalf("Gunner has %d wounds, want 1: the declined replacement lets the wound be dealt", c.Wounds)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestDomainCardResourcesAndDestroyResource(t *testing.T) {
	host := char("Host", carddb.Agency, 1, 1, "C")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(host)}
	g := mustPosition(t, pos)
	c := g.ctx(g.FindCards("Host")[0], 0, -1)
	defer g.release()
	if c.DomainCard(0, 1) != g.players[0].domains[1].card || c.DomainCard(0, 9) != None || c.DomainCard(3, 0) != None {
		t.Fatalf("DomainCard: wrong domain cards")
	}
	dom := c.DomainCard(0, 1)
	h := g.FindCards("Host")[0]
	g.leavePlay(h, leaveDestroy)
	if !c.AttachAsResource(h, dom) || len(c.Resources(0)) != 1 || c.Resources(0)[0] != h || c.Host(h) != dom {
		t.Fatalf("Resources = %v, want the Host on domain 2", c.Resources(0))
	}
	if !c.DestroyResource(h) || g.cards[h].zone != ZoneDiscard || len(c.Resources(0)) != 0 || c.ResourcesOn(dom) != 0 {
		t.Fatalf("the Host is not destroyed from its domain: %v", g.cards[h].zone)
	}
	if c.DestroyResource(h) {
		t.Errorf("a card in a discard pile was destroyed as a resource")
	}
}

func TestGiveControlPutIntoPlayInsaneEliminate(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	stalwart := char("Stalwart", carddb.Agency, 1, 1, "T", "Willpower")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].Hand = []*carddb.Card{stalwart}
	g := mustPosition(t, pos)
	c := g.ctx(g.FindCards("Gunner")[0], 0, -1)
	defer g.release()
	gu, st := g.FindCards("Gunner")[0], g.FindCards("Stalwart")[0]
	if !c.GiveControl(gu, 1) || g.cards[gu].ctrl != 1 || c.GiveControl(gu, 1) {
		t.Fatalf("GiveControl: the Gunner is controlled by %d", g.cards[gu].ctrl)
	}
	if !c.PutIntoPlayInsane(st) || !g.cards[st].insane || g.cards[st].zone != ZonePlay || g.cards[st].ctrl != 1 {
		t.Fatalf("PutIntoPlayInsane: the Stalwart is %v, insane %v", g.cards[st].zone, g.cards[st].insane)
	}
	if c.PutIntoPlayInsane(gu) {
		t.Errorf("a card in play was put into play insane")
	}
	c.Eliminate(0)
	if g.over {
		t.Fatalf("the game ended before the state checks")
	}
	g.stateChecks()
	if !g.over || g.winner != 1 || g.reason != ReasonEliminated {
		t.Fatalf("Eliminate: over %v, winner %d, reason %q", g.over, g.winner, g.reason)
	}
}

// TestShuffleIntoDeckOne: a card in play, in a hand or in a discard pile
// goes into its owner's deck, which is shuffled; a card already in a deck
// is refused.
func TestShuffleIntoDeckOne(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].Hand = []*carddb.Card{char("Held", carddb.Hastur, 1, 1, "")}
	g := mustPosition(t, pos)
	c := g.ctx(None, 0, -1)
	defer g.release()
	deck0, deck1 := len(g.players[0].deck), len(g.players[1].deck)
	gun, held := g.FindCards("Gunner")[0], g.FindCards("Held")[0]
	if !c.ShuffleIntoDeck(gun) || g.cards[gun].zone != ZoneDeck || len(g.players[0].deck) != deck0+1 {
		t.Fatalf("Gunner: zone %v, deck %d (was %d)", g.cards[gun].zone, len(g.players[0].deck), deck0)
	}
	if !c.ShuffleIntoDeck(held) || g.cards[held].zone != ZoneDeck || len(g.players[1].deck) != deck1+1 || len(g.players[1].hand) != 0 {
		t.Fatalf("Held: zone %v, deck %d (was %d)", g.cards[held].zone, len(g.players[1].deck), deck1)
	}
	if c.ShuffleIntoDeck(held) {
		t.Errorf("a card in a deck was shuffled in again")
	}
	shuffles := 0
	for _, e := range g.Events() {
		if e.Kind == EvShuffle {
			shuffles++
		}
	}
	if shuffles != 2 {
		t.Errorf("%d shuffles, want 2", shuffles)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestPutIntoPlayAsCharacter(t *testing.T) {
	pos := position()
	pos.Players[0].Hand = []*carddb.Card{event("Burrower", carddb.ShubNiggurath, 4)}
	g := mustPosition(t, pos)
	c := g.ctx(None, 0, -1)
	id := g.FindCards("Burrower")[0]
	if !c.PutIntoPlayAsCharacter(id) || !g.isCharacter(id) || g.cards[id].zone != ZonePlay || int(g.cards[id].ctrl) != 0 {
		t.Fatalf("Burrower: zone %v, character %v", g.cards[id].zone, g.isCharacter(id))
	}
	c.GainsForPhase(id, PrintedSkillIs(3))
	if s := g.skill(id); s != 3 {
		t.Errorf("skill %d, want 3", s)
	}
	c.Sacrifice(id)
	if g.cards[id].zone != ZoneDiscard || g.cards[id].asCharacter {
		t.Errorf("sacrificed: zone %v, still a character %v", g.cards[id].zone, g.cards[id].asCharacter)
	}
	if c.PutIntoPlayAsCharacter(g.players[0].deck[0]) {
		t.Errorf("a card in a deck came into play")
	}
	g.release()
}

// TestGainsForTurn: the modifiers last through the end of the phase, and
// end with the turn.
func TestGainsForTurn(t *testing.T) {
	scholar := char("Scholar", carddb.Miskatonic, 2, 2, "I")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(scholar)}
	g := mustPosition(t, pos)
	c := g.ctx(None, 0, -1)
	id := g.FindCards("Scholar")[0]
	c.GainsForTurn(id, Skill(2), GainIcon(carddb.Arcane, 1))
	if s, a := g.skill(id), g.icons(id)[carddb.Arcane]; s != 4 || a != 1 {
		t.Fatalf("skill %d, arcane %d; want 4 and 1", s, a)
	}
	g.expire(PerPhase)
	if s := g.skill(id); s != 4 {
		t.Errorf("after the phase: skill %d, want 4", s)
	}
	g.expire(PerTurn)
	if s, a := g.skill(id), g.icons(id)[carddb.Arcane]; s != 2 || a != 0 {
		t.Errorf("after the turn: skill %d, arcane %d; want 2 and 0", s, a)
	}
	g.release()
}

// TestReveal: a card in a hand is revealed by its owner and stays there;
// a card in play is not revealed.
func TestReveal(t *testing.T) {
	scholar := char("Scholar", carddb.Miskatonic, 2, 2, "I")
	pos := position()
	pos.Players[1].Hand = []*carddb.Card{scholar}
	pos.Players[0].InPlay = []CardPosition{inPlayPos(char("Gunner", carddb.Agency, 2, 2, "C"))}
	g := mustPosition(t, pos)
	c := g.ctx(None, 0, -1)
	id := g.FindCards("Scholar")[0]
	if !c.Reveal(id) || g.cards[id].zone != ZoneHand {
		t.Fatalf("Scholar: not revealed, or not in the hand (zone %v)", g.cards[id].zone)
	}
	ev := g.Events()[len(g.Events())-1]
	if ev.Kind != EvReveal || ev.Card != id || ev.Player != 1 {
		t.Errorf("last event %+v, want Scholar revealed by player 2", ev)
	}
	if c.Reveal(g.FindCards("Gunner")[0]) {
		t.Errorf("a card in play was revealed")
	}
	g.release()
}

// TestPutOnBottomOfDeck: a card in play or in a discard pile goes under
// its owner's deck; a card already in the deck does not move.
func TestPutOnBottomOfDeck(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[0].Discard = []*carddb.Card{event("Charm", carddb.Agency, 1)}
	g := mustPosition(t, pos)
	c := g.ctx(None, 0, -1)
	gun, charm := g.FindCards("Gunner")[0], g.FindCards("Charm")[0]
	deck := len(g.players[0].deck)
	if !c.PutOnBottomOfDeck(gun) || g.cards[gun].zone != ZoneDeck || g.players[0].deck[0] != gun {
		t.Fatalf("Gunner: zone %v, not at the bottom of the deck", g.cards[gun].zone)
	}
	if !c.PutOnBottomOfDeck(charm) || g.players[0].deck[0] != charm || g.players[0].deck[1] != gun {
		t.Fatalf("Charm: zone %v, not at the bottom of the deck", g.cards[charm].zone)
	}
	if len(g.players[0].deck) != deck+2 {
		t.Errorf("deck %d, want %d", len(g.players[0].deck), deck+2)
	}
	if c.PutOnBottomOfDeck(charm) {
		t.Errorf("a card in the deck was moved")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.release()
}

// TestCancelWoundsTo: every wound waiting for the card is cancelled, but
// a passive effect's and another card's.
func TestCancelWoundsTo(t *testing.T) {
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(char("Gunner", carddb.Agency, 2, 2, "C")), inPlayPos(char("Victim", carddb.Agency, 1, 1, "I"))}
	g := mustPosition(t, pos)
	gun, victim := g.FindCards("Gunner")[0], g.FindCards("Victim")[0]
	base := len(g.stack)
	g.push(frame{kind: fWound, card: gun, second: None})
	g.push(frame{kind: fWound, card: gun, second: None, flags: fromPassive})
	g.push(frame{kind: fWound, card: victim, second: None})
	g.push(frame{kind: fWound, card: gun, second: None})
	c := g.ctx(None, 0, -1)
	if n := c.CancelWoundsTo(gun); n != 2 {
		t.Errorf("%d wounds cancelled, want 2", n)
	}
	for i, want := range []bool{true, false, false, true} {
		if got := g.stack[base+i].flags&fCancelled != 0; got != want {
			t.Errorf("frame %d cancelled %v, want %v", i, got, want)
		}
	}
	g.release()
}

// TestDeckCardToBottom: a card of a deck goes under it, the others
// keeping their order; a card elsewhere does not move.
func TestDeckCardToBottom(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	c := g.ctx(None, 0, -1)
	deck := append([]CardID(nil), g.players[0].deck...)
	if len(deck) < 3 {
		t.Fatalf("deck of %d cards, want 3 or more", len(deck))
	}
	top := deck[len(deck)-1]
	if !c.DeckCardToBottom(top) || g.players[0].deck[0] != top {
		t.Fatalf("the top card is not at the bottom: %v", g.players[0].deck)
	}
	want := append([]CardID{top}, deck[:len(deck)-1]...)
	for k := range want {
		if g.players[0].deck[k] != want[k] {
			t.Fatalf("deck %v, want %v", g.players[0].deck, want)
		}
	}
	if c.DeckCardToBottom(g.FindCards("Gunner")[0]) {
		t.Errorf("a card in play was moved")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.release()
}

// TestCustomDiscardFromDeck: a card anywhere in a deck goes to its
// owner's discard pile; a card out of the deck does not move.
func TestCustomDiscardFromDeck(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var got []any
	act := Custom(func(c *Ctx) {
		deck := c.TopOfDeck(c.You(), c.DeckSize(c.You()))
		bottom := deck[len(deck)-1]
		got = append(got, c.DiscardFromDeck(bottom), c.DiscardFromDeck(bottom), c.Zone(bottom) == ZoneDiscard,
			c.DeckSize(c.You()) == len(deck)-1, c.DeckTop(c.You()) == deck[0])
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("discard the bottom card").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	want := []any{true, false, true, true, true}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

func TestSacrificeResource(t *testing.T) {
	host := char("Host", carddb.Agency, 1, 1, "C")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(host)}
	g := mustPosition(t, pos)
	c := g.ctx(g.FindCards("Host")[0], 0, -1)
	defer g.release()
	h := g.FindCards("Host")[0]
	if c.SacrificeResource(h) {
		t.Fatalf("a card in play was sacrificed as a resource")
	}
	dom := c.DomainCard(0, 0)
	g.leavePlay(h, leaveDestroy)
	if !c.AttachAsResource(h, dom) {
		t.Fatalf("the Host did not become a resource")
	}
	if !c.SacrificeResource(h) || g.cards[h].zone != ZoneDiscard || len(c.Resources(0)) != 0 || c.ResourcesOn(dom) != 0 {
		t.Fatalf("the Host is not sacrificed from its domain: %v", g.cards[h].zone)
	}
}
