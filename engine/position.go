package engine

import (
	"fmt"

	"cthulhu/carddb"
)

// Position describes a game state to start from, as scenario files and
// tests set one up: the cards in every zone, their states, the stories
// and the step of the turn where play begins.
type Position struct {
	Format carddb.Format
	Seed   uint64
	Names  [2]string
	// Turn is the turn number (default 2, so that no first-player penalty
	// applies); First is the player who took turn 1.
	Turn   int
	Active int
	First  int
	// Step is where play begins. StepSetup starts a new game from the
	// players' decks (set-up draws, mulligans and resources).
	Step Step
	// NoShuffle keeps the decks in the order given at set-up.
	NoShuffle bool
	Players   [2]PlayerPosition
	Stories   []StoryPosition // the stories in play, slots 1 to 3
	StoryDeck []*carddb.Card  // top first
	Options   Options
	Library   *Library
}

// PlayerPosition is one player's cards.
type PlayerPosition struct {
	Hand       []*carddb.Card
	Deck       []*carddb.Card // top first
	Discard    []*carddb.Card // bottom first: the last is the top
	Domains    []DomainPosition
	InPlay     []CardPosition
	Won        []*carddb.Card
	Conspiracy *StoryPosition // a conspiracy this player has in play
	Mulliganed bool
}

// DomainPosition is one domain. Card is the card an added domain was made
// from; nil for a set-up domain.
type DomainPosition struct {
	Card      *carddb.Card
	Resources []*carddb.Card
	Drained   bool
}

// CardPosition is a card in play.
type CardPosition struct {
	Card      *carddb.Card
	Exhausted bool
	Insane    bool
	Wounds    int
	// Committed is the story slot the character is committed to: 0-2 the
	// stories in play, 3 and 4 the conspiracies of players 1 and 2; -1 none.
	Committed int
	// Owner is the card's owner when another player controls it; -1 means
	// the controller owns it.
	Owner int
	// Controller is the controller of an attachment played by another
	// player than its host's controller; -1 means the host's controller.
	// Cards listed in a player's play area are that player's.
	Controller int
	Attached   []CardPosition
}

// StoryPosition is a story or conspiracy in play.
type StoryPosition struct {
	Card     *carddb.Card
	Success  [2]int
	Attached []CardPosition
	Resolved bool
}

// FromPosition builds a game in the position and runs it to the first
// decision.
func FromPosition(pos Position) (*Game, error) {
	g := newGame(nil, pos.Format, pos.Seed, pos.Options, pos.Library)
	var none Game
	g.reuse(&none, 0)
	if pos.Turn == 0 {
		pos.Turn = 2
	}
	if pos.Active < 0 || pos.Active > 1 || pos.First < 0 || pos.First > 1 {
		return nil, fmt.Errorf("the active and first players must be 1 or 2")
	}
	if pos.Step >= numSteps {
		return nil, fmt.Errorf("unknown step %d", pos.Step)
	}
	for p := range 2 {
		g.players[p].name = pos.Names[p]
		if g.players[p].name == "" {
			g.players[p].name = fmt.Sprintf("Player %d", p+1)
		}
	}
	if len(pos.Stories) > 3 {
		return nil, fmt.Errorf("%d stories in play: there are three story slots", len(pos.Stories))
	}
	for s, sp := range pos.Stories {
		if sp.Card == nil {
			continue
		}
		if err := g.placeStory(s, -1, sp); err != nil {
			return nil, err
		}
	}
	for i := len(pos.StoryDeck) - 1; i >= 0; i-- {
		def := pos.StoryDeck[i]
		if def == nil || def.Type != carddb.Story {
			return nil, fmt.Errorf("the story deck holds a card that is not a story")
		}
		g.story = append(g.story, g.newCard(def, -1, ZoneStoryDeck))
	}
	for p := range 2 {
		pp := &pos.Players[p]
		pl := &g.players[p]
		pl.mulliganed = pp.Mulliganed
		for i := len(pp.Deck) - 1; i >= 0; i-- {
			pl.deck = append(pl.deck, g.newCard(pp.Deck[i], p, ZoneDeck))
		}
		for _, def := range pp.Hand {
			pl.hand = append(pl.hand, g.newCard(def, p, ZoneHand))
		}
		for _, def := range pp.Discard {
			pl.discard = append(pl.discard, g.newCard(def, p, ZoneDiscard))
		}
		for _, def := range pp.Won {
			id := g.newCard(def, p, ZoneWon)
			if !def.IsStoryLike() {
				return nil, fmt.Errorf("won pile of player %d holds %q, which is not a story", p+1, def.Title)
			}
			if def.Type == carddb.Story {
				g.cards[id].owner = -1
			}
			pl.won = append(pl.won, id)
		}
		domains := pp.Domains
		if len(domains) == 0 {
			domains = make([]DomainPosition, 3)
		}
		for _, dp := range domains {
			var dom CardID
			if dp.Card != nil {
				dom = g.newCard(dp.Card, p, ZoneDomain)
			} else {
				dom = g.newCard(blankDomain, p, ZoneDomain)
			}
			pl.domains = append(pl.domains, domain{card: dom, drained: dp.Drained})
			for _, def := range dp.Resources {
				id := g.newCard(def, p, ZoneResource)
				g.cards[id].host = dom
				pl.resources = append(pl.resources, id)
				g.countResource(id, 1)
			}
		}
		if pp.Conspiracy != nil {
			if err := g.placeStory(3+p, p, *pp.Conspiracy); err != nil {
				return nil, err
			}
		}
	}
	// Cards in play come after every story exists, so commitments resolve.
	for p := range 2 {
		for _, cp := range pos.Players[p].InPlay {
			if _, err := g.placeInPlay(p, cp, None); err != nil {
				return nil, err
			}
		}
	}
	for s, sp := range pos.Stories {
		if sp.Card == nil {
			continue
		}
		for _, cp := range sp.Attached {
			ctrl := 0
			if cp.Controller >= 0 {
				ctrl = cp.Controller
			}
			if _, err := g.placeInPlay(ctrl, cp, g.stories[s].card); err != nil {
				return nil, err
			}
		}
	}
	g.turn = int16(pos.Turn)
	g.active = int8(pos.Active)
	g.first = int8(pos.First)
	if pos.Step == StepSetup {
		g.turn = 0
		f := frame{kind: fSetup, card: None, second: None}
		if pos.NoShuffle {
			f.arg = 1
		}
		g.push(f)
	} else {
		g.step = pos.Step
		g.push(frame{kind: fTurn, p: int8(pos.Active), pc: int8(pos.Step), card: None, second: None})
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("inconsistent position: %v", err)
	}
	g.ver++ // whatever set-up asked, the position is new
	g.run()
	return g, nil
}

func (g *Game) placeStory(slot, owner int, sp StoryPosition) error {
	if !sp.Card.IsStoryLike() {
		return fmt.Errorf("%q is not a story", sp.Card.Title)
	}
	if slot >= 3 && sp.Card.Type != carddb.Conspiracy {
		return fmt.Errorf("%q is not a conspiracy", sp.Card.Title)
	}
	if sp.Success[0] < 0 || sp.Success[1] < 0 || sp.Success[0] > 20 || sp.Success[1] > 20 {
		return fmt.Errorf("%q: success tokens out of range", sp.Card.Title)
	}
	id := g.newCard(sp.Card, owner, ZoneStory)
	g.stories[slot] = storySlot{card: id, success: [2]int8{int8(sp.Success[0]), int8(sp.Success[1])}, resolved: sp.Resolved}
	if owner >= 0 {
		for _, cp := range sp.Attached {
			ctrl := owner
			if cp.Controller >= 0 {
				ctrl = cp.Controller
			}
			if _, err := g.placeInPlay(ctrl, cp, id); err != nil {
				return err
			}
		}
	}
	return nil
}

func (g *Game) placeInPlay(ctrl int, cp CardPosition, host CardID) (CardID, error) {
	def := cp.Card
	if def == nil {
		return None, fmt.Errorf("a card in play is missing")
	}
	if def.IsStoryLike() || def.Type == carddb.Event {
		return None, fmt.Errorf("%q (%s) cannot be in the play area", def.Title, def.Type)
	}
	owner := ctrl
	if cp.Owner >= 0 {
		owner = cp.Owner
	}
	if ctrl < 0 || ctrl > 1 || owner < 0 || owner > 1 {
		return None, fmt.Errorf("%q: players are 1 and 2", def.Title)
	}
	id := g.newCard(def, owner, ZonePlay)
	c := &g.cards[id]
	c.ctrl = int8(ctrl)
	c.host = host
	c.exhausted = cp.Exhausted && !cp.Insane
	c.insane = cp.Insane
	if cp.Wounds < 0 || cp.Wounds > 20 {
		return None, fmt.Errorf("%q: wounds out of range", def.Title)
	}
	g.setWounds(id, cp.Wounds)
	if cp.Committed >= 0 {
		if cp.Committed >= numSlots || g.stories[cp.Committed].card == None {
			return None, fmt.Errorf("%q is committed to story slot %d, which is empty", def.Title, cp.Committed+1)
		}
		if cp.Insane || host != None || def.Type != carddb.Character {
			return None, fmt.Errorf("%q cannot be committed: only sane characters commit", def.Title)
		}
		g.setCommitted(id, g.stories[cp.Committed].card)
		c.exhausted = cp.Exhausted
	}
	g.players[ctrl].play = append(g.players[ctrl].play, id)
	for _, ap := range cp.Attached {
		actrl := ctrl
		if ap.Controller >= 0 {
			actrl = ap.Controller
		}
		if _, err := g.placeInPlay(actrl, ap, id); err != nil {
			return None, err
		}
	}
	return id, nil
}
