package engine

import (
	"strings"
	"testing"

	"cthulhu/carddb"
)

// Tests of the window machinery itself, with abilities written inline.

// lib builds a library from (card, implementation) pairs.
func lib(pairs ...any) *Library {
	l := NewLibrary()
	for i := 0; i < len(pairs); i += 2 {
		def := pairs[i].(*carddb.Card)
		l.Add(def.Key(), pairs[i+1].(*Impl))
	}
	return l
}

func impl(abs ...Ability) *Impl { return &Impl{Abilities: abs} }

// woundAction is "pay 1: wound a character".
var woundAction = NewAction("pay 1: wound a character").Costing(Pay(1)).
	Choosing(Choose("a character", Character).ToWound()).Doing(WoundTarget(0))

// cancelDisrupt is a Power Drain: cancel an Action or Response.
var cancelDisrupt = NewDisrupt("cancel an Action or Response").
	On(AbilityAboutToResolve(Action, Response)).Doing(Cancel())

func resources(f carddb.Faction, n int) []*carddb.Card {
	var out []*carddb.Card
	for range n {
		out = append(out, support("Res "+f.Short(), f, 0))
	}
	return out
}

// mustApply takes the option with the given label (or ID).
func mustApply(t *testing.T, g *Game, want string) {
	t.Helper()
	for _, o := range g.Options() {
		if o.ID() == want || g.Label(o) == want || strings.HasPrefix(g.Label(o), want) {
			if err := g.Apply(o); err != nil {
				t.Fatalf("%s: %v", want, err)
			}
			return
		}
	}
	var labels []string
	for _, o := range g.Options() {
		labels = append(labels, g.Label(o))
	}
	t.Fatalf("no option %q; options: %s (decider %d, step %s)", want, strings.Join(labels, "; "), g.Decider(), g.Step())
}

func logHas(g *Game, s string) bool {
	for _, l := range g.Log(-1) {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// TestDisruptCancelsAction: a Disrupt answers an action after its costs
// are paid and before it executes; the cancelled action's cost stays paid
// (FAQ, Timing Structure; FAQ 2.13).
func TestDisruptCancelsAction(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	drain := event("Drain", carddb.Hastur, 0)
	drain.Trigger = carddb.Disrupt
	target := char("Target", carddb.Hastur, 1, 1, "")
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(woundAction), drain, impl(cancelDisrupt))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[0].Domains = []DomainPosition{{Resources: resources(carddb.Agency, 1)}}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(target)}
	pos.Players[1].Hand = []*carddb.Card{drain}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	// Targets: Gunner and Target; choose Target. Then the domain pays.
	mustApply(t, g, "Choose Target")
	// The active player has no Disrupt: he passes unasked; the opponent is
	// asked.
	if g.Decider() != 1 || g.Prompt().Kind != PromptDisrupt {
		t.Fatalf("the opponent disrupts: decider %d, prompt %s", g.Decider(), g.Prompt().Kind)
	}
	if !g.Domains(0)[0].Drained {
		t.Fatal("the cost is paid before the Disrupt window")
	}
	mustApply(t, g, "Play Drain")
	if !logHas(g, "Gunner is cancelled") {
		t.Fatal("the action was not cancelled")
	}
	tid := g.FindCards("Target")[0]
	if c := g.Card(tid); c.Zone != ZonePlay || c.Wounds != 0 {
		t.Fatalf("the cancelled wound was dealt: %+v", c)
	}
	if !g.Domains(0)[0].Drained {
		t.Fatal("the cancelled action's cost was refunded")
	}
	if c := g.Card(g.FindCards("Drain")[0]); c.Zone != ZoneDiscard {
		t.Fatalf("the Disrupt event is in %s, not the discard pile", c.Zone)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestResponseOncePerTrigger: a response answers an occurrence once per
// card; players alternate, the active player first, until both pass in a
// row (Rulebook, Timing Rules; FAQ, Timing Structure).
func TestResponseOncePerTrigger(t *testing.T) {
	newcomer := char("Newcomer", carddb.Agency, 0, 1, "")
	watcher := support("Watcher", carddb.Agency, 0)
	draw := NewResponse("after a character enters play, draw a card").On(EntersPlay(Character)).Doing(Draw(1))
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(watcher, impl(draw))
	pos.Players[0].Hand = []*carddb.Card{newcomer}
	pos.Players[0].InPlay = []CardPosition{inPlayPos(watcher)}
	g := mustPosition(t, pos)
	hand := len(g.Zone(0, ZoneHand))
	mustApply(t, g, "Play Newcomer")
	if g.Decider() != 0 || g.Prompt().Kind != PromptResponse {
		t.Fatalf("responses start with the active player: decider %d prompt %v", g.Decider(), g.Prompt())
	}
	mustApply(t, g, "Use Watcher")
	if len(g.Zone(0, ZoneHand)) != hand {
		t.Fatal("the response did not draw")
	}
	// Same occurrence: Watcher cannot answer it again. The opponent has
	// nothing: the window closes; the action window goes on with player 2.
	for g.Prompt() != nil && g.Prompt().Kind == PromptResponse {
		for _, o := range g.Options() {
			if o.Act == ActTrigger {
				t.Fatal("the response was offered twice for one occurrence")
			}
		}
		mustApply(t, g, "pass")
	}
	if g.Prompt() != nil && g.Prompt().Kind == PromptResponse {
		t.Fatal("the response window did not close")
	}
}

// TestForcedOrderedByActivePlayer: Forced Responses that trigger together
// resolve in the order the active player chooses (FAQ 1.7).
func TestForcedOrderedByActivePlayer(t *testing.T) {
	newcomer := char("Newcomer", carddb.Agency, 0, 1, "")
	bell := support("Bell", carddb.Agency, 0)
	horn := support("Horn", carddb.Hastur, 0)
	ring := NewForced("after a character enters play, draw a card").On(EntersPlay(Character)).Doing(Draw(1))
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(bell, impl(ring), horn, impl(ring))
	pos.Players[0].Hand = []*carddb.Card{newcomer}
	pos.Players[0].InPlay = []CardPosition{inPlayPos(bell)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(horn)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Play Newcomer")
	p := g.Prompt()
	if p == nil || p.Kind != PromptForcedOrder || p.Player != 0 || len(p.Options) != 2 {
		t.Fatalf("want the active player to order two forced responses, got %+v", p)
	}
	mustApply(t, g, "Use Horn")
	// Horn (player 2's) resolved first: player 2 drew first.
	var order []int
	for _, e := range g.Events() {
		if e.Kind == EvDraw && int(e.Turn) == g.Turn() && e.Step == StepOperations {
			order = append(order, int(e.Player))
		}
	}
	if len(order) != 2 || order[0] != 1 || order[1] != 0 {
		t.Fatalf("draw order %v, want [1 0]", order)
	}
}

// TestLastingEffectExpires: an effect with no duration ends with the phase
// (FAQ 1.4).
func TestLastingEffectExpires(t *testing.T) {
	coach := char("Coach", carddb.Agency, 1, 1, "")
	boost := NewAction("a character gets +2 skill").Choosing(Choose("a character", Character)).Doing(TargetGains(0, Skill(2)))
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(coach, impl(boost))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(coach)}
	g := mustPosition(t, pos)
	id := g.FindCards("Coach")[0]
	mustApply(t, g, "Use Coach")
	if s := g.Card(id).Skill; s != 3 {
		t.Fatalf("skill %d, want 3", s)
	}
	for g.Phase() == PhaseOperations {
		mustApply(t, g, "pass")
	}
	if s := g.Card(id).Skill; s != 1 {
		t.Fatalf("after the phase, skill %d, want 1", s)
	}
}

// TestLimitCountsWhenCancelled: a limited ability's use counts even if it
// is cancelled (FAQ 2.9).
func TestLimitCountsWhenCancelled(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	once := NewAction("draw a card").Doing(Draw(1)).Limited(PerTurn)
	drain := event("Drain", carddb.Hastur, 0)
	drain.Trigger = carddb.Disrupt
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(once), drain, impl(cancelDisrupt))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].Hand = []*carddb.Card{drain}
	pos.Options.AlwaysAsk[0] = true // asked in the action window even with nothing to do
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	mustApply(t, g, "Play Drain")
	// The action window goes on: player 2 passes, then player 1 may act.
	if g.Decider() == 1 {
		mustApply(t, g, "pass")
	}
	for _, o := range g.Options() {
		if o.Act == ActTrigger {
			t.Fatal("the limited ability is offered again after a cancelled use")
		}
	}
	err := g.Apply(Option{Act: ActTrigger, Card: g.FindCards("Gunner")[0], Arg: packTrigger(0, 0)})
	if err == nil || !strings.Contains(err.Error(), "FAQ 2.9") {
		t.Fatalf("refusal %v, want one naming FAQ 2.9", err)
	}
}

// TestBluffOpensWindows: a player with nothing to answer with is not
// asked, unless he asked to be (Options.Bluff): then he is, and the
// opponent cannot tell the difference.
func TestBluffOpensWindows(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	target := char("Target", carddb.Hastur, 1, 1, "")
	for _, bluff := range []bool{false, true} {
		pos := position()
		pos.Options.AlwaysAsk = [2]bool{}
		pos.Options.AlwaysAsk = [2]bool{}
		pos.Options.Bluff[1] = bluff
		pos.Library = lib(gunner, impl(woundAction))
		pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
		pos.Players[0].Domains = []DomainPosition{{Resources: resources(carddb.Agency, 1)}}
		pos.Players[1].InPlay = []CardPosition{inPlayPos(target)}
		g := mustPosition(t, pos)
		passBluffs := func() {
			for g.Decider() == 1 && g.Prompt().Kind == PromptResponse {
				mustApply(t, g, "pass") // the windows of the phase's beginning
			}
		}
		passBluffs()
		mustApply(t, g, "Use Gunner")
		mustApply(t, g, "Choose Target")
		asked := g.Decider() == 1 && g.Prompt().Kind == PromptDisrupt
		if asked != bluff {
			t.Fatalf("bluff %v: player 2 asked in the Disrupt window: %v", bluff, asked)
		}
	}
}

// TestResponsesAfterResolution: responses to what happened while stories
// resolved come only after every story has resolved (FAQ 3.2, 3.5), while a
// forced response resolves at once (FAQ 1.11).
func TestResponsesAfterResolution(t *testing.T) {
	victim := char("Victim", carddb.Agency, 1, 1, "", "Toughness +1")
	brute := char("Brute", carddb.Hastur, 1, 1, "CC")
	notes := NewResponse("after it is wounded, draw a card").On(WoundTo(Self)).Doing(Draw(1))
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Step = StepResolve
	pos.Active = 1
	pos.Turn = 4
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(victim, impl(notes))
	b := inPlayPos(brute)
	b.Committed, b.Exhausted = 0, true
	pos.Players[1].InPlay = []CardPosition{b}
	b2 := inPlayPos(char("Brute Two", carddb.Hastur, 1, 1, "I"))
	b2.Committed, b2.Exhausted = 1, true
	pos.Players[1].InPlay = append(pos.Players[1].InPlay, b2)
	v := inPlayPos(victim)
	v.Committed, v.Exhausted = 0, true
	pos.Players[0].InPlay = []CardPosition{v}
	g := mustPosition(t, pos)
	// Player 2 (active) orders the stories: S0 then S1.
	mustApply(t, g, "S0")
	// The victim is wounded in S0's combat struggle; the response waits.
	if g.Prompt().Kind == PromptResponse {
		t.Fatal("a response was offered during the story resolution")
	}
	if g.Card(g.FindCards("Victim")[0]).Wounds != 1 {
		t.Fatal("the victim was not wounded")
	}
	// S1 resolves next (its only story left is taken at once).
	for g.Prompt() != nil && g.Prompt().Kind != PromptResponse {
		if !logHas(g, "resolving S1") && g.Prompt().Kind == PromptSuccess {
			mustApply(t, g, "tokens:1")
			continue
		}
		mustApply(t, g, g.Options()[0].ID())
	}
	if !logHas(g, "resolving S1") {
		t.Fatal("the response came before the last story resolved")
	}
	if g.Decider() != 0 {
		t.Fatalf("the response is player 1's: decider %d", g.Decider())
	}
}

// TestForcedSkippedWhenNothingChanges: a forced effect that would change
// nothing is skipped (no log line, no decision).
func TestForcedSkippedWhenNothingChanges(t *testing.T) {
	newcomer := char("Newcomer", carddb.Agency, 0, 1, "", "Invulnerability")
	quake := support("Quake", carddb.Agency, 0)
	ab := NewForced("after a character enters play, wound every character").On(EntersPlay(Character)).Doing(WoundAll(Character))
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(quake, impl(ab))
	pos.Players[0].Hand = []*carddb.Card{newcomer}
	pos.Players[0].InPlay = []CardPosition{inPlayPos(quake)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Play Newcomer")
	if logHas(g, "uses Quake") {
		t.Fatal("the forced effect resolved though it could wound no one")
	}
}

// TestTargetWindowOnOpenCards: a targeting choice made while an effect
// resolves opens a Disrupt window on it (FAQ 1.9: the card is now a
// target) when the card chosen is one both players see, in a discard
// pile as in play; a card chosen in its chooser's hand opens none, being
// seen by him alone. (Options.Bluff opens each window to the opponent.)
func TestTargetWindowOnOpenCards(t *testing.T) {
	picker := char("Picker", carddb.Agency, 2, 2, "C")
	buried := char("Buried", carddb.Hastur, 1, 1, "")
	buried2 := char("Buried Too", carddb.Hastur, 1, 1, "")
	held := char("Held", carddb.Agency, 1, 1, "")
	held2 := char("Held Too", carddb.Agency, 1, 1, "")
	tests := []struct {
		name   string
		pick   Pick
		choose string
		want   bool
	}{
		{"a discard pile", PickCard("a character card of your discard pile", CharacterCard).FromDiscardPile().Targeting(), "Buried", true},
		{"the chooser's hand", PickCard("a card of your hand", nil).FromHand().Targeting(), "Held", false},
		{"a discard pile, untargeted", PickCard("a character card of your discard pile", CharacterCard).FromDiscardPile(), "Buried", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := position()
			pos.Options.AlwaysAsk = [2]bool{}
			pos.Options.Bluff[1] = true
			ab := NewAction("choose a card").Doing(Choosing(tt.pick, func(c *Ctx, chosen []CardID) {}))
			pos.Library = lib(picker, impl(ab))
			pos.Players[0].InPlay = []CardPosition{inPlayPos(picker)}
			pos.Players[0].Hand = []*carddb.Card{held, held2}
			pos.Players[0].Discard = []*carddb.Card{buried, buried2}
			g := mustPosition(t, pos)
			for g.Decider() == 1 && g.Prompt().Kind == PromptResponse {
				mustApply(t, g, "pass")
			}
			mustApply(t, g, "Use Picker")
			if g.Decider() == 1 {
				mustApply(t, g, "pass") // the window before the ability resolves
			}
			if pr := g.Prompt(); pr == nil || pr.Kind != PromptChoose {
				t.Fatalf("want the choice, got %+v", pr)
			}
			mustApply(t, g, tt.choose)
			asked := g.Decider() == 1 && g.Prompt().Kind == PromptDisrupt
			if asked != tt.want {
				t.Fatalf("a Disrupt window after the choice: %v, want %v", asked, tt.want)
			}
		})
	}
}
