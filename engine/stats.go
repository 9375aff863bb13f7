package engine

import (
	"math/bits"
	"strings"

	"cthulhu/carddb"
)

// A card's current characteristics are computed on query from its printed
// values and the modifiers in force (effects.go), never stored. An insane
// character is 0-cost, 0-skill, with no faction, icons, subtypes or text,
// and cannot be modified (Rulebook, Insanity; FAQ 2.34). A card attached by
// an effect loses its printed characteristics (FAQ 1.15).

// Keyword is a keyword the engine acts on.
type Keyword uint8

const (
	kwHeroic Keyword = iota
	kwVillainous
	kwLoyal
	kwFast
	kwWillpower
	kwInvulnerability
	kwDay
	kwNight
	// kwAll, lost (LoseAllKeywords), is every keyword at once, Toughness
	// included: the last bit of a modifier sum's keywords lost.
	kwAll Keyword = 15
)

// Keywords, for the vocabulary.
const (
	Heroic          = kwHeroic
	Villainous      = kwVillainous
	Loyal           = kwLoyal
	Fast            = kwFast
	Willpower       = kwWillpower
	Invulnerability = kwInvulnerability
	Day             = kwDay
	Night           = kwNight
)

// featureless reports whether a card has no characteristics of its own:
// insane, a character card attached to another card (FAQ 1.15), or a
// card attached face down (Ctx.AttachFaceDown).
func (g *Game) featureless(id CardID) bool {
	c := &g.cards[id]
	return c.insane || c.faceDown || c.zone == ZonePlay && c.host != None && c.def.Type == carddb.Character
}

// hasKeyword reports whether a card has a keyword now.
func (g *Game) hasKeyword(id CardID, k Keyword) bool {
	c := &g.cards[id]
	if g.featureless(id) {
		return false
	}
	if !g.modsOf(maskKeyword) || !g.mayModify(id, maskKeyword) {
		return printedKeyword(&c.def.Keywords, k)
	}
	ms := g.mods(id, maskKeyword)
	switch {
	case ms.lose&(1<<k|1<<kwAll) != 0:
		return false
	case ms.gain&(1<<k) != 0:
		return true
	}
	return !ms.blank && printedKeyword(&c.def.Keywords, k)
}

// skill is the character's skill as counted: the printed skill plus every
// modifier, never counted below zero (FAQ 1.5).
func (g *Game) skill(id CardID) int {
	if g.featureless(id) {
		return 0
	}
	if !g.modsOf(maskSkill) || !g.mayModify(id, maskSkill) {
		return max(0, g.printedSkillWith(id, nil))
	}
	ms := g.mods(id, maskSkill) // one sum for the printed skill and the modifiers
	return max(0, g.printedSkillWith(id, &ms)+int(ms.skill))
}

// printedSkillOf is a character's printed skill as the rules read it now:
// a printed X is 0 unless the card's text defines it (FAQ 2.1), and an
// effect may set the printed value ("lower its printed skill to 0").
func (g *Game) printedSkillOf(id CardID) int {
	if !g.modsOf(maskSkill) {
		return g.printedSkillWith(id, nil)
	}
	ms := g.mods(id, maskSkill)
	return g.printedSkillWith(id, &ms)
}

// printedSkillWith is printedSkillOf given the card's skill modifiers ms
// (nil when none can be in force).
func (g *Game) printedSkillWith(id CardID, ms *modSum) int {
	c := &g.cards[id]
	base := int(c.def.Skill)
	if c.def.SkillX {
		base = 0
	}
	if ms != nil {
		if c.def.SkillX {
			base = int(ms.skillX)
		}
		if ms.setPrinted {
			base = int(ms.printedSkill)
		}
	}
	return base
}

// icons returns the character's icons: printed plus modifiers, each kind
// never below zero (FAQ 2.28).
func (g *Game) icons(id CardID) carddb.Icons {
	c := &g.cards[id]
	if g.featureless(id) {
		return carddb.Icons{}
	}
	ic := c.def.Icons
	if g.modsOf(maskIcons) && g.mayModify(id, maskIcons) {
		if ms := g.mods(id, maskIcons); ms.icons != [4]int16{} { // most sums are none
			for k := range ic {
				ic[k] = int8(max(0, int(ic[k])+int(ms.icons[k])))
			}
		}
	}
	return ic
}

// toughness is the number of wounds the character survives: every source
// of Toughness stacks (Rulebook, Toughness).
func (g *Game) toughness(id CardID) int {
	c := &g.cards[id]
	if g.featureless(id) {
		return 0
	}
	if !g.modsOf(maskToughness) || !g.mayModify(id, maskToughness) {
		return int(c.def.Keywords.Toughness)
	}
	ms := g.mods(id, maskToughness)
	if ms.lose&(1<<kwAll) != 0 {
		return 0
	}
	t := int(ms.toughness)
	if !ms.blank {
		t += int(c.def.Keywords.Toughness)
	}
	return max(0, t)
}

// faction is the card's faction now; insane characters have none, nor
// has a card that lost its factions (LosesFactions). A neutral card that
// gained a faction (GainFaction) has the lowest it gained; hasFaction
// tells every faction of a card.
func (g *Game) faction(id CardID) carddb.Faction {
	if g.cards[id].insane || g.cards[id].faceDown {
		return carddb.Neutral
	}
	f := g.cards[id].def.Faction
	if g.modsOf(maskFaction) && g.mayModify(id, maskFaction) {
		ms := g.mods(id, maskFaction)
		if ms.neutral {
			return carddb.Neutral
		}
		if f == carddb.Neutral && ms.factions != 0 {
			return carddb.Faction(bits.TrailingZeros16(ms.factions))
		}
	}
	return f
}

// hasFaction reports whether a card has a faction now: its own, or one
// it gained (GainFaction), unless it lost them all (LosesFactions); a
// card is neutral when it has no other.
func (g *Game) hasFaction(id CardID, f carddb.Faction) bool {
	if g.cards[id].insane || g.cards[id].faceDown {
		return f == carddb.Neutral
	}
	own := g.cards[id].def.Faction
	if !g.modsOf(maskFaction) || !g.mayModify(id, maskFaction) {
		return own == f
	}
	ms := g.mods(id, maskFaction)
	switch {
	case ms.neutral:
		return f == carddb.Neutral
	case f == carddb.Neutral:
		return own == carddb.Neutral && ms.factions == 0
	}
	return own == f || ms.factions&(1<<uint(f)) != 0
}

// canGoInsane reports whether a character can be made insane: not one with
// a terror icon or Willpower (Rulebook, Terror Struggle), not one already
// insane (FAQ 2.34).
func (g *Game) canGoInsane(id CardID) bool {
	c := &g.cards[id]
	if c.insane || !g.isCharacter(id) {
		return false
	}
	return (g.icons(id)[carddb.Terror] == 0 || g.cannot(id, terrorNoShield)) && !g.hasKeyword(id, kwWillpower) && !g.cannot(id, cannotInsane)
}

// canBeWounded reports whether a character can be wounded or chosen to be
// wounded: not one with Invulnerability (Rulebook, Keywords; FAQ 2.37).
func (g *Game) canBeWounded(id CardID) bool {
	return g.isCharacter(id) && !g.hasKeyword(id, kwInvulnerability) && !g.cannot(id, cannotWound)
}

// canCommit reports whether a character may commit to a story: ready (or
// exhausted, when a story takes exhausted characters: OnlyExhaustedCommit),
// sane, not committed, and not forbidden by an effect; or whether a support
// might commit as a character (CommitsAsCharacter). Whether it may go to
// a given story, commitAllowed says.
func (g *Game) canCommit(id CardID) bool {
	return g.readyToCommit(id) && !g.commitForbidden(id)
}

// commitForbidden reports whether a modifier forbids the card to commit.
func (g *Game) commitForbidden(id CardID) bool {
	return g.modsOf(maskCommit) && g.mayModify(id, maskCommit) && g.mods(id, maskCommit).noCommit
}

// readyToCommit is canCommit without the modifiers on the card: a sane,
// ready character in play, not committed or declared yet; an exhausted one
// too while some story may take only exhausted characters
// (OnlyExhaustedCommit), and a ready support with a modifier that may let
// it commit as a character (CommitsAsCharacter). commitAllowed reads the
// modifiers, story by story.
func (g *Game) readyToCommit(id CardID) bool {
	c := &g.cards[id]
	if c.insane || c.committed != None || c.pending != None {
		return false
	}
	if g.isCharacter(id) {
		return !c.exhausted || g.modsOf(maskReady) && (g.exhaustedMayCommit() || g.commitsExhausted(id))
	}
	return !c.exhausted && c.zone == ZonePlay && c.host == None && c.def.Type == carddb.Support &&
		g.modsOf(maskAsChar) && g.mayModify(id, maskAsChar)
}

// controlsKeyword reports whether the player controls a character with the
// keyword.
func (g *Game) controlsKeyword(p int, k Keyword) bool {
	for _, id := range g.players[p].play {
		if g.isCharacter(id) && g.hasKeyword(id, k) {
			return true
		}
	}
	return false
}

// hvTogether reports whether player p may control Heroic and Villainous
// characters together: a sane card of his in play says so
// (HeroicAndVillainousTogether).
func (g *Game) hvTogether(p int) bool {
	if !g.modsOf(maskCannot) {
		return false
	}
	for _, id := range g.players[p].play {
		if g.cannotNow(id, hvTogether) {
			return true
		}
	}
	return false
}

// hvExempt reports whether player p may bring the Heroic or Villainous
// card def in beside characters of the other kind: a card of his in play,
// or the card's own text, lets him (HeroicAndVillainousTogether). It is
// asked only once the rule would keep the card out.
func (g *Game) hvExempt(p int, def *carddb.Card) bool {
	return g.hvTogether(p) || g.entersHVTogether(def)
}

// entersHVTogether reports whether a card's own constant abilities let
// its controller have Heroic and Villainous characters together: a card
// that says so is not kept out of play by the rule it sets aside.
func (g *Game) entersHVTogether(def *carddb.Card) bool {
	im := g.lib.byKeyChain(def.Key())
	if im == nil || im.modMask&maskCannot == 0 {
		return false
	}
	for k := range im.Abilities {
		if a := &im.Abilities[k]; a.Kind == Constant {
			for _, m := range a.Mods {
				if m.kind == modCannot && (uint16(uint8(m.n))|uint16(m.kw)<<8)&hvTogether != 0 {
					return true
				}
			}
		}
	}
	return false
}

// controlsBoth reports whether the player controls a Heroic and a
// Villainous character (one pass: the engine asks after many steps).
func (g *Game) controlsBoth(p int) bool {
	heroic, villainous := false, false
	// Only a modifier that gives Heroic or Villainous makes a character
	// either that is not printed so; losing and blanking only take.
	granted := g.modsOf(modBit(modGivesHV))
	if !granted && (g.hvIn[0] == 0 || g.hvIn[1] == 0) {
		return false // no Heroic or no Villainous card in play at all
	}
	if g.hvTogether(p) {
		return false
	}
	for _, id := range g.players[p].play {
		if !g.isCharacter(id) {
			continue
		}
		if kw := &g.cards[id].def.Keywords; !kw.Heroic && !kw.Villainous && !granted {
			continue
		}
		heroic = heroic || g.hasKeyword(id, kwHeroic)
		villainous = villainous || g.hasKeyword(id, kwVillainous)
	}
	return heroic && villainous
}

// IsDay reports whether it is Day: a Day card is in play (Rulebook, Day and
// Night; FAQ 2.35). It can be both Day and Night.
func (g *Game) IsDay() bool { return g.anyInPlay(kwDay) }

// IsNight reports whether it is Night.
func (g *Game) IsNight() bool { return g.anyInPlay(kwNight) }

// anyInPlay reports whether a Day or a Night card (k) is in play: with the
// keyword, or, an Eldritch Edition card, the subtype (Eldritch Edition
// rules, Day and Night: a Day or Night card in play makes it so).
func (g *Game) anyInPlay(k Keyword) bool {
	for p := range g.players {
		for _, id := range g.players[p].play {
			if g.isTimeCard(id, k) {
				return true
			}
		}
	}
	for s := range g.stories {
		if id := g.stories[s].card; id != None && (printedKeyword(&g.cards[id].def.Keywords, k) || g.cards[id].def.Has(timeSubtype(k))) {
			return true
		}
	}
	return false
}

// The Day and Night subtypes: the collectible game prints "Day" or
// "Night" as a subtype where the LCG prints the keyword (Eldritch rules,
// Day and Night).
var subtypeDay, subtypeNight = vocabSubtype("Day"), vocabSubtype("Night")

// timeSubtype is the subtype that makes a Day (kwDay) or Night (kwNight)
// card of the collectible game.
func timeSubtype(k Keyword) carddb.Subtype {
	if k == kwDay {
		return subtypeDay
	}
	return subtypeNight
}

// isTimeCard reports whether a card is a Day (k kwDay) or Night (kwNight)
// card now: it has the keyword (LCG) or the subtype (CCG).
func (g *Game) isTimeCard(id CardID, k Keyword) bool {
	return g.hasKeyword(id, k) || g.hasSubtype(id, timeSubtype(k))
}

// sameTitle reports whether two cards share a title (uniqueness and the
// deck limit go by title).
func sameTitle(a, b *carddb.Card) bool {
	return a == b || strings.EqualFold(a.Title, b.Title)
}
