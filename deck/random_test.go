package deck

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards"
)

// implementedPool is the pool of the program's card library: every card
// it plays as printed, of the sets it implements.
func implementedPool(t testing.TB) *Pool {
	lib := cards.Library()
	pool := ImplementedPool(carddb.Default(), func(c *carddb.Card) bool { return !c.Abilities || lib.Has(c.Key()) })
	if n := len(pool.Cards()); n < 100 {
		t.Fatalf("the pool holds %d cards", n)
	}
	return pool
}

// TestPool: the pool holds the draw-deck cards of the sets implemented,
// each played as printed, none banned, no story.
func TestPool(t *testing.T) {
	lib := cards.Library()
	pool := implementedPool(t)
	sets := map[string]bool{}
	for _, c := range pool.Cards() {
		sets[c.Set] = true
		switch {
		case c.Era != carddb.LCG:
			t.Errorf("%s: not an LCG card", c.Key())
		case c.Type == carddb.Story:
			t.Errorf("%s: a story", c.Key())
		case c.Banned:
			t.Errorf("%s: banned", c.Key())
		case c.Abilities && !lib.Has(c.Key()):
			t.Errorf("%s: not implemented", c.Key())
		}
	}
	for _, key := range lib.Keys() {
		if c := carddb.Default().ByKey(key); c != nil && c.Era != carddb.LCG {
			continue // the Eldritch Edition's cards: not the LCG pool
		}
		if set, _, _ := strings.Cut(key, " "); set != "Test" && !sets[set] {
			t.Errorf("set %s is implemented (%s) but not in the pool", set, key)
		}
	}
	if n := len(ImplementedPool(nil, nil).Cards()); n != 0 {
		t.Errorf("a pool without a database holds %d cards", n)
	}
}

// randomDeckProblems lists what is wrong with a random deck of the
// factions asked (none: any one or two): besides Validate, the shape
// Random promises.
func randomDeckProblems(d *Deck, asked []carddb.Faction) []string {
	var out []string
	for _, p := range Validate(d, carddb.FormatLCG, false) {
		out = append(out, p.String())
	}
	if d.Size() != MinSize {
		out = append(out, "size "+strconv.Itoa(d.Size()))
	}
	var byType [5]int
	byFaction := map[carddb.Faction]int{}
	resources := map[carddb.Faction]int{}
	var costs [len(costCurve)]int
	conspiracies := 0
	for _, e := range d.Entries {
		c := e.Card
		byType[c.Type] += e.Count
		byFaction[c.Faction] += e.Count
		resources[c.Resource] += e.Count
		if c.Type == carddb.Character {
			costs[costBucket(c)] += e.Count
		}
		if c.Type == carddb.Conspiracy {
			conspiracies++
		}
	}
	var factions []carddb.Faction
	for f := carddb.Faction(1); f < carddb.NumFactions; f++ {
		if byFaction[f] > 0 {
			factions = append(factions, f)
		}
	}
	for _, e := range d.Entries {
		for _, s := range e.Card.Keywords.Steadfast {
			if !slices.Contains(factions, s.Faction) {
				out = append(out, e.Card.Title+": Steadfast for a faction outside the deck")
			}
		}
	}
	if len(factions) < 1 || len(factions) > 2 {
		out = append(out, "factions "+factionNames(factions))
	}
	if asked = slices.Sorted(slices.Values(asked)); len(asked) > 0 && !slices.Equal(factions, asked) {
		out = append(out, "factions "+factionNames(factions)+", asked "+factionNames(asked))
	}
	if n := byFaction[carddb.Neutral]; n > 15 {
		out = append(out, strconv.Itoa(n)+" neutral cards")
	}
	for _, f := range factions {
		if want := 36 / len(factions) * 9 / 10; resources[f] < want {
			out = append(out, strconv.Itoa(resources[f])+" "+f.String()+" resources, want "+strconv.Itoa(want))
		}
	}
	chars := byType[carddb.Character]
	if chars < 25 || byType[carddb.Support] < 4 || byType[carddb.Event] < 6 || conspiracies > 1 {
		out = append(out, "types "+strconv.Itoa(chars)+" "+strconv.Itoa(byType[carddb.Support])+" "+strconv.Itoa(byType[carddb.Event])+" "+strconv.Itoa(conspiracies))
	}
	spread := 0
	for _, n := range costs {
		if n > chars/2 {
			out = append(out, "half the characters of one cost: "+fmt.Sprint(costs))
		}
		if n > 0 {
			spread++
		}
	}
	if spread < 4 || costs[0]+costs[1] < chars/4 {
		out = append(out, "characters' costs "+strconv.Itoa(costs[0])+" "+strconv.Itoa(costs[1])+" "+strconv.Itoa(costs[2])+" "+strconv.Itoa(costs[3])+" "+strconv.Itoa(costs[4]))
	}
	if !strings.HasPrefix(d.Name, "random "+factionNames(factions)) {
		out = append(out, "name "+d.Name)
	}
	return out
}

// TestRandomDecks builds decks of the implemented pool over many seeds,
// of any factions and of factions asked: every one legal (Validate), of
// its factions and the neutral cards only, mostly characters spread over
// costs, each faction with resources enough.
func TestRandomDecks(t *testing.T) {
	pool := implementedPool(t)
	seeds := 600
	if testing.Short() {
		seeds = 100
	}
	cases := []struct {
		name     string
		factions []carddb.Faction
	}{
		{"any", nil},
		{"agency", []carddb.Faction{carddb.Agency}},
		{"shub-niggurath", []carddb.Faction{carddb.ShubNiggurath}},
		{"miskatonic-cthulhu", []carddb.Faction{carddb.Miskatonic, carddb.Cthulhu}},
		{"hastur-syndicate", []carddb.Faction{carddb.Hastur, carddb.Syndicate}},
		{"yog-sothoth-agency", []carddb.Faction{carddb.YogSothoth, carddb.Agency}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			one, restricted, conspiracy := 0, 0, 0
			for seed := range uint64(seeds) {
				d, err := Random(rand.New(rand.NewPCG(seed, 1)), pool, RandomOptions{Factions: c.factions})
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if probs := randomDeckProblems(d, c.factions); len(probs) > 0 {
					t.Fatalf("seed %d: %s: %s\n%s", seed, d.Name, strings.Join(probs, "; "), deckList(d))
				}
				if !strings.Contains(d.Name, "-") {
					one++
				}
				for _, e := range d.Entries {
					if e.Card.Restricted {
						restricted++
					}
					if e.Card.Type == carddb.Conspiracy {
						conspiracy++
					}
				}
			}
			if c.factions == nil {
				// A quarter of the decks are of one faction; some hold the
				// restricted card (Itinerant Scholar, of Miskatonic), a third
				// a conspiracy.
				if one < seeds/8 || one > seeds*3/8 || restricted == 0 || conspiracy < seeds/5 || conspiracy > seeds/2 {
					t.Errorf("%d decks of one faction, %d with a restricted card, %d with a conspiracy, of %d", one, restricted, conspiracy, seeds)
				}
			}
		})
	}
}

func deckList(d *Deck) string {
	var b strings.Builder
	for _, e := range d.Entries {
		b.WriteString(strconv.Itoa(e.Count) + "x " + e.Card.Title + " (" + e.Card.Key() + ", " + e.Card.Type.String() + ", " + e.Card.Faction.String() + ", cost " + strconv.Itoa(int(e.Card.Cost)) + ")\n")
	}
	return b.String()
}

// TestRandomDeterministic: the same seed gives the same deck, also from
// RandomForGame, whatever was built before; other seeds give other decks,
// and each side of a game its own.
func TestRandomDeterministic(t *testing.T) {
	pool := implementedPool(t)
	seen := map[string]bool{}
	for seed := range uint64(40) {
		a, err := RandomForGame(seed, 0, pool, RandomOptions{})
		if err != nil {
			t.Fatal(err)
		}
		Random(rand.New(rand.NewPCG(seed+1, 7)), pool, RandomOptions{})
		b, _ := RandomForGame(seed, 0, pool, RandomOptions{})
		other, _ := RandomForGame(seed, 1, pool, RandomOptions{})
		if deckList(a) != deckList(b) || a.Name != b.Name {
			t.Fatalf("seed %d: two decks:\n%s\n%s", seed, deckList(a), deckList(b))
		}
		if deckList(a) == deckList(other) {
			t.Fatalf("seed %d: both sides have the same deck", seed)
		}
		seen[deckList(a)] = true
	}
	if len(seen) < 40 {
		t.Fatalf("%d distinct decks of 40 seeds", len(seen))
	}
}

// TestRandomRefuses: what cannot make a deck is an error that says why.
func TestRandomRefuses(t *testing.T) {
	pool := implementedPool(t)
	var agencyOnly, noTwilight []*carddb.Card
	for _, c := range pool.Cards() {
		if c.Faction == carddb.Agency && c.Set == "Core" && c.Number <= 12 {
			agencyOnly = append(agencyOnly, c)
		}
		if c.Faction != carddb.SilverTwilight {
			noTwilight = append(noTwilight, c)
		}
	}
	cases := []struct {
		name string
		pool *Pool
		opt  RandomOptions
		want string
	}{
		{"small", pool, RandomOptions{Size: 40}, "at least 50"},
		{"three factions", pool, RandomOptions{Factions: []carddb.Faction{carddb.Agency, carddb.Hastur, carddb.Cthulhu}}, "one or two"},
		{"neutral", pool, RandomOptions{Factions: []carddb.Faction{carddb.Neutral}}, "not a faction"},
		{"twice", pool, RandomOptions{Factions: []carddb.Faction{carddb.Agency, carddb.Agency}}, "asked twice"},
		{"none of it", NewPool(noTwilight), RandomOptions{Factions: []carddb.Faction{carddb.SilverTwilight}}, "no card of The Order"},
		{"empty pool", nil, RandomOptions{}, "two wanted"},
		{"too few cards", NewPool(agencyOnly), RandomOptions{Factions: []carddb.Faction{carddb.Agency}}, "the pool holds"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := Random(rand.New(rand.NewPCG(1, 1)), c.pool, c.opt)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, %v; want an error with %q", d, err, c.want)
			}
		})
	}
	// A bigger deck is as legal.
	d, err := Random(rand.New(rand.NewPCG(3, 1)), pool, RandomOptions{Size: 60})
	if err != nil || d.Size() != 60 || len(Validate(d, carddb.FormatLCG, false)) > 0 {
		t.Fatalf("a 60-card deck: %v", err)
	}
}

// BenchmarkRandom measures building one random deck of the implemented
// pool, as a simulation does twice a game.
func BenchmarkRandom(b *testing.B) {
	pool := implementedPool(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := RandomForGame(uint64(i), 0, pool, RandomOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
