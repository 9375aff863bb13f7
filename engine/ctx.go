package engine

import "cthulhu/carddb"

// Ctx is an ability's point of view while its conditions, filters and
// effects are evaluated: the game, the ability's card and controller, and,
// while it resolves, its frame (targets, X, the occurrence it answers).
// A Ctx is valid only during the call it is passed to.
type Ctx struct {
	g   *Game
	src CardID
	p   int
	fi  int // the ability's frame index, or -1
	ev  *Event
	x   int // X while checking whether an ability could start (fi -1)
	// readX records that X was read (X, fi -1): a check that never read
	// it has the same answer for every X.
	readX bool
	// chooser is the player making an in-resolution choice, while its
	// candidates are filtered.
	chooser int
	// t is where targets being tried are kept in the arena while the
	// engine checks whether an ability could start (fi -1), or -1.
	t int
	// queue makes Wound and DriveInsane add their steps to queued, which
	// a Custom part pushes when its function returns (custom.go).
	queue  bool
	queued []frame
	// queuedIDs are the cards of each queued step: one call's cards are
	// harmed at once (pushHarms).
	queuedIDs [][]CardID
	// evBuf holds the subject of a Disrupt's frame, which is no
	// occurrence of the game's list (frameEvent): ev points to it.
	evBuf Event
}

// ctx lends a Ctx from the game's small pool: evaluating filters must not
// allocate. Every ctx is paired with a release.
func (g *Game) ctx(src CardID, p, fi int) *Ctx {
	d := g.ctxDepth
	g.ctxDepth++
	var c *Ctx
	if d >= len(g.ctxs) {
		// Deeper than the pool: a Ctx of its own (release still pairs).
		c = &Ctx{}
	} else {
		c = &g.ctxs[d]
	}
	// Field by field: a whole-struct copy would take the slow write
	// barrier while the collector runs.
	if c.g != g {
		c.g = g
	}
	c.src, c.p, c.fi, c.x, c.chooser, c.t = src, p, fi, 0, p, -1
	if fi >= 0 && fi < len(g.stack) && g.stack[fi].kind == fAbility {
		// The occurrence the ability answers, for the filters of its
		// targets and choices ("the player who drew").
		c.ev = g.frameEvent(&g.stack[fi], &c.evBuf)
	} else if c.ev != nil {
		c.ev = nil
	}
	return c
}

func (g *Game) release() {
	if g.ctxDepth > 0 {
		g.ctxDepth--
	}
}

// Game returns the game, for its public queries.
func (c *Ctx) Game() *Game { return c.g }

// Src is the card whose ability this is.
func (c *Ctx) Src() CardID { return c.src }

// You is the ability's controller.
func (c *Ctx) You() int { return c.p }

// Opp is the controller's opponent.
func (c *Ctx) Opp() int { return 1 - c.p }

// Active is the active player.
func (c *Ctx) Active() int { return int(c.g.active) }

// Event is the occurrence a Response, Forced Response or Disrupt answers
// (for a Disrupt, the thing about to happen), or nil.
func (c *Ctx) Event() *Event { return c.ev }

func (c *Ctx) frame() *frame {
	if c.fi < 0 || c.fi >= len(c.g.stack) {
		return nil
	}
	return &c.g.stack[c.fi]
}

// X is the X paid for the ability or the card (FAQ 2.1: 0 unless set).
func (c *Ctx) X() int {
	if f := c.frame(); f != nil {
		return int(f.x)
	}
	c.readX = true
	return c.x
}

// Overpaid reports by how much the ability's (or card's) cost was overpaid
// (FAQ 2.14).
func (c *Ctx) Overpaid() int {
	if f := c.frame(); f != nil && f.flags&fOverpay != 0 {
		return int(f.overpaid)
	}
	return 0
}

// Target returns the first card chosen for the ability's i-th target, or
// None.
func (c *Ctx) Target(i int) CardID {
	ts := c.Targets(i)
	if len(ts) == 0 {
		return None
	}
	return ts[0]
}

// Targets returns the cards chosen for the ability's i-th target. Cards
// that are no longer legal targets are left out (FAQ 1.9).
func (c *Ctx) Targets(i int) []CardID {
	f := c.frame()
	if f == nil {
		if c.t >= 0 {
			return c.g.arenaGroup(c.t, i)
		}
		return nil
	}
	return c.g.arenaGroup(int(f.arena), i)
}

// ---- Queries, from the ability's point of view ----

// Card returns a card's facts.
func (c *Ctx) Card(id CardID) *carddb.Card { return c.g.cards[id].def }

// Controller returns the controller of a card.
func (c *Ctx) Controller(id CardID) int { return int(c.g.cards[id].ctrl) }

// Owner returns the owner of a card.
func (c *Ctx) Owner(id CardID) int { return int(c.g.cards[id].owner) }

// Zone returns where a card is.
func (c *Ctx) Zone(id CardID) Zone { return c.g.cards[id].zone }

// IsCharacter reports whether a card is a character in play.
func (c *Ctx) IsCharacter(id CardID) bool { return c.g.isCharacter(id) }

// Skill is a character's skill as counted (never below 0).
func (c *Ctx) Skill(id CardID) int { return c.g.skill(id) }

// Icons are a character's icons now.
func (c *Ctx) Icons(id CardID) carddb.Icons { return c.g.icons(id) }

// Exhausted reports whether a card is exhausted.
func (c *Ctx) Exhausted(id CardID) bool { return c.g.cards[id].exhausted }

// Insane reports whether a card is insane.
func (c *Ctx) Insane(id CardID) bool { return c.g.cards[id].insane }

// Wounds returns a character's wounds.
func (c *Ctx) Wounds(id CardID) int { return int(c.g.cards[id].wounds) }

// CommittedTo returns the story a character is committed to, or None.
func (c *Ctx) CommittedTo(id CardID) CardID { return c.g.cards[id].committed }

// Host returns the card a card is attached to, or None.
func (c *Ctx) Host(id CardID) CardID { return c.g.cards[id].host }

// PrintedSkill returns a card's printed skill (FAQ 2.26): a printed X as
// its card text defines it, or as an effect sets it (Called to the Sea).
func (c *Ctx) PrintedSkill(id CardID) int { return c.g.printedSkill(id) }

// HasSubtype reports whether a card has a subtype now.
func (c *Ctx) HasSubtype(id CardID, s string) bool {
	return c.g.hasSubtype(id, carddb.Subtype{Name: s})
}

// Faction returns a card's faction now.
func (c *Ctx) Faction(id CardID) carddb.Faction { return c.g.faction(id) }

// HasFaction reports whether a card has a faction now (a card may have
// gained one: GainFaction).
func (c *Ctx) HasFaction(id CardID, f carddb.Faction) bool { return c.g.hasFaction(id, f) }

// Is reports whether a card has one of the engine's keywords now.
func (c *Ctx) Is(id CardID, k Keyword) bool { return c.g.hasKeyword(id, k) }

// IsDay and IsNight tell the time of day (FAQ 2.35).
func (c *Ctx) IsDay() bool   { return c.g.IsDay() }
func (c *Ctx) IsNight() bool { return c.g.IsNight() }
