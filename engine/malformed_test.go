package engine

import (
	"cthulhu/carddb"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestMalformedOptionsRefused: at every decision of a few games, options
// built from raw fields (no card, a card not in the game, numbers out of
// every range, each kind of option) are refused with an error, never a
// panic, and leave the game as it was (as its fingerprint, which hashes
// the whole state, and its record of choices show).
func TestMalformedOptionsRefused(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		cfg := testConfig(seed)
		cfg.Options.Sampling[1] = seed%2 == 0
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		cards := CardID(len(g.cards))
		for step := 0; step < 200 && !g.Over(); step++ {
			legal := g.Options()
			for act := Act(0); act < numActs+1; act++ {
				for _, card := range []CardID{None, -7, cards} {
					for _, arg := range []int32{-1, 1 << 20} {
						o := Option{Act: act, Card: card, Arg: arg}
						if slices.Contains(legal, o) {
							continue
						}
						before, choices := g.Fingerprint(), len(g.Choices())
						err := func() (err error) {
							defer func() {
								if r := recover(); r != nil {
									err = fmt.Errorf("panic: %v", r)
									t.Errorf("seed %d, decision %d (%s): %s panics: %v", seed, step, g.Prompt().Kind, o.ID(), r)
								}
							}()
							return g.Apply(o)
						}()
						if err == nil {
							t.Fatalf("seed %d, decision %d: the malformed option %s was taken", seed, step, o.ID())
						}
						if g.Fingerprint() != before || len(g.Choices()) != choices {
							t.Fatalf("seed %d, decision %d: the refused option %s changed the game", seed, step, o.ID())
						}
					}
				}
			}
			if err := g.Apply(legal[(step*7+int(seed))%len(legal)]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestUnimplementedEventNotOffered: an Action event whose ability is not
// implemented is never offered as if it did something: it cannot be
// played (the refusal says why), but it can still be a resource.
func TestUnimplementedEventNotOffered(t *testing.T) {
	blank := event("Unwritten", carddb.Agency, 0)
	pos := position() // every decision asked: player 1 acts first
	pos.Library = lib()
	pos.Players[0].Hand = []*carddb.Card{blank}
	g := mustPosition(t, pos)
	if g.Decider() != 0 || g.Prompt().Kind != PromptAction {
		t.Fatalf("player 1 should act: decider %d, prompt %s", g.Decider(), g.Prompt().Kind)
	}
	id := g.FindCards("Unwritten")[0]
	for _, o := range g.Options() {
		if o.Act == ActPlay && o.Card == id {
			t.Fatalf("the unimplemented event is offered: %s", g.Label(o))
		}
	}
	err := g.Apply(Option{Act: ActPlay, Card: id})
	if err == nil || !strings.Contains(err.Error(), "not implemented") {
		t.Fatalf("playing it: %v, want a refusal saying its ability is not implemented", err)
	}
}
