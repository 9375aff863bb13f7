package core_test

import (
	"fmt"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/engine"
	"cthulhu/scenario"
)

// tests: Core 110
//
// FAQ, Frequently Asked Questions (Hound of Tindalos): an attached Hound
// that is destroyed counts as a support card leaving play, and is a
// character again in the discard pile. The Hound is destroyed because its
// host has left play (Rulebook, Support Cards: Exception), after it, and
// still attached: at that moment it is a support card with the Attachment
// subtype, not a character.
func TestHoundLeavesPlayAsSupport(t *testing.T) {
	const src = `
name: An attached Hound of Tindalos leaves play as a support card
card Test Titan: character; faction agency; cost 5; skill 6; icons CC
[player 1]
name: Darin
hand: @neutral
deck: @neutral x10
domain: @neutral x4
play: Slavering Gug
[player 2]
name: Tommy
deck: @neutral x10
play: Test Titan
  attach: Hound of Tindalos | controller 1
[stories]
story: Story A
story: Story B
story: Story C
card Story A: story; struggles TCAI
card Story B: story; struggles TCAI
card Story C: story; struggles TCAI
`
	sc, err := scenario.Parse("hound", []byte(src), carddb.Default())
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.FromPosition(sc.Pos)
	if err != nil {
		t.Fatal(err)
	}
	hound, titan := g.FindCards("Hound of Tindalos")[0], g.FindCards("Test Titan")[0]
	if st := g.Card(hound); st.Host != titan || st.Skill != 0 {
		t.Fatalf("the Hound should start attached to the Titan, featureless: %+v", st)
	}
	if g.Card(titan).Skill != 2 {
		t.Fatalf("Titan skill %d, want 2 (-4 from the Hound)", g.Card(titan).Skill)
	}
	for _, step := range []string{"Use Slavering Gug's Action", "Choose Test Titan"} {
		if err := choose(g, step); err != nil {
			t.Fatal(err)
		}
	}
	order := map[engine.CardID]int{}
	asCharacter := false
	for i, e := range g.Events() {
		if e.Kind == engine.EvDestroy {
			order[e.Card] = i + 1
			if e.Card == hound {
				asCharacter = e.LeftAsCharacter()
			}
		}
	}
	if order[hound] == 0 || order[titan] == 0 || order[hound] < order[titan] {
		t.Fatalf("the Hound must be destroyed after its host: %v", order)
	}
	if asCharacter {
		t.Fatal("the Hound left play as a character, not as the support card it was while attached")
	}
	st := g.Card(hound)
	if st.Zone != engine.ZoneDiscard || st.Def.Type != carddb.Character || st.Owner != 0 {
		t.Fatalf("the Hound should be a character card in Darin's discard pile: %+v", st)
	}
}

func choose(g *engine.Game, prefix string) error {
	var labels []string
	for _, o := range g.Options() {
		if strings.HasPrefix(g.Label(o), prefix) {
			return g.Apply(o)
		}
		labels = append(labels, g.Label(o))
	}
	return fmt.Errorf("no option %q among %s", prefix, strings.Join(labels, "; "))
}
