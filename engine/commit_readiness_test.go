package engine

import (
	"slices"
	"strings"
	"testing"

	"cthulhu/carddb"
)

// commitLabels lists the labels of the options of the decision waiting.
func commitLabels(g *Game) []string {
	var got []string
	for _, o := range g.Options() {
		got = append(got, g.Label(o))
	}
	return got
}

// TestOnlyExhaustedCommit: on a story, OnlyExhaustedCommit lets exhausted
// characters commit there and nowhere else, and keeps ready ones out of
// it; the refusals say why. An exhausted character committed there stays
// exhausted. An effect's commitment (Ctx.CommitTo, Ctx.CanCommitByEffect)
// follows the same rule.
// With no such story in play, an exhausted character commits nowhere.
func TestOnlyExhaustedCommit(t *testing.T) {
	ready := char("Ready", carddb.Agency, 1, 1, "I")
	tired := char("Tired", carddb.Agency, 1, 1, "C")
	pos := position()
	pos.Step = StepCommit
	pos.Stories[0].Lasting = []LastingPosition{{Mod: OnlyExhaustedCommit()}}
	ex := inPlayPos(tired)
	ex.Exhausted = true
	pos.Players[0].InPlay = []CardPosition{inPlayPos(ready), ex}
	g := mustPosition(t, pos)
	want := []string{"Done", "Commit Ready to S1", "Commit Ready to S2", "Commit Tired to S0"}
	if got := commitLabels(g); !slices.Equal(got, want) {
		t.Fatalf("options = %q, want %q", got, want)
	}
	r, tr := g.FindCards("Ready")[0], g.FindCards("Tired")[0]
	for _, c := range []struct {
		id    CardID
		story int
		why   string
	}{{r, 0, "only exhausted characters commit to S0"}, {tr, 1, "only ready characters commit"}} {
		err := g.Apply(Option{Act: ActCommit, Card: c.id, Arg: int32(g.stories[c.story].card)})
		if err == nil || !strings.Contains(err.Error(), c.why) {
			t.Fatalf("%s to story %d: %v, want a refusal with %q", g.cards[c.id].def.Title, c.story, err, c.why)
		}
	}
	mustApply(t, g, "Commit Tired to S0")
	mustApply(t, g, "Done")
	if c := g.Card(tr); c.Committed != g.stories[0].card || !c.Exhausted {
		t.Fatalf("Tired: committed %d, exhausted %v; want committed to S0, exhausted", c.Committed, c.Exhausted)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}

	// Committed by an effect: the exhausted character to the story, the
	// ready one not; without the story's rule, CommitTo commits no
	// exhausted character (CommitByEffect may: it need not be ready).
	for _, rule := range []bool{true, false} {
		var got []bool
		act := Custom(func(c *Ctx) {
			s0, s1 := c.g.stories[0].card, c.g.stories[1].card
			r, tr := c.Game().FindCards("Ready")[0], c.Game().FindCards("Tired")[0]
			got = append(got, c.CanCommitByEffect(r, s0), c.CanCommitByEffect(tr, s0),
				c.CommitTo(r, s0), c.CommitTo(tr, s1), c.CommitTo(tr, s0))
		}, nil)
		gunner := char("Gunner", carddb.Agency, 2, 2, "C")
		pos := position()
		pos.Options.AlwaysAsk = [2]bool{}
		pos.Library = lib(gunner, impl(NewAction("commit").Doing(act)))
		if rule {
			pos.Stories[0].Lasting = []LastingPosition{{Mod: OnlyExhaustedCommit()}}
		}
		ex := inPlayPos(tired)
		ex.Exhausted = true
		pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner), inPlayPos(ready), ex}
		g := mustPosition(t, pos)
		mustApply(t, g, "Use Gunner")
		if want := []bool{!rule, true, !rule, false, rule}; !slices.Equal(got, want) {
			t.Fatalf("with the rule %v: CanCommitByEffect twice, CommitTo thrice = %v, want %v", rule, got, want)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCommitsAsCharacter: a ready support under CommitsAsCharacter is
// offered as its player commits, while the modifier is in force; declared,
// it is exhausted and a character of the skill, icons and keyword given,
// which a blank text box does not undo, and committed with the others. An
// effect does not commit it. As the phase ends it is a support again,
// uncommitted.
func TestCommitsAsCharacter(t *testing.T) {
	pillar := support("Pillar", carddb.Neutral, 3)
	on := true
	pos := position()
	pos.Step = StepCommit
	pos.Library = lib(pillar, impl(
		NewConstant("may commit as a character", CommitsAsCharacter(4, "TCCC", Invulnerability).On(Self)).
			When(func(c *Ctx) bool { return on })))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(pillar)}
	g := mustPosition(t, pos)
	want := []string{"Done", "Commit Pillar to S0", "Commit Pillar to S1", "Commit Pillar to S2"}
	if got := commitLabels(g); !slices.Equal(got, want) {
		t.Fatalf("options = %q, want %q", got, want)
	}
	id := g.FindCards("Pillar")[0]
	mustApply(t, g, "Commit Pillar to S1")
	c := g.Card(id)
	if !g.isCharacter(id) || !c.Exhausted || c.Skill != 4 || c.Icons.String() != "TCCC" || !g.hasKeyword(id, kwInvulnerability) {
		t.Fatalf("declared, Pillar is character %v, exhausted %v, skill %d, icons %s, Invulnerability %v",
			g.isCharacter(id), c.Exhausted, c.Skill, c.Icons, g.hasKeyword(id, kwInvulnerability))
	}
	// The views show it as a character.
	seen := false
	for _, cv := range g.View(1).Players[0].InPlay {
		if cv.ID != id {
			continue
		}
		seen = true
		if cv.Skill != 4 || cv.Icons != "TCCC" || !slices.Contains(cv.Keywords, "Invulnerability") {
			t.Fatalf("the opponent's view of Pillar: skill %d, icons %s, keywords %v", cv.Skill, cv.Icons, cv.Keywords)
		}
	}
	if !seen {
		t.Fatal("the opponent's view has no Pillar in play")
	}
	mustApply(t, g, "Done")
	g.addLasting(Blank(), id, id, 1, PerPhase)
	if c := g.Card(id); c.Committed != g.stories[1].card || c.Skill != 4 || !g.hasKeyword(id, kwInvulnerability) {
		t.Fatalf("committed and blank, Pillar is committed to %d, skill %d", c.Committed, c.Skill)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.uncommitAll()
	g.supportsAgain()
	g.expire(PerPhase)
	if g.isCharacter(id) || g.Card(id).Committed != None {
		t.Fatal("after the phase, Pillar is still a character or committed")
	}

	// Its condition unmet, or its text blank, it is not offered.
	on = false
	g = mustPosition(t, pos)
	if got := commitLabels(g); !slices.Equal(got, []string{"Done"}) {
		t.Fatalf("condition unmet: options = %q, want Done only", got)
	}
	on = true
	blank := pos
	blank.Players[0].InPlay = []CardPosition{inPlayPos(pillar)}
	blank.Players[0].InPlay[0].Lasting = []LastingPosition{{Mod: Blank()}}
	g = mustPosition(t, blank)
	if got := commitLabels(g); !slices.Equal(got, []string{"Done"}) {
		t.Fatalf("blank: options = %q, want Done only", got)
	}

	// An effect does not commit it.
	var got bool
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	pos = position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(pillar, impl(NewConstant("may commit as a character", CommitsAsCharacter(4, "TCCC", Invulnerability).On(Self))),
		gunner, impl(NewAction("commit").Doing(Custom(func(c *Ctx) {
			got = c.CommitTo(c.Game().FindCards("Pillar")[0], c.g.stories[0].card)
		}, nil))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner), inPlayPos(pillar)}
	g = mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if got {
		t.Fatal("an effect committed the support")
	}
}

// TestMustCommitWhereNoneTakesIt: a character that must commit to a story
// if able (Crazed Shoggoth's requirement), whom that story bars (a bar on
// low printed skill), is not able: the requirement does not bind it, and
// its player may commit it elsewhere or finish without it, rather than
// wait with no option.
func TestMustCommitWhereNoneTakesIt(t *testing.T) {
	bound := char("Bound", carddb.Agency, 1, 1, "I")
	pos := position()
	pos.Step = StepCommit
	pos.Stories[0].Lasting = []LastingPosition{{Mod: BarsPrintedSkillAtMost(5)}}
	pos.Players[0].InPlay = []CardPosition{inPlayPos(bound)}
	g := mustPosition(t, pos)
	c := g.ctx(None, 0, -1)
	if !c.MustCommitTo(g.FindCards("Bound")[0], g.stories[0].card) {
		t.Fatal("the requirement was not made")
	}
	g.release()
	g.touch()
	if got, want := commitLabels(g), []string{"Done", "Commit Bound to S1", "Commit Bound to S2"}; !slices.Equal(got, want) {
		t.Fatalf("options = %q, want %q", got, want)
	}
	mustApply(t, g, "Done")
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
