package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"cthulhu/carddb"
)

// A small pool of made-up cards, so the engine's tests need no card data.

func char(title string, f carddb.Faction, cost, skill int, icons string, kws ...string) *carddb.Card {
	c := &carddb.Card{Set: "T", Title: title, Type: carddb.Character, Faction: f, Resource: f,
		Cost: int8(cost), Skill: int8(skill), Max: 3}
	for _, ch := range icons {
		ic, _ := carddb.ParseIcon(string(ch))
		c.Icons[ic]++
	}
	for _, k := range kws {
		if k == "unique" {
			c.Unique = true
			continue
		}
		if err := c.Keywords.ParseKeyword(k); err != nil {
			panic(err)
		}
	}
	return c
}

func support(title string, f carddb.Faction, cost int) *carddb.Card {
	return &carddb.Card{Set: "T", Title: title, Type: carddb.Support, Faction: f, Resource: f, Cost: int8(cost), Max: 3}
}

func attachment(title string, f carddb.Faction, cost int, to carddb.Host, ctrl carddb.Control) *carddb.Card {
	c := support(title, f, cost)
	c.Subtypes = []string{"Attachment"}
	c.Attach = &carddb.AttachRule{To: to, Control: ctrl}
	return c
}

func event(title string, f carddb.Faction, cost int) *carddb.Card {
	return &carddb.Card{Set: "T", Title: title, Type: carddb.Event, Faction: f, Resource: f, Cost: int8(cost),
		Max: 3, Trigger: carddb.Action, Abilities: true}
}

func story(title string, struggles string) *carddb.Card {
	c := &carddb.Card{Set: "T", Title: title, Type: carddb.Story, NoCost: true, Max: 1}
	for _, ch := range struggles {
		ic, _ := carddb.ParseIcon(string(ch))
		c.Struggles = append(c.Struggles, ic)
	}
	return c
}

func testStories() []*carddb.Card {
	var out []*carddb.Card
	for i := range 10 {
		out = append(out, story(fmt.Sprintf("Story %d", i+1), "TCAI"))
	}
	return out
}

// testDeck is a 50-card deck of two factions with every kind of card.
func testDeck(a, b carddb.Faction) []*carddb.Card {
	pool := []*carddb.Card{
		char("Scout "+a.Short(), a, 1, 1, "I"),
		char("Brute "+a.Short(), a, 3, 2, "CC", "Toughness +1"),
		char("Seer "+a.Short(), a, 2, 2, "TA", "Willpower"),
		char("Runner "+a.Short(), a, 2, 1, "CI", "Fast"),
		char("Hero "+a.Short(), a, 4, 3, "CIT", "Heroic", "unique"),
		char("Loyalist "+b.Short(), b, 2, 2, "A", "Loyal"),
		char("Titan "+b.Short(), b, 5, 4, "TCA", "Invulnerability", "Villainous"),
		char("Steadfast "+b.Short(), b, 3, 3, "CA", fmt.Sprintf("Steadfast %s 2", b)),
		char("Drifter", carddb.Neutral, 2, 1, "I"),
		support("Library "+a.Short(), a, 1),
		attachment("Pistol "+b.Short(), b, 1, carddb.HostCharacter, carddb.YouControl),
		attachment("Fog", carddb.Neutral, 1, carddb.HostStory, carddb.AnyController),
		event("Trick "+a.Short(), a, 1),
		event("Blast "+b.Short(), b, 0),
	}
	pool[10].Struggles = nil
	pool[11].Struggles = []carddb.Icon{carddb.Terror}
	var deck []*carddb.Card
	for len(deck) < 50 {
		for _, c := range pool {
			if len(deck) < 50 {
				deck = append(deck, c)
			}
		}
	}
	return deck
}

func testConfig(seed uint64) Config {
	return Config{
		Format:    carddb.FormatLCG,
		Seed:      seed,
		Players:   [2]PlayerDeck{{Name: "Alice", Cards: testDeck(carddb.Agency, carddb.Cthulhu)}, {Name: "Bob", Cards: testDeck(carddb.Hastur, carddb.Miskatonic)}},
		StoryDeck: testStories(),
	}
}

// playRandom plays a game to its end with uniformly random choices, checking
// invariants after every decision. It returns the game.
func playRandom(t testing.TB, cfg Config, seed uint64) *Game {
	t.Helper()
	cfg.Options.VerifyCaches = true
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	for steps := 0; !g.Over(); steps++ {
		if steps > 100000 {
			t.Fatalf("seed %d: game did not end", seed)
		}
		opts := g.Options()
		if len(opts) == 0 {
			t.Fatalf("seed %d: no options and not over", seed)
		}
		o := opts[r.IntN(len(opts))]
		if err := g.Apply(o); err != nil {
			t.Fatalf("seed %d: legal option %s refused: %v", seed, o.ID(), err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("seed %d after %s: %v", seed, o.ID(), err)
		}
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	return g
}
