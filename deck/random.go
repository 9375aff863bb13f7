package deck

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"cthulhu/carddb"
)

// Pool is the cards random decks are built from (Random), grouped by
// title once for all the decks built from them.
type Pool struct {
	cards  []*carddb.Card
	titles []*title
	limit  map[*carddb.Card]int // copies of the card's title a deck may hold
	// cards of each faction a deck may hold, restricted titles aside, and
	// the characters among them
	factionCards [carddb.NumFactions]int
	factionChars [carddb.NumFactions]int
	// byFaction lists the titles with a printing of each faction.
	byFaction [carddb.NumFactions][]*title
}

// NewPool makes a pool of the cards for LCG decks, in their order;
// stories, banned cards and repeated cards are left out.
func NewPool(cards []*carddb.Card) *Pool { return NewPoolFor(cards, carddb.FormatLCG) }

// NewPoolFor makes a pool of the cards for decks of the format: a title's
// copies are the format's (Format.Copies), at most its usual number even
// for a card that allows any number.
func NewPoolFor(cards []*carddb.Card, f carddb.Format) *Pool {
	p := &Pool{limit: map[*carddb.Card]int{}}
	base := f.Copies(&carddb.Card{})
	copies := func(c *carddb.Card) int { return min(f.Copies(c), base) }
	byName := map[string]*title{}
	for _, c := range cards {
		if c == nil || c.Type == carddb.Story || c.Banned || p.limit[c] > 0 {
			continue
		}
		k := carddb.Normalize(c.Title)
		t := byName[k]
		if t == nil {
			t = &title{limit: copies(c)}
			byName[k] = t
			p.titles = append(p.titles, t)
		}
		t.cards = append(t.cards, c)
		var need uint16
		if c.Faction != carddb.Neutral {
			need |= 1 << c.Faction
		}
		for _, s := range c.Keywords.Steadfast {
			need |= 1 << s.Faction
		}
		t.needs = append(t.needs, need)
		if int(c.Faction) < carddb.NumFactions && !slices.Contains(p.byFaction[c.Faction], t) {
			p.byFaction[c.Faction] = append(p.byFaction[c.Faction], t)
		}
		t.limit = min(t.limit, copies(c))
		t.restricted = t.restricted || c.Restricted
		p.cards = append(p.cards, c)
		p.limit[c] = 1
	}
	for _, t := range p.titles {
		for _, c := range t.cards {
			p.limit[c] = t.limit
		}
		if !t.restricted && int(t.cards[0].Faction) < carddb.NumFactions {
			p.factionCards[t.cards[0].Faction] += t.limit
			if t.cards[0].Type == carddb.Character {
				p.factionChars[t.cards[0].Faction] += t.limit
			}
		}
	}
	return p
}

// Cards returns the pool's cards, in order.
func (p *Pool) Cards() []*carddb.Card { return slices.Clone(p.cards) }

// ImplementedPool returns the pool of the Living Card Game's draw-deck
// cards (characters, support cards, events, conspiracies) that the program
// plays as printed (implemented), of the sets it implements (those with at
// least one card whose abilities are implemented), banned cards left out
// (FAQ v3.0, Banned List), in the database's order.
func ImplementedPool(db *carddb.DB, implemented func(*carddb.Card) bool) *Pool {
	return ImplementedPoolFor(db, carddb.FormatLCG, implemented)
}

// ImplementedPoolFor is ImplementedPool for a format: for the Eldritch
// format, the collectible game's cards (those that play as an LCG
// printing, carddb.Card.Reprint, among them), without conspiracies, which
// the format has none of.
func ImplementedPoolFor(db *carddb.DB, f carddb.Format, implemented func(*carddb.Card) bool) *Pool {
	if db == nil {
		return NewPoolFor(nil, f)
	}
	era := carddb.LCG
	if f == carddb.FormatEldritch {
		era = carddb.CCG
	}
	sets := map[string]bool{}
	for _, c := range db.Cards() {
		if c.Era == era && c.Abilities && implemented(c) {
			sets[c.Set] = true
		}
	}
	var out []*carddb.Card
	for _, c := range db.Cards() {
		if c.Era != era || !sets[c.Set] || c.Banned || !implemented(c) {
			continue
		}
		switch c.Type {
		case carddb.Character, carddb.Support, carddb.Event:
			out = append(out, c)
		case carddb.Conspiracy:
			if f.HasConspiracies() {
				out = append(out, c)
			}
		}
	}
	return NewPoolFor(out, f)
}

// RandomOptions shape the decks Random builds.
type RandomOptions struct {
	// Size is the deck's number of cards; 0 means MinSize, and less than
	// MinSize is refused.
	Size int
	// Factions are the deck's one or two factions; none means one or two
	// drawn at random among those the pool holds enough cards of.
	Factions []carddb.Faction
}

// The proportions of a random deck, after the Core Set's first-game decks
// (Presets): about three cards in five are characters, one in seven a
// support card, the rest events; one card in seven or so is neutral, and
// the factions share the rest evenly.
const (
	charShareMin, charShareMax       = 55, 65 // percent of the deck
	supportShareMin, supportShareMax = 12, 18
	neutralShareMin, neutralShareMax = 10, 20
	// minFactionCards is the least number of a faction's cards the pool
	// must hold for a deck of two factions to take it: such a deck draws
	// about 20 cards from each, and wants a choice of them.
	minFactionCards = 30
	// minFactionChars is the least number of a faction's characters the
	// pool must hold for the faction to be picked at random.
	minFactionChars = 15
)

// costCurve weighs the characters' costs, 0-1, 2, 3, 4 and 5 or more, as
// the first-game decks spread them: most characters cheap enough to play
// in the first turns, a few large ones.
var costCurve = [5]int{22, 30, 25, 14, 9}

func costBucket(c *carddb.Card) int {
	if c.CostX {
		return 0
	}
	return min(max(int(c.Cost)-1, 0), len(costCurve)-1)
}

// title is one title of the pool: its printings (counted together toward
// the limit of copies, LCG rulebook, Deck-Building Rules) and how many
// copies a deck may hold.
type title struct {
	cards      []*carddb.Card
	limit      int
	restricted bool
	// needs holds, per printing, the factions a deck must have to hold
	// it (its own, unless neutral, and its Steadfast's), as bits.
	needs []uint16
}

// Random builds a random deck that passes Validate in the LCG format, from
// the pool's cards: one or two factions plus neutral cards, MinSize cards
// (opt.Size), at most the copies of a title the rules allow, at most one
// restricted title (FAQ v3.0), and no card whose Steadfast asks for a
// faction outside the deck. Characters make up most of the deck, spread
// over costs, beside support cards and events, and perhaps one conspiracy;
// each faction of a two-faction deck gives about half of the cards that
// are not neutral, so that its cards find resources of their faction.
//
// The deck depends only on the generator's state and the pool's cards in
// their order: the same seed and pool give the same deck.
func Random(rng *rand.Rand, pool *Pool, opt RandomOptions) (*Deck, error) {
	size := opt.Size
	if size == 0 {
		size = MinSize
	}
	if size < MinSize {
		return nil, fmt.Errorf("random deck: %d cards asked, at least %d", size, MinSize)
	}
	if pool == nil {
		pool = NewPool(nil)
	}
	factions, err := pickFactions(rng, &pool.factionCards, &pool.factionChars, opt.Factions, size)
	if err != nil {
		return nil, err
	}
	var in uint16 // the deck's factions, as bits
	for _, f := range factions {
		in |= 1 << f
	}

	// The candidates, by source (0: neutral, 1 and 2: the factions) and
	// type: one printing of each title that fits the factions.
	const nTypes = 4 // character, support, event, conspiracy
	typeIndex := func(t carddb.Type) int {
		switch t {
		case carddb.Character:
			return 0
		case carddb.Support:
			return 1
		case carddb.Event:
			return 2
		}
		return 3
	}
	sourceOf := func(f carddb.Faction) int {
		for i, g := range factions {
			if g == f {
				return i + 1
			}
		}
		return 0
	}
	type cand struct {
		card  *carddb.Card
		limit int
	}
	sources := append([]carddb.Faction{carddb.Neutral}, factions...)
	cands := make([][nTypes][]cand, len(sources))
	var restricted []cand
	// Twice over the titles: to count each cell's, then to fill the cells
	// cut from one table.
	var counts [3][nTypes]int
	var buf []cand
	for pass := range 2 {
		for s, f := range sources {
			for _, t := range pool.byFaction[f] {
				c := printingFor(t, in)
				if c == nil || c.Faction != f {
					continue // none, or listed with another faction
				}
				switch k := typeIndex(c.Type); {
				case t.restricted:
					if pass == 1 {
						restricted = append(restricted, cand{c, t.limit})
					}
				case pass == 0:
					counts[s][k]++
				default:
					cands[s][k] = append(cands[s][k], cand{c, t.limit})
				}
			}
		}
		if pass == 0 {
			n := 0
			for s := range sources {
				for k := range nTypes {
					n += counts[s][k]
				}
			}
			buf = make([]cand, n)
			for s := range sources {
				for k := range nTypes {
					cands[s][k] = buf[:0:counts[s][k]]
					buf = buf[counts[s][k]:]
				}
			}
		}
	}
	// At most one restricted title: none half the time, else one of them.
	if len(restricted) > 0 && rng.IntN(2) == 0 {
		x := restricted[rng.IntN(len(restricted))]
		s, k := sourceOf(x.card.Faction), typeIndex(x.card.Type)
		cands[s][k] = append(cands[s][k], x)
	}
	avail := func(s, k int) int {
		n := 0
		for _, x := range cands[s][k] {
			n += x.limit
		}
		return n
	}

	d := &Deck{Name: "random " + factionNames(factions)}
	d.Entries = make([]Entry, 0, size)
	// have counts the copies of a card taken: a deck holds a few dozen
	// titles, found faster in its list than in a map.
	have := func(c *carddb.Card) int {
		for i := range d.Entries {
			if d.Entries[i].Card == c {
				return d.Entries[i].Count
			}
		}
		return 0
	}
	total := 0
	add := func(c *carddb.Card, n int) {
		total += n
		for i := range d.Entries {
			if d.Entries[i].Card == c {
				d.Entries[i].Count += n
				return
			}
		}
		d.Entries = append(d.Entries, Entry{Card: c, Count: n})
	}
	copies := func(limit, room int) int {
		n := 3
		switch r := rng.IntN(10); {
		case r < 2:
			n = 1
		case r < 5:
			n = 2
		}
		return max(1, min(n, limit, room))
	}
	// take draws titles of one cell (source s, type k) until it holds
	// quota cards or has no title left; the deck's characters follow the
	// cost curve, of charTarget characters.
	var bucketHave [len(costCurve)]int
	charTarget := 0
	take := func(s, k, quota int) {
		list := cands[s][k]
		got := 0
		for got < quota && len(list) > 0 {
			i := 0
			if k == 0 {
				i = pickByCurve(rng, list, func(x cand) int { return costBucket(x.card) }, bucketHave[:], charTarget)
			} else {
				i = rng.IntN(len(list))
			}
			x := list[i]
			list = slices.Delete(list, i, i+1)
			n := copies(x.limit, quota-got)
			add(x.card, n)
			got += n
			if k == 0 {
				bucketHave[costBucket(x.card)] += n
			}
		}
		cands[s][k] = list
		// Out of titles: more copies of those taken.
		for i := 0; got < quota && i < len(d.Entries); i++ {
			c := d.Entries[i].Card
			if sourceOf(c.Faction) == s && typeIndex(c.Type) == k {
				n := min(pool.limit[c]-have(c), quota-got)
				if n > 0 {
					add(c, n)
					got += n
				}
			}
		}
	}

	// One conspiracy title a third of the time, one or two copies.
	var plots []cand
	for s := range cands {
		plots = append(plots, cands[s][3]...)
	}
	if list := plots; len(list) > 0 && rng.IntN(3) == 0 {
		x := list[rng.IntN(len(list))]
		add(x.card, min(1+rng.IntN(2), x.limit))
	}
	rest := size - total
	// The sources' shares: neutral first, the factions evenly.
	srcQuota := make([]int, 1+len(factions))
	srcQuota[0] = rest * (neutralShareMin + rng.IntN(neutralShareMax-neutralShareMin+1)) / 100
	left := rest - srcQuota[0]
	for i := range factions {
		srcQuota[i+1] = left / (len(factions) - i)
		if len(factions) == 2 && i == 0 {
			srcQuota[1] += rng.IntN(3) - 1
		}
		left -= srcQuota[i+1]
	}
	chars := charShareMin + rng.IntN(charShareMax-charShareMin+1)
	supports := supportShareMin + rng.IntN(supportShareMax-supportShareMin+1)
	typeShare := [3]int{chars, supports, 100 - chars - supports}
	cells := make([][3]int, len(srcQuota))
	for s := range srcQuota {
		q := srcQuota[s]
		cell := [3]int{(q*typeShare[0] + 99) / 100, q * typeShare[1] / 100, 0}
		cell[2] = q - cell[0] - cell[1]
		// What one type lacks, the others make up, characters first.
		for k := range 3 {
			if short := cell[k] - avail(s, k); short > 0 {
				cell[k] -= short
				for j := range 3 {
					if j != k {
						more := min(short, avail(s, j)-cell[j])
						if more > 0 {
							cell[j] += more
							short -= more
						}
					}
				}
			}
		}
		cells[s] = cell
		charTarget += cell[0]
	}
	for s, cell := range cells {
		for k := range 3 {
			take(s, k, cell[k])
		}
	}
	// Whatever the shares left short: more copies of the titles taken
	// (faction cards first), then any title left, characters first.
	for s := 1; s <= len(factions) && total < size; s++ {
		for i := range d.Entries {
			e := &d.Entries[i]
			if e.Card.Faction != factions[s-1] || total >= size {
				continue
			}
			if n := min(pool.limit[e.Card]-e.Count, size-total); n > 0 {
				add(e.Card, n)
			}
		}
	}
	for _, s := range append(seq(1, len(factions)), 0) {
		for k := range 3 {
			if total < size {
				take(s, k, size-total)
			}
		}
	}
	if total < size {
		return nil, fmt.Errorf("random deck of %s: the pool holds %d cards for it, %d wanted", factionNames(factions), total, size)
	}
	// The list in order: by type, the factions' cards before the neutral
	// ones, by cost, by title.
	type ranked struct {
		rank int
		e    Entry
	}
	list := make([]ranked, len(d.Entries))
	for i, e := range d.Entries {
		src := (sourceOf(e.Card.Faction) + len(factions)) % (len(factions) + 1)
		list[i] = ranked{(typeIndex(e.Card.Type)*4+src)*256 + int(e.Card.Cost), e}
	}
	slices.SortStableFunc(list, func(a, b ranked) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		return strings.Compare(a.e.Card.Title, b.e.Card.Title)
	})
	for i := range list {
		d.Entries[i] = list[i].e
	}
	// What Validate checks, by what the pool knows (Validate itself costs
	// as much again as the building; the tests run it on many decks).
	restrictedTitles := 0
	for _, e := range d.Entries {
		if e.Count > pool.limit[e.Card] {
			return nil, fmt.Errorf("random deck of %s: %d copies of %q", factionNames(factions), e.Count, e.Card.Title)
		}
		if e.Card.Restricted {
			restrictedTitles++
		}
	}
	if restrictedTitles > 1 || d.Size() != size {
		return nil, fmt.Errorf("random deck of %s: %d cards, %d restricted titles", factionNames(factions), d.Size(), restrictedTitles)
	}
	return d, nil
}

// RandomForGame builds side's random deck for the game of a seed: the
// generator is the seed's own stream for decks, apart from the game's
// (engine.Config.Seed), so that a game and its decks follow from one seed.
func RandomForGame(seed uint64, side int, pool *Pool, opt RandomOptions) (*Deck, error) {
	rng := rand.New(rand.NewPCG(seed, 0xdec4+uint64(side)))
	d, err := Random(rng, pool, opt)
	if err != nil {
		return nil, fmt.Errorf("seed %d, player %d: %v", seed, side+1, err)
	}
	return d, nil
}

func seq(lo, hi int) []int {
	var out []int
	for i := lo; i <= hi; i++ {
		out = append(out, i)
	}
	return out
}

// pickByCurve picks an item of list so that the buckets fill as costCurve
// asks of quota cards: a bucket by what it still lacks (by the curve alone
// once none lacks anything), then an item of it.
func pickByCurve[T any](rng *rand.Rand, list []T, bucket func(T) int, have []int, quota int) int {
	var count [len(costCurve)]int
	for _, x := range list {
		count[bucket(x)]++
	}
	var w [len(costCurve)]int
	sum := 0
	for b := range w {
		if count[b] > 0 {
			w[b] = max(0, costCurve[b]*quota-100*have[b])
			sum += w[b]
		}
	}
	if sum == 0 {
		for b := range w {
			if count[b] > 0 {
				w[b] = costCurve[b]
				sum += w[b]
			}
		}
	}
	r := rng.IntN(sum)
	b := 0
	for ; r >= w[b]; b++ {
		r -= w[b]
	}
	k := rng.IntN(count[b])
	for i, x := range list {
		if bucket(x) == b {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return 0
}

// printingFor is the first printing of a title a deck of the factions in
// may hold: of one of them or neutral, its Steadfast asking only for them.
func printingFor(t *title, in uint16) *carddb.Card {
	if t.limit <= 0 {
		return nil
	}
	for i, c := range t.cards {
		if t.needs[i]&^in == 0 {
			return c
		}
	}
	return nil
}

// pickFactions returns the deck's factions: those asked for, checked, or
// one or two at random, in the factions' order: one a quarter of the
// time, among the factions of which the pool holds enough cards to make
// all but the neutral share of a deck, else two among those of which it
// holds minFactionCards.
func pickFactions(rng *rand.Rand, cards, chars *[carddb.NumFactions]int, asked []carddb.Faction, size int) ([]carddb.Faction, error) {
	if len(asked) > 0 {
		if len(asked) > 2 {
			return nil, fmt.Errorf("random deck: %d factions asked, one or two", len(asked))
		}
		for i, f := range asked {
			if f == carddb.Neutral || int(f) >= carddb.NumFactions {
				return nil, fmt.Errorf("random deck: %s is not a faction a deck is built around", f)
			}
			if i == 1 && asked[0] == f {
				return nil, fmt.Errorf("random deck: %s asked twice", f.Short())
			}
			if cards[f] == 0 {
				return nil, fmt.Errorf("random deck: the pool holds no card of %s", f.Title())
			}
		}
		out := slices.Clone(asked)
		slices.Sort(out)
		return out, nil
	}
	var two, one []carddb.Faction
	for f := carddb.Faction(1); f < carddb.NumFactions; f++ {
		if chars[f] < minFactionChars {
			continue // its cards would leave the deck short of characters
		}
		if cards[f] >= minFactionCards {
			two = append(two, f)
		}
		if cards[f] >= size*(100-neutralShareMin)/100 {
			one = append(one, f)
		}
	}
	if len(one) > 0 && (len(two) < 2 || rng.IntN(4) == 0) {
		return []carddb.Faction{one[rng.IntN(len(one))]}, nil
	}
	if len(two) < 2 {
		return nil, fmt.Errorf("random deck: the pool holds %d cards or more of %d factions, two wanted", minFactionCards, len(two))
	}
	i := rng.IntN(len(two))
	j := rng.IntN(len(two) - 1)
	if j >= i {
		j++
	}
	return []carddb.Faction{two[min(i, j)], two[max(i, j)]}, nil
}

func factionNames(fs []carddb.Faction) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.String()
	}
	return strings.Join(names, "-")
}
