package engine

import "cthulhu/carddb"

// Conditions: when an ability may be used or a constant ability is in
// force, asked from the ability's point of view.

// IsNight and IsDay hold while it is Night, or Day (FAQ 2.35).
func IsNight(c *Ctx) bool { return c.g.IsNight() }

func IsDay(c *Ctx) bool { return c.g.IsDay() }

// YourTurn holds during the controller's turn.
func YourTurn(c *Ctx) bool { return int(c.g.active) == c.p }

// YourOperations holds during the controller's operations phase.
func YourOperations(c *Ctx) bool {
	return int(c.g.active) == c.p && c.g.step == StepOperations
}

// DuringPhase holds during a phase.
func DuringPhase(ph Phase) Cond {
	return func(c *Ctx) bool { return c.g.step.Phase() == ph }
}

// HostControllersTurn holds during the turn of the player who controls the
// card the ability's card is attached to.
func HostControllersTurn(c *Ctx) bool {
	h := c.g.cards[c.src].host
	return h != None && c.g.cards[h].ctrl == c.g.active
}

// SelfCommitted holds while the ability's card is committed to a story.
func SelfCommitted(c *Ctx) bool { return c.g.cards[c.src].committed != None }

// SelfExhausted holds while the ability's card is exhausted.
func SelfExhausted(c *Ctx) bool { return c.g.cards[c.src].exhausted }

// SelfAttached holds while the ability's card is attached to a card;
// SelfUnattached while it is not.
func SelfAttached(c *Ctx) bool { return c.g.cards[c.src].host != None }

func SelfUnattached(c *Ctx) bool { return c.g.cards[c.src].host == None }

// SelfAttachedTo holds while the ability's card is attached to a card the
// filter selects.
func SelfAttachedTo(f CardFilter) Cond {
	return func(c *Ctx) bool {
		h := c.g.cards[c.src].host
		return h != None && f(c, h)
	}
}

// SelfEnteredDiscardThisPhase holds while the ability's card is in its
// owner's discard pile and entered it this phase.
func SelfEnteredDiscardThisPhase(c *Ctx) bool {
	cd := &c.g.cards[c.src]
	return cd.zone == ZoneDiscard && cd.moved == stamp{c.g.turn, c.g.step.Phase()}
}

// Overpaid holds when the card or ability was overpaid (FAQ 2.14).
func Overpaid(c *Ctx) bool { return c.Overpaid() > 0 }

// AnyAttachmentInPlay holds while some card in play is attached to another
// card (an Attachment: one attached by an effect counts, FAQ 1.15).
func AnyAttachmentInPlay(c *Ctx) bool {
	for p := range c.g.players {
		for _, id := range c.g.players[p].play {
			if c.g.cards[id].host != None {
				return true
			}
		}
	}
	return false
}

// ConspiracyInPlay holds while a conspiracy card is in play, either
// player's.
func ConspiracyInPlay(c *Ctx) bool {
	for s := range c.g.stories {
		if id := c.g.stories[s].card; id != None && c.g.cards[id].def.Type == carddb.Conspiracy {
			return true
		}
	}
	return false
}

// CharactersInPlayAtLeast holds while there are n or more characters in
// play, insane ones included (FAQ 2.34: an insane character is still a
// character).
func CharactersInPlayAtLeast(n int) Cond {
	return func(c *Ctx) bool {
		k := 0
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if c.g.isCharacter(id) {
					k++
				}
			}
		}
		return k >= n
	}
}

// ControlsNoSupport holds while the controller controls no support card in
// play (attachments included).
func ControlsNoSupport(c *Ctx) bool {
	for _, id := range c.g.players[c.p].play {
		if !c.g.isCharacter(id) {
			return false
		}
	}
	return true
}

// YourStoryBeforeCommitments holds in the controller's story phase, before
// any character is committed: the action window that opens it ("play
// during your story phase, before characters are committed").
func YourStoryBeforeCommitments(c *Ctx) bool {
	return int(c.g.active) == c.p && c.g.step == StepStoryBegin
}

// StoryBeforeCommitments holds in either player's story phase, before any
// character is committed: the action window that opens it ("play during
// the story phase before any characters are committed").
func StoryBeforeCommitments(c *Ctx) bool { return c.g.step == StepStoryBegin }

// OpponentsTurn holds during an opponent's turn ("play during your
// opponent's turn").
func OpponentsTurn(c *Ctx) bool { return int(c.g.active) != c.p }

// OpponentsStoryAfterCommitments holds in an opponent's story phase once
// he has committed his characters, until they are uncommitted: the action
// windows after his commitments, after the other player's, and after the
// stories' resolution ("after their characters have been committed").
func OpponentsStoryAfterCommitments(c *Ctx) bool {
	return int(c.g.active) != c.p && c.g.step >= StepAfterCommit && c.g.step <= StepStoryActions
}

// OpponentsStoryAfterAllCommitments is OpponentsStoryAfterCommitments
// once both players have committed ("after all characters have been
// committed").
func OpponentsStoryAfterAllCommitments(c *Ctx) bool {
	return int(c.g.active) != c.p && c.g.step >= StepAfterOppCommit && c.g.step <= StepStoryActions
}

// YourStoryPhaseEnd holds in the controller's story phase, after the
// stories have resolved: its last action window ("play at the end of
// your story phase"). A story phase with no character committed ends at
// once, with no such window (FAQ, Timing Structure).
func YourStoryPhaseEnd(c *Ctx) bool {
	return int(c.g.active) == c.p && c.g.step == StepStoryActions
}

// CharacterInPlayWith holds while a character with subtype s is in play,
// either player's: "while there is at least one Avatar of Nyarlathotep in
// play". An insane character has no subtype (FAQ 2.34).
func CharacterInPlayWith(s string) Cond {
	st := vocabSubtype(s)
	return func(c *Ctx) bool {
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if c.g.isCharacter(id) && c.g.hasSubtype(id, st) {
					return true
				}
			}
		}
		return false
	}
}
