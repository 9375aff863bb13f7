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
	Hand    []*carddb.Card
	Deck    []*carddb.Card // top first
	Discard []*carddb.Card // bottom first: the last is the top
	Domains []DomainPosition
	InPlay  []CardPosition
	Won     []*carddb.Card
	// Discarded is the cards that entered the discard pile this phase:
	// on top of Discard, bottom first.
	Discarded  []*carddb.Card
	Conspiracy *StoryPosition // a conspiracy this player has in play
	Mulliganed bool
	// PileAttached is the cards attached to the player's discard pile
	// (Snow Graves); a Controller of -1 is the player.
	PileAttached []CardPosition
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
	// Tokens is the success tokens on a card that holds them (Pagan Hall).
	Tokens int
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
	// FaceDown: an attachment attached face down (Ctx.AttachFaceDown).
	FaceDown bool
	// Lasting is the lasting effects on the card when play begins, as if
	// an ability had put them there earlier in the phase.
	Lasting []LastingPosition
}

// LastingPosition is a lasting effect on a card in play or a story: a
// modifier until the end of a period (PerPhase by default, FAQ 1.4;
// PerTurn; PerGame for one that lasts). Changes of control, lent
// abilities and notes are made by abilities only.
type LastingPosition struct {
	Mod   Mod
	Until Period
}

// StoryPosition is a story or conspiracy in play.
type StoryPosition struct {
	Card     *carddb.Card
	Success  [2]int
	Attached []CardPosition
	Resolved bool
	Lasting  []LastingPosition
}

// FromPosition builds a game in the position and runs it to the first
// decision.
func FromPosition(pos Position) (*Game, error) {
	g := newGame(nil, pos.Format, pos.Seed, pos.Options, pos.Library)
	var none Game
	g.reuse(&none, 0)
	var lasts []placedLasting
	var fresh []CardID // entered the discard pile this phase
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
		if err := g.placeStory(s, -1, sp, &lasts); err != nil {
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
		for _, def := range pp.Discarded {
			id := g.newCard(def, p, ZoneDiscard)
			pl.discard = append(pl.discard, id)
			fresh = append(fresh, id)
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
			if err := g.placeStory(3+p, p, *pp.Conspiracy, &lasts); err != nil {
				return nil, err
			}
		}
	}
	// The discard piles' cards, last of the cards out of play, when a card
	// of the position may attach to a pile.
	piles := false
	for p := range 2 {
		pp := &pos.Players[p]
		piles = piles || len(pp.PileAttached) > 0 || anyAttachesToPile(pp.InPlay)
		if pp.Conspiracy != nil {
			piles = piles || anyAttachesToPile(pp.Conspiracy.Attached)
		}
	}
	for _, sp := range pos.Stories {
		piles = piles || anyAttachesToPile(sp.Attached)
	}
	g.addPiles(piles)
	// Cards in play come after every story exists, so commitments resolve.
	for p := range 2 {
		for _, cp := range pos.Players[p].InPlay {
			if _, err := g.placeInPlay(p, cp, None, &lasts); err != nil {
				return nil, err
			}
		}
	}
	for p := range 2 {
		for _, cp := range pos.Players[p].PileAttached {
			if g.players[p].pile == None {
				return nil, fmt.Errorf("%q: the game has no discard pile to attach to", cp.Card.Title)
			}
			ctrl := p
			if cp.Controller >= 0 {
				ctrl = cp.Controller
			}
			if _, err := g.placeInPlay(ctrl, cp, g.players[p].pile, &lasts); err != nil {
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
			if _, err := g.placeInPlay(ctrl, cp, g.stories[s].card, &lasts); err != nil {
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
	for _, id := range fresh {
		g.cards[id].moved = stamp{g.turn, g.step.Phase()}
	}
	for _, l := range lasts {
		g.addLasting(l.mod, l.on, l.on, l.p, l.until)
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("inconsistent position: %v", err)
	}
	g.ver++ // whatever set-up asked, the position is new
	for p := range g.players {
		if len(g.players[p].won) >= g.storiesToWin(p) {
			g.storyWinBarred(p) // a win put off is checked again (stateChecks)
		}
	}
	g.run()
	return g, nil
}

// anyAttachesToPile reports whether a card of a list of cards in play, or
// of their attachments, attaches to a discard pile (addPiles).
func anyAttachesToPile(cps []CardPosition) bool {
	for i := range cps {
		if cps[i].Card != nil && attachesToPile(cps[i].Card) || anyAttachesToPile(cps[i].Attached) {
			return true
		}
	}
	return false
}

func (g *Game) placeStory(slot, owner int, sp StoryPosition, lasts *[]placedLasting) error {
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
	p := owner
	if p < 0 {
		p = 0
	}
	if err := addPlacedLasting(lasts, id, p, sp.Card.Title, sp.Lasting); err != nil {
		return err
	}
	if owner >= 0 {
		for _, cp := range sp.Attached {
			ctrl := owner
			if cp.Controller >= 0 {
				ctrl = cp.Controller
			}
			if _, err := g.placeInPlay(ctrl, cp, id, lasts); err != nil {
				return err
			}
		}
	}
	return nil
}

func (g *Game) placeInPlay(ctrl int, cp CardPosition, host CardID, lasts *[]placedLasting) (CardID, error) {
	def := cp.Card
	if def == nil {
		return None, fmt.Errorf("a card in play is missing")
	}
	if def.IsStoryLike() || def.Type == carddb.Event && host == None {
		// An event is in play only attached by an effect (FAQ 1.15).
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
	if cp.Tokens < 0 || cp.Tokens > 20 {
		return None, fmt.Errorf("%q: tokens out of range", def.Title)
	}
	c.tokens = int8(cp.Tokens)
	if cp.FaceDown {
		if host == None || cp.Insane {
			return None, fmt.Errorf("%q: only an attachment is face down", def.Title)
		}
		c.faceDown = true
	}
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
	if err := addPlacedLasting(lasts, id, ctrl, def.Title, cp.Lasting); err != nil {
		return None, err
	}
	for _, ap := range cp.Attached {
		actrl := ctrl
		if ap.Controller >= 0 {
			actrl = ap.Controller
		}
		if _, err := g.placeInPlay(actrl, ap, id, lasts); err != nil {
			return None, err
		}
	}
	return id, nil
}

// placedLasting is a lasting effect of the position, put on its card once
// the turn and step are set.
type placedLasting struct {
	mod   Mod
	on    CardID
	p     int
	until Period
}

func addPlacedLasting(lasts *[]placedLasting, id CardID, p int, title string, ls []LastingPosition) error {
	for _, l := range ls {
		switch l.Mod.kind {
		case modControl, modLend, modNote, modMustCommitWith, modCannotCommitWith, modGivesHV, modLowersToughness, modReturnAtPhaseEnd, modWinByMargin, modSuccessPerWin, modBecomesCharacter, modCountsAt, modGoesWithSrc, modWoundsPerMargin, modReadyPerMargin, modBarsFromStory, modCommitLimit, modSkipStory:
			return fmt.Errorf("%q: this lasting effect is made by abilities only", title)
		}
		if l.Mod.per != nil || l.Mod.perCard != nil || l.Mod.who != nil {
			return fmt.Errorf("%q: a lasting effect of a position is a fixed modifier on its card", title)
		}
		until := l.Until
		switch until {
		case NoPeriod:
			until = PerPhase
		case PerPhase, PerTurn, PerGame:
		default:
			return fmt.Errorf("%q: a lasting effect lasts until the end of the phase, the turn or the game", title)
		}
		*lasts = append(*lasts, placedLasting{mod: l.Mod, on: id, p: p, until: until})
	}
	return nil
}

// SetAlwaysAsk changes Options.AlwaysAsk from now on: a scenario asks for
// the decisions between two points of its script even when they have a
// single option. A decision already pending stays as it is.
func (g *Game) SetAlwaysAsk(ask [2]bool) { g.opts.AlwaysAsk = ask }

// TextBlank reports whether a card's text box is blank now: insane, or
// blanked by an effect (FAQ 1.12, 2.25, 2.34).
func (g *Game) TextBlank(id CardID) bool { return g.blank(id) }

// HasSubtypeNow reports whether a card has a subtype now: printed or
// gained, and not lost with a blank text box (FAQ 1.14).
func (g *Game) HasSubtypeNow(id CardID, s string) bool { return g.hasSubtype(id, vocabSubtype(s)) }

// CardKeywords lists a card's keywords as they are now: for a card in play,
// the printed ones with those gained and lost (none when its text is
// blank or it is insane); elsewhere, the printed ones.
func (g *Game) CardKeywords(id CardID) []string {
	if g.cards[id].zone != ZonePlay {
		return g.cards[id].def.Keywords.List()
	}
	return g.keywordsNow(id)
}

// MovedThisPhase reports whether a card entered its zone this phase (a
// card in a discard pile: it entered the pile this phase).
func (g *Game) MovedThisPhase(id CardID) bool {
	return g.cards[id].moved == stamp{g.turn, g.step.Phase()}
}
