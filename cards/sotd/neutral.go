package sotd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, SotD 95 to 100.
var neutral = []entry{
	// A Zoog resource: its Response works from the domain (FAQ 2.25),
	// for its own player's drain; the story is picked as it resolves (no
	// "choose"), a conspiracy in play too, which functions as a story
	// card (Rulebook, Conspiracy Cards). Attached, it is a support with the text the card gives
	// it: its own printed skill and icons count for its player at the
	// story as it resolves (FAQ 1.15: its own text reads them), without
	// being committed there; his winning the story takes it back to his
	// hand instead of destroying it (docs/rulings.md).
	card(95, "Inconspicuous Zoog",
		NewResponse("after you drain the domain it is a resource of: it leaves the domain and is attached to a story card of your choice").
			On(DrainsDomainOfSelf()).Working(FromDomain).
			Doing(Choosing(PickCard("a story card to attach it to", StoryInPlay).FromStories(), attachSelfTo)),
		NewConstant("attached to a story: its printed skill and icons count for you there each time the story resolves",
			CountsAtHostStory().On(Self)).When(SelfAttachedTo(StoryInPlay)),
		NewConstant("attached to a story: if you win it, it goes back to your hand",
			ReturnsToHandIfStoryWon().On(Self)).When(SelfAttachedTo(StoryInPlay))),
	// "Or": its player picks as it resolves; with no other character of
	// his that can be wounded, only the sacrifice is left (FAQ, Basilisk
	// ruling). Each character takes a wound, then each a second one, the
	// active player (its own) ordering each round (FAQ 1.7).
	card(96, "Basilisk",
		NewForced("at the end of your turn: two wounds to each of your other characters, or it is sacrificed").
			On(On(yourTurnEnds, EvTurnEnd)).
			Doing(Choosing(PickValue("wound your other characters twice each, or sacrifice Basilisk", basiliskModes, basiliskLabel),
				basiliskResolve))),
	// An attached Ghoul character is a card attached to him whose printed
	// type is character and which has the Ghoul subtype; its printed
	// icons are his too. The "instead" is a passive replacement (FAQ
	// 1.8) its player may decline: the wound is then dealt, with its
	// Disrupts (docs/rulings.md).
	card(97, "Richard Upton Pickman",
		NewConstant("gains the printed icons of each Ghoul character attached to him",
			GainIcon(carddb.Terror, 1).Times(attachedGhoulIcons(carddb.Terror)).On(Self),
			GainIcon(carddb.Combat, 1).Times(attachedGhoulIcons(carddb.Combat)).On(Self),
			GainIcon(carddb.Arcane, 1).Times(attachedGhoulIcons(carddb.Arcane)).On(Self),
			GainIcon(carddb.Investigation, 1).Times(attachedGhoulIcons(carddb.Investigation)).On(Self)),
		Ability{Kind: Replacement, Text: "if he would be wounded: you may discard a Ghoul character attached to him instead"}.
			On(WoundTo(Self)).When(hasAttachedGhoul).
			Doing(Choosing(PickCard("a Ghoul character attached to him to discard instead of the wound (or none: he takes it)", attachedGhoul).Optional(),
				discardGhoul),
				IfFailed(takeTheWound)),
		NewAction("pay 2: a Ghoul character card from your hand or discard pile is attached to him").
			When(ghoulToAttach).
			Costing(Pay(2)).
			Doing(Choosing(PickCard("a Ghoul character card to attach to him", ghoulCard).FromHandOrDiscard(), attachToSelf))),
	card(98, "Moon-Beast Captain",
		NewConstant("costs 2 less to play while you control more Dreamlands support cards than any opponent",
			CostDelta(-2).On(Self)).
			Working(FromHand).When(moreDreamlandsSupports)),
	// FAQ errata: the Dreamer characters, either player's. No bold
	// trigger: a passive, as each player's turn begins.
	card(99, "Moon-Beast Galley",
		NewPassive("as each player's turn begins, while you control more Dreamlands support cards than any opponent: every Dreamer character is readied").
			On(On(anyTurnBegins, EvTurn)).When(moreDreamlandsSupports).
			Doing(ReadyAll(All(Character, WithSubtype("Dreamer"))))),
	// "Choose up to 2": one or two targets. "The next refresh phase" is
	// the next one of either player, the opponent's after its player's
	// story phase: his characters chosen stay exhausted through it; its
	// player's own would not be readied in it anyway (docs/rulings.md).
	card(100, "The Sleep of the Dead",
		NewAction("only at the end of your story phase: up to 2 characters you choose are not readied in the next refresh phase").
			When(YourStoryPhaseEnd).
			Choosing(Choose("up to 2 characters", Character).UpTo(2)).
			Doing(TargetSkipsNextRefresh(0))),
}

// moreDreamlandsSupports (Moon-Beast Captain, Moon-Beast Galley) holds
// while the ability's player controls more Dreamlands support cards in
// play than his opponent.
func moreDreamlandsSupports(c *Ctx) bool {
	return dreamlandsSupports(c, c.You()) > dreamlandsSupports(c, c.Opp())
}

// dreamlandsSupports counts the support cards with the Dreamlands
// subtype player p controls.
func dreamlandsSupports(c *Ctx, p int) int {
	n := 0
	for _, id := range c.PlayArea(p) {
		if c.Controller(id) == p && c.Matches(SupportCard, id) && c.HasSubtype(id, "Dreamlands") {
			n++
		}
	}
	return n
}

// anyTurnBegins matches the beginning of any player's turn.
func anyTurnBegins(c *Ctx, e *Event) bool { return true }

// yourTurnEnds (Basilisk) matches the end of its player's turn.
func yourTurnEnds(c *Ctx, e *Event) bool { return int(e.Player) == c.You() }

// Basilisk's two modes.
const (
	basiliskWound = iota
	basiliskSacrifice
)

// basiliskVictims are the other characters its player controls that can
// be wounded.
func basiliskVictims(c *Ctx) []CardID {
	var out []CardID
	for _, id := range c.PlayArea(c.You()) {
		if id != c.Src() && c.Controller(id) == c.You() && c.IsCharacter(id) && c.CanBeWounded(id) {
			out = append(out, id)
		}
	}
	return out
}

// basiliskModes (Basilisk): the wounds while some other character of its
// player's can be wounded, and the sacrifice while it is in play.
func basiliskModes(c *Ctx) []int {
	var out []int
	if len(basiliskVictims(c)) > 0 {
		out = append(out, basiliskWound)
	}
	if c.Zone(c.Src()) == ZonePlay {
		out = append(out, basiliskSacrifice)
	}
	return out
}

// basiliskLabel names Basilisk's modes.
func basiliskLabel(c *Ctx, v int) string {
	if v == basiliskWound {
		return "Two wounds each to your other characters"
	}
	return "Sacrifice Basilisk"
}

// basiliskResolve (Basilisk) does the mode picked.
func basiliskResolve(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	switch ChosenValue(chosen[0]) {
	case basiliskWound:
		ids := basiliskVictims(c)
		c.Wound(ids...)
		c.Wound(ids...)
	case basiliskSacrifice:
		c.Sacrifice(c.Src())
	}
}

// ghoulCard selects the Ghoul character cards (printed type and subtype).
var ghoulCard = All(CharacterCard, PrintedSubtype("Ghoul"))

// attachedGhoul (Richard Upton Pickman) selects the Ghoul character
// cards attached to the ability's card.
func attachedGhoul(c *Ctx, id CardID) bool {
	return c.Host(id) == c.Src() && c.Zone(id) == ZonePlay && ghoulCard(c, id)
}

// hasAttachedGhoul holds while a Ghoul character is attached to the card.
func hasAttachedGhoul(c *Ctx) bool {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if attachedGhoul(c, id) {
				return true
			}
		}
	}
	return false
}

// attachedGhoulIcons counts the printed icons of kind ic of the Ghoul
// characters attached to the card.
func attachedGhoulIcons(ic carddb.Icon) func(c *Ctx) int {
	return func(c *Ctx) int {
		n := 0
		for p := range 2 {
			for _, id := range c.PlayArea(p) {
				if attachedGhoul(c, id) {
					n += int(c.Card(id).Icons[ic])
				}
			}
		}
		return n
	}
}

// discardGhoul (Richard Upton Pickman) discards the Ghoul picked in
// place of the wound.
func discardGhoul(c *Ctx, chosen []CardID) { c.DiscardFromPlay(chosen[0]) }

// takeTheWound (Richard Upton Pickman): with no Ghoul discarded, the
// wound is dealt after all.
var takeTheWound = Custom(func(c *Ctx) { c.DeclineReplacement() }, nil)

// ghoulToAttach holds while a Ghoul character card is in the ability's
// player's hand or discard pile.
func ghoulToAttach(c *Ctx) bool {
	for _, ids := range [][]CardID{c.Hand(c.You()), c.DiscardPile(c.You())} {
		for _, id := range ids {
			if ghoulCard(c, id) {
				return true
			}
		}
	}
	return false
}

// attachToSelf (Richard Upton Pickman) attaches the card picked to the
// ability's card.
func attachToSelf(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.InPlay(c.Src()) || !c.AttachTo(chosen[0], c.Src()) {
		c.Fail()
	}
}

// attachSelfTo (Inconspicuous Zoog) attaches the ability's card, a
// resource, to the story picked.
func attachSelfTo(c *Ctx, chosen []CardID) {
	if c.Zone(c.Src()) != ZoneResource || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
	}
}
