package engine

import "cthulhu/carddb"

// visible reports whether a reader may know which card id is. viewer -1
// sees everything. Hands are seen by their owner only (and cards of a
// hand played revealed, RevealedInHand, by everyone); decks and the story
// deck by no one; a domain taken from the deck by its owner only; resources
// and discard piles are public (FAQ 2.22), but set-up resources stay hidden
// until both players have chosen them.
func (g *Game) visible(id CardID, viewer int) bool {
	if viewer < 0 {
		return true
	}
	c := &g.cards[id]
	switch c.zone {
	case ZoneHand:
		return int(c.owner) == viewer || g.cannotNow(id, revealedInHand)
	case ZoneDeck:
		return g.revealedTop(int(c.owner)) == id
	case ZoneStoryDeck:
		return false
	case ZoneDomain:
		return int(c.owner) == viewer || c.def == blankDomain
	case ZoneResource:
		return int(c.owner) == viewer || g.step != StepSetup
	}
	return true
}

// Spectator is the reader who sits at neither side: he sees only what
// both players see (no hand, no domain taken from a deck, no set-up
// resource before both have chosen), and no prompt.
const Spectator = 2

// CardView is what a reader sees of one card.
type CardView struct {
	ID         CardID     `json:"id"`
	Key        string     `json:"key,omitempty"`
	Title      string     `json:"title"`
	Type       string     `json:"type,omitempty"`
	Faction    string     `json:"faction,omitempty"`
	Cost       string     `json:"cost,omitempty"`
	Skill      int        `json:"skill"`
	Icons      string     `json:"icons,omitempty"`
	Keywords   []string   `json:"keywords,omitempty"`
	Subtypes   []string   `json:"subtypes,omitempty"`
	Unique     bool       `json:"unique,omitempty"`
	Exhausted  bool       `json:"exhausted,omitempty"`
	Insane     bool       `json:"insane,omitempty"`
	Wounds     int        `json:"wounds,omitempty"`
	Tokens     int        `json:"tokens,omitempty"`    // success tokens on a card that holds them (Pagan Hall)
	Toughness  int        `json:"toughness,omitempty"` // in play, as counted now
	Committed  CardID     `json:"committed"`
	Owner      int        `json:"owner"`
	Controller int        `json:"controller"`
	Attached   []CardView `json:"attached,omitempty"`
}

// DomainView is one domain and its resources.
type DomainView struct {
	Card      CardID     `json:"card"`
	Drained   bool       `json:"drained,omitempty"`
	Resources []CardView `json:"resources"`
	Total     int        `json:"total"` // resources as counted when drained
	Attached  []CardView `json:"attached,omitempty"`
}

// PlayerView is what a reader sees of one player.
type PlayerView struct {
	Name      string       `json:"name"`
	Hand      []CardView   `json:"hand,omitempty"` // the reader's own hand, or another's cards he sees (revealed)
	HandCount int          `json:"hand_count"`
	DeckCount int          `json:"deck_count"`
	DeckTop   *CardView    `json:"deck_top,omitempty"` // the top card of the deck, when an effect reveals it
	Discard   []CardView   `json:"discard"`
	Domains   []DomainView `json:"domains"`
	InPlay    []CardView   `json:"in_play"` // characters and supports, attachments under their host
	// DiscardAttached is the cards attached to the discard pile (Snow
	// Graves).
	DiscardAttached []CardView `json:"discard_attached,omitempty"`
	Won             []CardView `json:"won"`
	Mulliganed      bool       `json:"mulliganed,omitempty"`
}

// StoryView is a story or conspiracy in play.
type StoryView struct {
	Card      CardView   `json:"card"`
	Slot      int        `json:"slot"`
	Success   [2]int     `json:"success"`
	Struggles string     `json:"struggles"`
	Resolved  bool       `json:"resolved,omitempty"`
	Attached  []CardView `json:"attached,omitempty"`
}

// View is everything one reader may see of the game.
type View struct {
	Viewer    int           `json:"viewer"`
	Format    string        `json:"format"`
	Turn      int           `json:"turn"`
	Phase     string        `json:"phase"`
	Step      string        `json:"step"`
	Active    int           `json:"active"`
	First     int           `json:"first"`
	Day       bool          `json:"day,omitempty"`
	Night     bool          `json:"night,omitempty"`
	Players   [2]PlayerView `json:"players"`
	Stories   []StoryView   `json:"stories"`
	StoryDeck int           `json:"story_deck"`
	Decider   int           `json:"decider"`
	Prompt    *Prompt       `json:"prompt,omitempty"` // only when the reader decides
	Over      bool          `json:"over,omitempty"`
	Winner    int           `json:"winner"`
	Reason    string        `json:"reason,omitempty"`
}

// View returns what a player (0 or 1) may see; -1 sees everything, and
// Spectator what both players see.
func (g *Game) View(viewer int) *View {
	v := &View{Viewer: viewer, Format: g.format.String(), Turn: int(g.turn), Phase: g.Phase().String(),
		Step: g.step.String(), Active: int(g.active), First: int(g.first), Day: g.IsDay(), Night: g.IsNight(),
		StoryDeck: len(g.story), Decider: g.Decider(), Over: g.over, Winner: int(g.winner), Reason: g.reason}
	if d := g.Decider(); d >= 0 && (viewer < 0 || viewer == d) {
		v.Prompt = g.Prompt()
	}
	for p := range g.players {
		pl := &g.players[p]
		pv := PlayerView{Name: pl.name, HandCount: len(pl.hand), DeckCount: len(pl.deck), Mulliganed: pl.mulliganed,
			Discard: []CardView{}, Domains: []DomainView{}, InPlay: []CardView{}, Won: []CardView{}}
		for _, id := range pl.hand {
			if viewer < 0 || viewer == p || g.visible(id, viewer) {
				pv.Hand = append(pv.Hand, g.cardView(id, viewer))
			}
		}
		for _, id := range pl.discard {
			pv.Discard = append(pv.Discard, g.cardView(id, viewer))
		}
		if top := g.revealedTop(p); top != None {
			cv := g.cardView(top, viewer)
			pv.DeckTop = &cv
		}
		for d, dom := range pl.domains {
			dv := DomainView{Card: dom.card, Drained: dom.drained, Resources: []CardView{}}
			for _, id := range pl.resources {
				if g.cards[id].host == dom.card {
					dv.Resources = append(dv.Resources, g.cardView(id, viewer))
				}
			}
			if viewer < 0 || viewer == p || g.step != StepSetup {
				dv.Total = g.domainTotal(p, d)
			}
			for _, id := range g.Attachments(dom.card) {
				dv.Attached = append(dv.Attached, g.cardView(id, viewer))
			}
			pv.Domains = append(pv.Domains, dv)
		}
		if pl.pile != None {
			for _, id := range g.Attachments(pl.pile) {
				pv.DiscardAttached = append(pv.DiscardAttached, g.cardView(id, viewer))
			}
		}
		for _, id := range pl.play {
			if g.cards[id].host == None {
				pv.InPlay = append(pv.InPlay, g.cardView(id, viewer))
			}
		}
		for _, id := range pl.won {
			pv.Won = append(pv.Won, g.cardView(id, viewer))
		}
		v.Players[p] = pv
	}
	for s := range g.stories {
		sl := &g.stories[s]
		if sl.card == None {
			continue
		}
		sv := StoryView{Card: g.cardView(sl.card, viewer), Slot: s, Success: [2]int{int(sl.success[0]), int(sl.success[1])},
			Resolved: sl.resolved}
		var buf [16]carddb.Icon
		for _, ic := range g.struggles(sl.card, buf[:0]) {
			sv.Struggles += carddb.IconLetters[ic : ic+1]
		}
		for _, id := range g.Attachments(sl.card) {
			sv.Attached = append(sv.Attached, g.cardView(id, viewer))
		}
		v.Stories = append(v.Stories, sv)
	}
	return v
}

func (g *Game) cardView(id CardID, viewer int) CardView {
	c := &g.cards[id]
	if !g.visible(id, viewer) {
		return CardView{ID: -1, Title: "(hidden)", Committed: None, Owner: int(c.owner), Controller: int(c.ctrl)}
	}
	v := CardView{ID: id, Title: c.def.Title, Type: c.def.Type.String(), Committed: c.committed,
		Owner: int(c.owner), Controller: int(c.ctrl), Exhausted: c.exhausted, Insane: c.insane, Wounds: int(c.wounds),
		Tokens: int(c.tokens), Unique: c.def.Unique}
	if !placeCard(c.def) {
		v.Key = c.def.Key()
	}
	if c.zone == ZonePlay && c.insane {
		v.Title = c.def.Title
		return v
	}
	v.Faction = c.def.Faction.String()
	v.Cost = c.def.CostString()
	v.Subtypes = c.def.Subtypes
	v.Keywords = c.def.Keywords.List()
	if c.def.Type == carddb.Character || c.asCharacter || c.zone == ZonePlay && g.isCharacter(id) {
		// A support may be a character for a while (becameCharacter).
		if c.zone == ZonePlay {
			v.Skill = g.skill(id)
			ic := g.icons(id)
			v.Icons = ic.String()
			v.Toughness = g.toughness(id)
			v.Keywords = g.keywordsNow(id)
		} else {
			v.Skill = int(c.def.Skill)
			v.Icons = c.def.Icons.String()
		}
	}
	if c.zone == ZonePlay {
		for _, a := range g.Attachments(id) {
			v.Attached = append(v.Attached, g.cardView(a, viewer))
		}
	}
	return v
}

// keywordsNow lists a character's keywords as they are now: the printed
// ones with those gained and lost, and its toughness as counted.
func (g *Game) keywordsNow(id CardID) []string {
	if g.featureless(id) {
		return nil
	}
	k := g.cards[id].def.Keywords
	k.Heroic = g.hasKeyword(id, kwHeroic)
	k.Villainous = g.hasKeyword(id, kwVillainous)
	k.Loyal = g.hasKeyword(id, kwLoyal)
	k.Fast = g.hasKeyword(id, kwFast)
	k.Willpower = g.hasKeyword(id, kwWillpower)
	k.Invulnerability = g.hasKeyword(id, kwInvulnerability)
	k.Day = g.hasKeyword(id, kwDay)
	k.Night = g.hasKeyword(id, kwNight)
	k.Toughness = int8(g.toughness(id))
	if g.modsOf(maskKeyword) && g.mayModify(id, maskKeyword) && g.mods(id, maskKeyword).lose&(1<<kwAll) != 0 {
		k.Steadfast, k.Transient = nil, false
	}
	return k.List()
}
