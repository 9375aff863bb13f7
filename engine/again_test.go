package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestAllCommittedWinsStory: the end of the commit steps is an occurrence
// of its own (EvAllCommitted), told once the opponent's commitments are
// made and not before; a Forced Response to it that wins a story
// (Ctx.WinStory) takes it before the stories resolve: its characters are
// uncommitted, its tokens discarded, and the story deck replaces it.
func TestAllCommittedWinsStory(t *testing.T) {
	coach := char("Coach", carddb.Miskatonic, 1, 1, "C")
	player := char("Player", carddb.Neutral, 1, 1, "C")
	winAtOnce := NewForced("once all have committed: win the first story with a character of yours").
		On(AllCommitted()).
		Doing(Custom(func(c *Ctx) {
			for _, s := range c.Stories() {
				for _, id := range c.PlayArea(c.You()) {
					if c.CommittedTo(id) == s {
						c.WinStory(s)
						return
					}
				}
			}
		}, nil))
	pos := position()
	pos.Step = StepCommit
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(coach, impl(winAtOnce))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(coach), inPlayPos(player)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(player)}
	pos.Stories[0].Success = [2]int{1, 2}
	g := mustPosition(t, pos)
	s0 := g.stories[0].card
	mustApply(t, g, "Commit Player to S0")
	mustApply(t, g, "Done")
	if g.Decider() != 1 || g.Prompt().Kind != PromptCommit {
		t.Fatalf("decider %d at %v, want the opponent's commitments", g.Decider(), g.Prompt().Kind)
	}
	if len(g.players[0].won) != 0 {
		t.Fatal("a story is won before the opponent has committed")
	}
	// The opponent commits his character to the same story.
	mustApply(t, g, "Commit Player to S0")
	if len(g.players[0].won) != 1 || g.players[0].won[0] != s0 {
		t.Fatalf("won stories %v, want the first story", g.players[0].won)
	}
	if g.stories[0].card == s0 || g.stories[0].success != [2]int8{} {
		t.Fatalf("the slot holds %v with tokens %v, want a new story without tokens", g.stories[0].card, g.stories[0].success)
	}
	for p := range 2 {
		for _, id := range g.players[p].play {
			if g.cards[id].committed == s0 {
				t.Fatalf("%s is still committed to the story won", g.cards[id].def.Title)
			}
		}
	}
	n := 0
	for _, e := range g.Events() {
		if e.Kind == EvAllCommitted {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d all-committed occurrences, want 1", n)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestTriggerAgain: a Forced Response triggered (an EvAbility whose
// Answers is the occurrence it answered) may be triggered again on the
// same occurrence by a Response (Ctx.TriggerAgain), once the card of the
// Response is sacrificed (scenarios itdon/050-dream-parasite*.scn: not
// when the Forced Response's card has left play).
func TestTriggerAgain(t *testing.T) {
	drawer := char("Drawer", carddb.YogSothoth, 0, 1, "A")
	parasite := char("Parasite", carddb.Hastur, 1, 1, "T")
	again := NewResponse("sacrifice it: the Forced Response triggers again").
		On(On(func(c *Ctx, e *Event) bool { return AbilityOfKind(Forced)(c, e) && c.CanTriggerAgain(e) }, EvAbility)).
		Costing(SacrificeSelf()).
		Doing(Custom(func(c *Ctx) { c.TriggerAgain(c.Event()) }, func(c *Ctx) bool { return c.CanTriggerAgain(c.Event()) }))
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(drawer, impl(NewForced("on entering play: draw a card").On(EntersPlay(Self)).Doing(Draw(1))),
		parasite, impl(again))
	pos.Players[0].Hand = []*carddb.Card{drawer}
	pos.Players[0].InPlay = []CardPosition{inPlayPos(parasite)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Play Drawer")
	if n := len(g.players[0].hand); n != 1 {
		t.Fatalf("the hand holds %d cards after the Forced Response, want 1", n)
	}
	var answered int32
	for _, e := range g.Events() {
		if e.Kind == EvAbility && g.cards[e.Card].def == drawer {
			answered = e.Answers
		}
	}
	if answered <= 0 {
		t.Fatal("the Forced Response's triggering does not record the occurrence it answers")
	}
	mustApply(t, g, "Use Parasite")
	if n := len(g.players[0].hand); n != 2 {
		t.Fatalf("the hand holds %d cards after the Forced Response triggered again, want 2", n)
	}
	if z := g.cards[g.FindCards("Parasite")[0]].zone; z != ZoneDiscard {
		t.Fatalf("the Parasite is in %v, want the discard pile", z)
	}
	last := Event{}
	for _, e := range g.Events() {
		if e.Kind == EvAbility && g.cards[e.Card].def == drawer {
			last = e
		}
	}
	if last.Answers != answered {
		t.Fatalf("triggered again, it answers occurrence %d, want %d", last.Answers, answered)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
