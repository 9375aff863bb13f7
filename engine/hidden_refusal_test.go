package engine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestRefusalsHideHiddenCards: an option about a card the deciding player
// cannot see (in a deck, in the opponent's hand, a face-down domain, the
// story deck) is refused with the same words whatever the card is and
// wherever it is, so a refusal tells nothing the player may not see.
func TestRefusalsHideHiddenCards(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := New(testConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 150 && !g.Over(); step++ {
			p := g.Decider()
			answers := map[string]string{}
			seen := map[string]bool{} // titles the player can see
			for id := range g.cards {
				if g.visible(CardID(id), p) {
					seen[g.cards[id].def.Title] = true
				}
			}
			for id := range g.cards {
				cid := CardID(id)
				if g.visible(cid, p) {
					continue
				}
				for _, o := range []Option{{Act: ActTrigger, Card: cid}, {Act: ActPlay, Card: cid, Arg: -1},
					{Act: ActResource, Card: cid, Arg: -1}, {Act: ActPick, Card: cid, Arg: -1}, {Act: ActTarget, Card: cid, Arg: -1},
					{Act: ActCommit, Card: cid, Arg: 0}} {
					// (The refusal of a pick or a target lists the options,
					// the same for every card refused.)
					err := g.Apply(o)
					if err == nil {
						continue // a legal choice of a hidden card (a search): not a refusal
					}
					msg := strings.ReplaceAll(strings.ReplaceAll(err.Error(), strconv.Quote(o.ID()), "OPTION"), "card "+strconv.Itoa(id)+" ", "card N ")
					if title := g.cards[id].def.Title; !seen[title] && regexp.MustCompile(`(^|\W)`+regexp.QuoteMeta(title)+`($|\W)`).MatchString(err.Error()) {
						t.Fatalf("seed %d, decision %d: the refusal of %s names the hidden card: %v", seed, step, o.ID(), err)
					}
					if prev, ok := answers[o.Act.String()]; ok && prev != msg {
						t.Fatalf("seed %d, decision %d: refusals of %s differ between hidden cards:\n%s\n%s", seed, step, o.Act, prev, msg)
					}
					answers[o.Act.String()] = msg
				}
			}
			opts := g.Options()
			if err := g.Apply(opts[(step*5+int(seed))%len(opts)]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
