package engine

import (
	"strings"

	"cthulhu/carddb"
)

// A card's current characteristics are computed on query from its printed
// values (and, later, the lasting effects in force), never stored. An
// insane character is 0-cost, 0-skill, with no faction, icons, subtypes or
// text (Rulebook, Insanity; FAQ 2.34).

type keyword uint8

const (
	kwHeroic keyword = iota
	kwVillainous
	kwLoyal
	kwFast
	kwWillpower
	kwInvulnerability
	kwDay
	kwNight
)

// hasKeyword reports whether a card has a keyword now.
func (g *Game) hasKeyword(id CardID, k keyword) bool {
	c := &g.cards[id]
	if c.insane || c.zone == ZonePlay && c.host != None && c.def.Type == carddb.Character {
		return false
	}
	kw := &c.def.Keywords
	switch k {
	case kwHeroic:
		return kw.Heroic
	case kwVillainous:
		return kw.Villainous
	case kwLoyal:
		return kw.Loyal
	case kwFast:
		return kw.Fast
	case kwWillpower:
		return kw.Willpower
	case kwInvulnerability:
		return kw.Invulnerability
	case kwDay:
		return kw.Day
	case kwNight:
		return kw.Night
	}
	return false
}

// skill is the character's skill as counted: never below zero (FAQ 1.5).
func (g *Game) skill(id CardID) int {
	c := &g.cards[id]
	if c.insane || c.def.SkillX {
		return 0 // X is 0 unless something defines it (FAQ 2.1)
	}
	return max(0, int(c.def.Skill))
}

// icons returns the character's icons, each never below zero (FAQ 2.28).
func (g *Game) icons(id CardID) carddb.Icons {
	c := &g.cards[id]
	if c.insane {
		return carddb.Icons{}
	}
	return c.def.Icons
}

// toughness is the number of wounds the character survives.
func (g *Game) toughness(id CardID) int {
	c := &g.cards[id]
	if c.insane {
		return 0
	}
	return int(c.def.Keywords.Toughness)
}

// faction is the card's faction now; insane characters have none.
func (g *Game) faction(id CardID) carddb.Faction {
	c := &g.cards[id]
	if c.insane {
		return carddb.Neutral
	}
	return c.def.Faction
}

// canGoInsane reports whether a character can be made insane: not one with
// a terror icon or Willpower (Rulebook, Terror Struggle), not one already
// insane (FAQ 2.34).
func (g *Game) canGoInsane(id CardID) bool {
	c := &g.cards[id]
	if c.insane || !g.isCharacter(id) {
		return false
	}
	return g.icons(id)[carddb.Terror] == 0 && !g.hasKeyword(id, kwWillpower)
}

// canBeWounded reports whether a character can be wounded or chosen to be
// wounded: not one with Invulnerability (Rulebook, Keywords; FAQ 2.37).
func (g *Game) canBeWounded(id CardID) bool {
	return g.isCharacter(id) && !g.hasKeyword(id, kwInvulnerability)
}

// controlsKeyword reports whether the player controls a character with the
// keyword.
func (g *Game) controlsKeyword(p int, k keyword) bool {
	for _, id := range g.players[p].play {
		if g.isCharacter(id) && g.hasKeyword(id, k) {
			return true
		}
	}
	return false
}

// controlsBoth reports whether the player controls a Heroic and a
// Villainous character (one pass: the engine asks after every step).
func (g *Game) controlsBoth(p int) bool {
	heroic, villainous := false, false
	for _, id := range g.players[p].play {
		c := &g.cards[id]
		kw := &c.def.Keywords
		if (kw.Heroic || kw.Villainous) && g.isCharacter(id) {
			heroic = heroic || g.hasKeyword(id, kwHeroic)
			villainous = villainous || g.hasKeyword(id, kwVillainous)
		}
	}
	return heroic && villainous
}

// IsDay reports whether it is Day: a Day card is in play (Rulebook, Day and
// Night; FAQ 2.35). It can be both Day and Night.
func (g *Game) IsDay() bool { return g.anyInPlay(kwDay) }

// IsNight reports whether it is Night.
func (g *Game) IsNight() bool { return g.anyInPlay(kwNight) }

func (g *Game) anyInPlay(k keyword) bool {
	for p := range g.players {
		for _, id := range g.players[p].play {
			if g.hasKeyword(id, k) {
				return true
			}
		}
	}
	for s := range g.stories {
		if id := g.stories[s].card; id != None {
			kw := &g.cards[id].def.Keywords
			if k == kwDay && kw.Day || k == kwNight && kw.Night {
				return true
			}
		}
	}
	return false
}

// sameTitle reports whether two cards share a title (uniqueness and the
// deck limit go by title).
func sameTitle(a, b *carddb.Card) bool {
	return a == b || strings.EqualFold(a.Title, b.Title)
}
