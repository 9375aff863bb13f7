package engine

import (
	"cthulhu/carddb"
)

// CardState is the public state of one card, for tests, scenarios and
// displays. It reveals everything: callers that serve a player use View.
type CardState struct {
	ID         CardID
	Def        *carddb.Card
	Zone       Zone
	Owner      int // -1 for story cards
	Controller int
	Exhausted  bool
	Insane     bool
	Wounds     int
	Committed  CardID // the story it is committed to, or None
	Pending    CardID // the story it is declared for, while its player commits
	Host       CardID // what it is attached to, or None
	Skill      int    // current skill as counted (characters in play)
	Icons      carddb.Icons
	Toughness  int
}

// Card returns a card's state.
func (g *Game) Card(id CardID) CardState {
	c := &g.cards[id]
	s := g.brief(id)
	if c.zone == ZonePlay && g.isCharacter(id) {
		// A stretch of queries: the answers are kept for the state, so
		// that a player reading the board again and again (the heuristic,
		// in every playout) computes each card's modifiers once.
		g.beginCache()
		s.Skill = g.skill(id)
		s.Icons = g.icons(id)
		s.Toughness = g.toughness(id)
		g.endCache()
	}
	return s
}

// brief is a card's state without the characteristics modifiers change.
func (g *Game) brief(id CardID) CardState {
	c := &g.cards[id]
	return CardState{ID: id, Def: c.def, Zone: c.zone, Owner: int(c.owner), Controller: int(c.ctrl),
		Exhausted: c.exhausted, Insane: c.insane, Wounds: int(c.wounds), Committed: c.committed, Pending: c.pending, Host: c.host}
}

// FindCards returns every card with the title (case-insensitive), in
// CardID order.
func (g *Game) FindCards(title string) []CardID {
	var out []CardID
	want := carddb.Normalize(title)
	for i := range g.cards {
		if !placeCard(g.cards[i].def) && carddb.Normalize(g.cards[i].def.Title) == want {
			out = append(out, CardID(i))
		}
	}
	return out
}

// Zone lists a player's cards in a zone: ZoneDeck (top first), ZoneHand,
// ZoneDiscard (top last), ZoneResource, ZonePlay (attachments included),
// ZoneWon, ZoneDomain (the domain cards).
func (g *Game) Zone(p int, z Zone) []CardID { return g.AppendZone(nil, p, z) }

// AppendZone appends a player's cards in a zone, as Zone lists them, to
// dst: with room in dst, a reader of the board allocates nothing.
func (g *Game) AppendZone(dst []CardID, p int, z Zone) []CardID {
	pl := &g.players[p]
	switch z {
	case ZoneDeck:
		for i := len(pl.deck) - 1; i >= 0; i-- {
			dst = append(dst, pl.deck[i])
		}
		return dst
	case ZoneHand:
		return append(dst, pl.hand...)
	case ZoneDiscard:
		return append(dst, pl.discard...)
	case ZoneResource:
		return append(dst, pl.resources...)
	case ZonePlay:
		return append(dst, pl.play...)
	case ZoneWon:
		return append(dst, pl.won...)
	case ZoneDomain:
		for d := range pl.domains {
			dst = append(dst, pl.domains[d].card)
		}
		return dst
	}
	return dst
}

// DomainState is one domain's state.
type DomainState struct {
	Card      CardID
	Drained   bool
	Resources []CardID
	Total     int // resources as counted when drained (Transient counts 2)
}

// Domains returns a player's domains in order.
func (g *Game) Domains(p int) []DomainState {
	pl := &g.players[p]
	out := make([]DomainState, len(pl.domains))
	for d, dom := range pl.domains {
		out[d] = DomainState{Card: dom.card, Drained: dom.drained}
		for _, id := range pl.resources {
			if g.cards[id].host == dom.card {
				out[d].Resources = append(out[d].Resources, id)
			}
		}
		out[d].Total = g.domainTotal(p, d)
	}
	return out
}

// StoryState is a story or conspiracy in play.
type StoryState struct {
	Card      CardID
	Slot      int // 0-2 stories, 3-4 the conspiracies of players 1 and 2
	Success   [2]int
	Struggles []carddb.Icon // in the order they resolve now
}

// Stories returns the stories in play, by slot.
func (g *Game) Stories() []StoryState {
	g.beginCache()
	defer g.endCache()
	var out []StoryState
	for s := range g.stories {
		sl := &g.stories[s]
		if sl.card == None {
			continue
		}
		out = append(out, StoryState{Card: sl.card, Slot: s, Success: [2]int{int(sl.success[0]), int(sl.success[1])},
			Struggles: g.struggles(sl.card, nil)})
	}
	return out
}

// StoryDeckSize returns the number of cards left in the story deck.
func (g *Game) StoryDeckSize() int { return len(g.story) }

// Mulliganed reports whether the player took the mulligan.
func (g *Game) Mulliganed(p int) bool { return g.players[p].mulliganed }
