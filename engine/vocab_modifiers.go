package engine

import (
	"cthulhu/carddb"
	"reflect"
	"strconv"
	"strings"
)

// Modifiers: what a constant ability or a lasting effect changes of a card
// (skill, icons, keywords, Toughness, cost, what it cannot do), and the
// counts a modifier may be multiplied by.

// Skill is a skill modifier.
func Skill(n int) Mod { return Mod{kind: modSkill, n: int8(n)} }

// SkillX defines a printed skill X as n (usually times a count: "X is the
// number of ..."), which is then the card's printed skill (FAQ 2.1).
func SkillX(n int) Mod { return Mod{kind: modSkillX, n: int8(n)} }

// GainIcon gives n icons of a kind (negative removes, FAQ 2.28).
func GainIcon(ic carddb.Icon, n int) Mod { return Mod{kind: modIcon, icon: ic, n: int8(n)} }

// Gain gives a keyword; Lose takes it away.
func Gain(k Keyword) Mod { return Mod{kind: modKeyword, kw: k} }

func Lose(k Keyword) Mod { return Mod{kind: modLoseKeyword, kw: k} }

// LoseAllKeywords makes a card lose every keyword it has, printed or
// gained, Toughness included (Curse of the Putrid Husk).
func LoseAllKeywords() Mod { return Mod{kind: modLoseKeyword, kw: kwAll} }

// ToughnessPlus gives Toughness +n (stacking).
func ToughnessPlus(n int) Mod { return Mod{kind: modToughness, n: int8(n)} }

// LoseAllToughness takes away all Toughness, whatever its sources.
func LoseAllToughness() Mod { return ToughnessPlus(-127) }

// Blank blanks the text box (FAQ 1.12, 2.25).
func Blank() Mod { return Mod{kind: modBlank} }

// GainSubtype gives a subtype (FAQ 1.14).
func GainSubtype(s string) Mod { return Mod{kind: modSubtype, str: s} }

// CostDelta changes the cost to play by n; CostDeltaMin1 to a minimum of 1.
func CostDelta(n int) Mod { return Mod{kind: modCost, n: int8(n)} }

func CostDeltaMin1(n int) Mod { return Mod{kind: modCostMin1, n: int8(n)} }

// CannotCommit forbids committing to stories.
func CannotCommit() Mod { return Mod{kind: modNoCommit} }

// BarsPrintedSkillAtMost, on a story (an attachment's, On(HostOfSelf)):
// characters of printed skill n or less (FAQ 2.26) cannot commit to it,
// as commitments are declared or as an effect commits them. Of several,
// the highest n holds.
func BarsPrintedSkillAtMost(n int) Mod { return Mod{kind: modNoCommit, n: int8(n + 1)} }

// WinnerChoosesInsane: when the controller of the card it is on wins a
// terror struggle in which the card takes part (committed to the story),
// he, not the loser, chooses which of the loser's characters there goes
// insane, instead of the normal choice.
func WinnerChoosesInsane() Mod { return Mod{kind: modWinnerChoosesInsane} }

// StruggleBecomesTerror: a story resolves an additional terror struggle in
// place of one of its struggles of kind ic, instead of that struggle.
func StruggleBecomesTerror(ic carddb.Icon) Mod {
	return Mod{kind: modStruggleToTerror, icon: ic, n: 1}
}

// MustCommit: a character must commit to a story, if able, whenever its
// controller commits characters.
func MustCommit() Mod { return Mod{kind: modMustCommit} }

// CountsAtEveryStory: a committed character's skill and icons count at
// every other story as well as its own, for the struggles and success
// there; it is not committed to them.
func CountsAtEveryStory() Mod { return Mod{kind: modCountsEverywhere} }

// CountsSkillWhereCommitted: a committed character's skill (not its
// icons) counts too at every other story where a character of subtype s,
// either player's, is committed, for its player's skill total there. As
// with CountsAtEveryStory, it is committed to its own story only.
func CountsSkillWhereCommitted(s string) Mod { return Mod{kind: modCountsEverywhere, str: s} }

// StoryStruggles adds n struggles of a kind to a story (negative removes).
func StoryStruggles(ic carddb.Icon, n int) Mod { return Mod{kind: modStruggle, icon: ic, n: int8(n)} }

// CannotBeWounded, CannotGoInsane and CannotBeTargeted are "cannot"
// modifiers (FAQ 2.2).
func CannotBeWounded() Mod { return cannotMod(cannotWound) }

func CannotGoInsane() Mod { return cannotMod(cannotInsane) }

func CannotBeTargeted() Mod { return cannotMod(cannotTarget) }

// CannotBeRestored forbids restoring (an insane character).
func CannotBeRestored() Mod { return cannotMod(cannotRestore) }

// CannotBeReadied: the card cannot be readied, by an effect, a cost, a
// struggle or the refresh phase (FAQ 2.2).
func CannotBeReadied() Mod { return cannotMod(cannotReady) }

// TerrorDoesNotProtect: the character's terror icons do not keep it from
// going insane (Rulebook, Terror Struggle); Willpower still does.
func TerrorDoesNotProtect() Mod { return cannotMod(terrorNoShield) }

// CannotBeOnlyEventTarget: the card cannot be chosen as the only target
// of an event card (an event that chooses it among other targets may).
func CannotBeOnlyEventTarget() Mod { return cannotMod(cannotSoleEvent) }

// CannotBePlayed: a card out of play (in a hand) cannot be played, as a
// lasting effect on the cards a filter selects ("that player can only
// play cards of another faction").
func CannotBePlayed() Mod { return cannotMod(cannotPlay) }

// CannotEnterPlayByTriggeredEffect, on cards out of play
// (.On(CharacterCard): "characters cannot enter play through triggered
// effects"): no Action, Disrupt, Response or Forced Response resolving,
// an event card's included, puts them into play (Event.ByTriggeredEffect);
// they may still be played, or put into play by a passive effect.
func CannotEnterPlayByTriggeredEffect() Mod { return cannotMod(cannotEnterByTrigger) }

// ResourceAtRandom, on the cards of a player's hand: in his resource
// phase he chooses the domain, and the resource attached to it is picked
// at random from his hand.
func ResourceAtRandom() Mod { return cannotMod(resourceAtRandom) }

// CannotBeOnlyTriggeredTarget: no triggered effect (an Action, Disrupt,
// Response or Forced Response, of an event or a card in play) may choose
// the card as its only target (Dark Quagmire).
func CannotBeOnlyTriggeredTarget() Mod { return cannotMod(cannotSoleTriggered) }

// CannotTriggerAbilities: the card's own triggered abilities (Action,
// Disrupt, Response, Forced Response) cannot be used, nor do they
// resolve; its constant abilities and passives still work, and so do
// the abilities an attachment gives it to use (Cryptic Writings).
func CannotTriggerAbilities() Mod { return cannotMod(cannotTrigger) }

// cannotMod is the "cannot" modifier of the given bits (cannotWound...):
// their low byte is kept in the modifier's n, the high one in its kw
// (addMods puts them together again).
func cannotMod(what uint16) Mod {
	return Mod{kind: modCannot, n: int8(uint8(what)), kw: Keyword(what >> 8)}
}

// ImmuneTo makes a card immune to X (FAQ 2.36): "Polar events",
// "triggered effects", "Spells".
func ImmuneTo(x string) Mod { return Mod{kind: modImmune, str: x} }

// EntersPlayExhausted makes a card enter play exhausted (a constant of the
// card itself, usually with a condition).
func EntersPlayExhausted() Mod { return Mod{kind: modEntersExhausted} }

// TopOfDeckRevealed reveals a card to every player while it is the top
// card of its owner's deck ("play with the top card of their deck
// revealed"): On(InTopOfDeck(1) and whose deck).
func TopOfDeckRevealed() Mod { return Mod{kind: modRevealed} }

// revealedTop returns the top card of player p's deck when a modifier
// reveals it (TopOfDeckRevealed), or None.
func (g *Game) revealedTop(p int) CardID {
	deck := g.players[p].deck
	if len(deck) == 0 || !g.modsOf(maskRevealed) {
		return None
	}
	top := deck[len(deck)-1]
	if g.modsOn(top, maskRevealed) && g.mods(top, maskRevealed).revealed {
		return top
	}
	return None
}

// NoteChosenIcon is an apply function for a PickIcon choice: the ability's
// card, in play, keeps the icon chosen until the end of the phase.
func NoteChosenIcon(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.g.cards[c.src].zone.InPlay() {
		return
	}
	ic := ChosenIcon(chosen[0])
	c.g.addLasting(Mod{kind: modNote, icon: ic}, c.src, c.src, c.p, PerPhase)
	c.g.emit(Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None, Text: ic.Title() + " is chosen"})
}

// notedIcon returns the icon a card in play noted last, if any.
func (g *Game) notedIcon(id CardID) (carddb.Icon, bool) {
	c := &g.cards[id]
	for k := len(g.lasting) - 1; k >= 0; k-- {
		if l := &g.lasting[k]; l.on == id && l.epoch == c.epoch && l.mod.kind == modNote && l.mod.str == "" {
			return l.mod.icon, true
		}
	}
	return 0, false
}

// StoryLosesNotedIcon are the modifiers of "the story it is committed to
// loses a struggle icon of your choice": the icon its card noted.
func StoryLosesNotedIcon() []Mod {
	var out []Mod
	for ic := carddb.Icon(0); ic < 4; ic++ {
		out = append(out, StoryStruggles(ic, -1).On(func(c *Ctx, id CardID) bool {
			s := c.g.cards[c.src].committed
			if s == None || s != id {
				return false
			}
			n, ok := c.g.notedIcon(c.src)
			return ok && n == ic
		}))
	}
	return out
}

// PrintedSkillIs treats a character's printed skill as n; every other
// modifier still applies to it (FAQ 1.5, 2.26).
func PrintedSkillIs(n int) Mod { return Mod{kind: modPrintedSkill, n: int8(n)} }

// On makes a constant ability's modifier apply to the cards a filter
// selects. The modifiers on the ability's own card (Self) or its host
// (HostOfSelf) are marked so: a query about any other card passes them
// over without asking the filter.
func (m Mod) On(f CardFilter) Mod {
	m.who, m.anchor = f, noAnchor
	switch reflect.ValueOf(f).Pointer() {
	case reflect.ValueOf(Self).Pointer():
		m.anchor = anchorSelf
	case reflect.ValueOf(HostOfSelf).Pointer():
		m.anchor = anchorHost
	}
	return m
}

// Times makes a modifier apply once per count ("for each insane
// character").
func (m Mod) Times(per func(c *Ctx) int) Mod { m.per = per; return m }

// TimesEach makes a modifier apply once per count of the card it modifies
// ("+1 skill for each investigation icon it has").
func (m Mod) TimesEach(per func(c *Ctx, id CardID) int) Mod { m.perCard = per; return m }

// IconsOf counts a card's icons of a kind now.
func IconsOf(ic carddb.Icon) func(c *Ctx, id CardID) int {
	return func(c *Ctx, id CardID) int { return int(c.g.icons(id)[ic]) }
}

// CountInPlay counts the cards in play the filter selects.
func CountInPlay(f CardFilter) func(c *Ctx) int {
	return func(c *Ctx) int {
		n := 0
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if f(c, id) {
					n++
				}
			}
		}
		return n
	}
}

// CountInYourDiscard counts the cards in the controller's discard pile
// with subtype s: printed (out of play a card has its printed
// characteristics), or given by an effect that reaches the discard pile
// (Opener of the Gate).
func CountInYourDiscard(subtype string) func(c *Ctx) int {
	st := vocabSubtype(subtype)
	return func(c *Ctx) int {
		n := 0
		for _, id := range c.g.players[c.p].discard {
			if c.g.hasSubtypeUncounted(id, st) {
				n++
			}
		}
		return n
	}
}

// DomainsYouControl counts the controller's domains.
func DomainsYouControl(c *Ctx) int { return len(c.g.players[c.p].domains) }

// ResourceTypesOfPayingDomainBut counts the resource types (resource icons;
// a neutral card has none, Rulebook: "no specific resource symbol") among
// the resources of the domain paying for the card being played, other than
// the given one; 0 while no domain is being tried.
func ResourceTypesOfPayingDomainBut(f carddb.Faction) func(c *Ctx) int {
	return func(c *Ctx) int {
		d := c.g.payDomain
		if d < 0 || d >= len(c.g.players[c.p].domains) {
			return 0
		}
		_, by := c.g.domainCount(c.p, d)
		n := 0
		for k, v := range by {
			if v > 0 && carddb.Faction(k) != carddb.Neutral && carddb.Faction(k) != f {
				n++
			}
		}
		return n
	}
}

// PayingDomain is, for a card's own constant abilities working from the
// hand, the domain being tried or drained to pay for the card
// being played (a cost that depends on the domain), or -1.
func (c *Ctx) PayingDomain() int { return c.g.payDomain }

// noStrugglesN marks a NoStruggles modifier among a story's struggle
// modifiers.
const noStrugglesN = -128

// NoStruggles makes the struggles of a kind not resolve at a story: its
// printed icons of that kind, its boosters and the struggles effects add
// ("terror struggles do not resolve at that story").
func NoStruggles(ic carddb.Icon) Mod { return Mod{kind: modStruggle, icon: ic, n: noStrugglesN} }

// DoesNotCountSkill: a character's skill is not counted in a story's
// skill total, for success (Rulebook, Determine Success), wherever it
// counts (its own story, or every story with CountsAtEveryStory). Its
// skill is unchanged: effects that read it still see it.
func DoesNotCountSkill() Mod { return Mod{kind: modNoSkillCount} }

// CommitsWithoutExhausting: on a character, it does not exhaust to
// commit to a story; on a story, no character exhausts to commit to it.
// The character is committed all the same (Rulebook, Story Phase).
func CommitsWithoutExhausting() Mod { return Mod{kind: modCommitsReady} }

// OnlyExhaustedCommit, on a story: ready characters cannot commit to it,
// and exhausted ones can (sane, not committed yet), as the commitments
// are declared or as an effect commits them; they stay exhausted, as
// committing exhausts a character (The Silver Key).
func OnlyExhaustedCommit() Mod { return Mod{kind: modCommitsReady, n: exhaustedOnlyN} }

// CommitsWhileExhausted, on a character: it may commit to any story while
// exhausted, as while ready (Clover Club Bootlegger); it stays exhausted.
func CommitsWhileExhausted() Mod { return Mod{kind: modCommitsReady, n: exhaustedTooN} }

// exhaustedOnlyN marks OnlyExhaustedCommit, and exhaustedTooN
// CommitsWhileExhausted, among the modifiers of CommitsWithoutExhausting's
// kind (of how exhausting goes with committing).
const (
	exhaustedOnlyN = 1
	exhaustedTooN  = 2
)

// CommitsAsCharacter, on a ready support card in play (On(Self)): its
// controller may declare it to a story as he declares his characters
// (only then: the normal commitment, and never by an effect that
// commits characters), paying by exhausting it. Declared, it is a
// character until the end of the phase (as Ctx.BecomesCharacterForPhase
// makes one, no longer a support), of printed skill n, with the icons
// given in letters ("TCCC") and the keyword k gained: lasting effects,
// which blanking its text box later does not undo (FAQ, Guardian Pillar
// rulings). Its name and uniqueness stay.
func CommitsAsCharacter(skill int, icons string, k Keyword) Mod {
	for _, r := range icons {
		if _, ok := carddb.ParseIcon(string(r)); !ok {
			panic("CommitsAsCharacter: " + strconv.Quote(icons) + " is not a string of icon letters (T C A I)")
		}
	}
	return Mod{kind: modCommitsAsCharacter, n: int8(skill), str: icons, kw: k}
}

// CountsLoneCharacterOf: while the character is committed to a story, the
// skill and icons of the one character of subtype s its controller
// controls count at that story as well ("if you control a single Ancient
// One, count its skill and icons at any story this card is committed
// to"), when he controls exactly one. It is not committed there (as
// CountsAtEveryStory's), and counts once at a story, not at all when it
// is committed there itself (FAQ, The Captain ruling).
func CountsLoneCharacterOf(s string) Mod { return Mod{kind: modCountsLone, str: s} }

// DoesNotCountIcons: a character's icons are not counted in the icon
// struggles of a story, wherever they count (its own story, or every
// story with CountsAtEveryStory). Its icons are unchanged: effects that
// read them still see them.
func DoesNotCountIcons() Mod { return Mod{kind: modNoIconCount} }

// DoesNotCountIconsOf: as DoesNotCountIcons, for a character's icons of
// one kind only; its other icons count.
func DoesNotCountIconsOf(ic carddb.Icon) Mod { return Mod{kind: modNoIconCount, n: int8(1) << ic} }

// NotReplaced: a story just won (in its winner's won pile) is not
// replaced from the story deck (Rulebook, Winning a Story Card): its slot
// stays empty. The modifier is asked once, as the story would be
// replaced; an empty slot is not filled later.
func NotReplaced() Mod { return Mod{kind: modNotReplaced} }

// CannotHaveAttachments: no card can be attached to the card, played as
// an attachment or attached by an effect (FAQ 1.15).
func CannotHaveAttachments() Mod { return Mod{kind: modNoAttachments} }

// HoldsDiscardPile (on a discard pile, its pile card: an attachment's
// host, On(HostOfSelf)): no card can leave that pile, for any reason. An
// effect that would take a card out of it does not move that card, and a
// card there is offered by no choice of a card in a discard pile
// (heldInPile).
func HoldsDiscardPile() Mod { return cannotMod(cannotLeavePile) }

// RevealedInHand, on cards in a hand (On(InOpponentsHand)), shows them
// to every player while they are there: a hand played revealed (FAQ 2.4).
func RevealedInHand() Mod { return cannotMod(revealedInHand) }

// DiscardToDeckBottom: a card about to go to its owner's discard pile,
// from wherever, goes to the bottom of his deck instead (a passive
// replacement, FAQ 1.8): a card that leaves play still leaves play
// (destroyed, sacrificed, discarded), and an event resolved goes there too.
func DiscardToDeckBottom() Mod { return Mod{kind: modToDeckBottom} }

// CommitsToOneStory: a character may be committed only to the story its
// controller has already declared or committed another character to this
// phase, if any: on every character ("each player can only commit
// characters to a single story"), it limits each player to one story.
func CommitsToOneStory() Mod { return Mod{kind: modOneStory} }

// CannotCommitAlone: a character commits to a story only if another
// character its controller controls commits there at the same time or is
// committed there already; declared alone, it does not commit when its
// player's commitments are made (commit.go).
func CannotCommitAlone() Mod { return Mod{kind: modNotAlone} }

// CommitsOnlyAlone: a character commits to a story only where no other
// character of its controller is committed or declared as its player's
// commitments are made (declared with others, it does not commit and stays
// where it is), nor by an effect to a story where one is; characters that
// join it there later leave it committed.
func CommitsOnlyAlone() Mod { return Mod{kind: modNotAlone, n: 1} }

// StoryWinNeedsConspiracy, on a card in play: no player wins the game by
// his won stories unless one of them is a conspiracy, or the story deck
// is empty. Once nothing forbids it, a player with enough won stories
// wins at once (a state check, machine.go).
func StoryWinNeedsConspiracy() Mod { return Mod{kind: modWinNeedsConspiracy} }

// LosesFactions: the card loses every faction affiliation and is
// neutral; a faction gained otherwise (GainFaction) is lost too.
func LosesFactions() Mod { return Mod{kind: modNeutral} }

// GainFaction: the card has faction f as well as its own (a neutral card
// is then of faction f only).
func GainFaction(f carddb.Faction) Mod { return Mod{kind: modGainFaction, n: int8(f)} }

// StruggleCountsIcons: a story's struggles of kind ic are resolved by
// counting each player's icons of kind counted instead of ic; they are
// still struggles of kind ic, with their normal effects. Of several such
// effects on one kind, the last made counts.
func StruggleCountsIcons(ic, counted carddb.Icon) Mod {
	return Mod{kind: modStruggleCounts, icon: ic, n: int8(counted)}
}

// HandLimit: the controller of the character it is on may not hold more
// than n cards in his hand; whenever he holds more, he chooses and
// discards cards from it until n remain (a state check, machine.go). It
// does not stop him drawing past n. Of several limits, the lowest holds.
func HandLimit(n int) Mod { return Mod{kind: modHandLimit, n: int8(n)} }

// MayDeclineDraws: the controller of the character it is on may choose
// not to draw each card he would draw, one at a time (zones.go, drawN):
// a draw is then a decision per card, knowing the cards drawn before.
func MayDeclineDraws() Mod { return Mod{kind: modMayDeclineDraws} }

// OpponentsNeedMoreTokens, on a story: the opponents of the ability's
// player need n success tokens more than five to win it (Rulebook,
// Winning a Story Card); the player himself needs five. Several add up.
// The check of stories to win (machine.go) reads it whenever it may be in
// force, so that a story is won at once when the modifier ends.
func OpponentsNeedMoreTokens(n int) Mod { return Mod{kind: modOpponentsNeedTokens, n: int8(n)} }

// ExtraStoryToWin, on a card in play, makes each player need n more won
// stories to win the game (Samantha Grace); copies add up.
func ExtraStoryToWin(n int) Mod { return Mod{kind: modExtraStory, n: int8(n)} }

// PlayableFromDiscard, a constant of the card's own working from the
// discard pile (Working(FromDiscard)), or a lasting effect on a card in a
// discard pile: while in force, its owner may play it from his discard
// pile as if it were in his hand (Ghoulish Hag, Chant of Thoth); an event
// in any window it could be played from the hand.
func PlayableFromDiscard() Mod { return Mod{kind: modPlayFromDiscard} }

// PlayableFromStoryForToken, on event cards attached to a story or a
// conspiracy (On: the story's filter of its attachments): each may be
// played by its owner from there as if it were in his hand, in the
// windows and by the rules an event in his hand is played by, removing
// one of his success tokens from that story as part of its cost (Realm of
// Ice and Death). Played, it leaves the story for good: it resolves, and
// goes to its owner's discard pile (FAQ 2.32).
func PlayableFromStoryForToken() Mod { return Mod{kind: modPlayFromDiscard, n: 1} }

// AttachmentsOnItCost, on the card itself: its controller's Attachment
// support cards played on it cost n more (n < 0: less, not below 0) (John
// Henry Price).
func AttachmentsOnItCost(n int) Mod { return Mod{kind: modAttachCost, n: int8(n)} }

// ExtraDrawPhaseCards, on the card itself: each player draws n more
// cards in his draw phase's standard draw while it is in play (The Back
// Room).
func ExtraDrawPhaseCards(n int) Mod { return Mod{kind: modExtraDraws, n: int8(n)} }

// StruggleCountsSkill, on a story, resolves each of its struggles by
// comparing the players' skill totals there instead of icons; it takes
// precedence over StruggleCountsIcons (FAQ, Chess Prodigy and Parallel
// Universe question).
func StruggleCountsSkill() Mod { return Mod{kind: modStruggleSkill} }

// CommitsOnlyWithSameFaction, on a character, forbids its controller to
// commit it to a story to which he commits (or has committed) a character
// of another faction. A neutral character has no faction, and differs from
// none.
func CommitsOnlyWithSameFaction() Mod { return Mod{kind: modSameFaction} }

// StaysCommitted, on a committed character, keeps it committed when the
// characters uncommit at the end of the story phase; it leaves its story
// when the story is won, or by an effect.
func StaysCommitted() Mod { return Mod{kind: modStaysCommitted} }

// EffectMustResolve: on a story, its winner must execute its effect (he
// is not asked whether to).
func EffectMustResolve() Mod { return Mod{kind: modEffectMustResolve} }

// WinsStoryByMargin is a lasting effect on a story (TargetGains), for the
// ability's player: when he wins a struggle of kind ic there by n icons
// or more, he wins the story at once, before the struggle's effect
// (story.go). It is read from the lasting effects alone: a constant
// ability cannot give it.
func WinsStoryByMargin(ic carddb.Icon, n int) Mod {
	return Mod{kind: modWinByMargin, icon: ic, n: int8(n)}
}

// SuccessPerStruggleWon is a lasting effect on a story (TargetGains), for
// the ability's player: each time he wins a struggle of kind ic there, he
// may place one success token on the story, once the struggle's effect
// has resolved (story.go). It is read from the lasting effects alone, as
// WinsStoryByMargin is.
func SuccessPerStruggleWon(ic carddb.Icon) Mod {
	return Mod{kind: modSuccessPerWin, icon: ic, n: 1}
}

// ReadyPerStruggleMargin is a lasting effect on a story (TargetGains, or
// Ctx.GainsForPhase): the winner of each struggle of kind ic there,
// whichever player he is, may then choose and ready characters committed
// there, either player's, one for each icon he won the struggle by, once
// the struggle's effect has resolved (story.go). It is read from the
// lasting effects alone, as SuccessPerStruggleWon is.
func ReadyPerStruggleMargin(ic carddb.Icon) Mod {
	return Mod{kind: modReadyPerMargin, icon: ic, n: 1}
}

// BarsIconFromStory is a lasting effect on a story (TargetGains): the
// characters with one or more icons of kind ic cannot commit to it, as
// commitments are declared or as an effect commits them. It is read from
// the lasting effects alone (barredByLasting).
func BarsIconFromStory(ic carddb.Icon) Mod { return Mod{kind: modBarsFromStory, icon: ic, n: 1} }

// BarsOpponentsFromStory is a lasting effect on a story (TargetGains,
// TargetGainsForTurn): the characters of the effect's player's opponents
// cannot commit to it. It is read from the lasting effects alone
// (barredByLasting).
func BarsOpponentsFromStory() Mod { return Mod{kind: modBarsFromStory, n: 2} }

// StrugglesFirst makes a story resolve its struggles of kind ic, its
// boosters' included, before its other struggles, which keep their order
// (engine/story.go).
func StrugglesFirst(ic carddb.Icon) Mod { return Mod{kind: modStruggleFirst, icon: ic} }

// CostDeltaOfSubtype changes by n the cost to play, from their owner's
// hand, the cards with the subtype s: a subtype a player names as an
// ability resolves, kept in the modifier (its str).
func CostDeltaOfSubtype(n int, s string) Mod {
	st := carddb.SubtypeOf(s)
	m := CostDelta(n).On(func(c *Ctx, id CardID) bool {
		return BeingPlayedFromHand(c, id) && c.g.hasSubtype(id, st)
	})
	m.str = s
	return m
}

// CostDeltaOfTitle changes by n the cost to play the cards titled title,
// for every player, wherever they are played from (out of play, or an
// event attached to a story: PlayableFromStoryForToken): a card named as
// an ability resolves (PickTitle), kept in the modifier (its str).
func CostDeltaOfTitle(n int, title string) Mod {
	m := CostDelta(n).On(func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		return (!cd.zone.InPlay() || cd.def.Type == carddb.Event && cd.host != None) && strings.EqualFold(cd.def.Title, title)
	})
	m.str = title
	return m
}

// CountsAtHostStory (on an attachment of a story, its own) counts the
// card's printed skill and icons for its controller at the story it is
// attached to, as the story resolves, as a committed character's would: it is not
// committed there, and no struggle's effect chooses it.
func CountsAtHostStory() Mod { return Mod{kind: modCountsAtHost} }

// ReturnsToHandIfStoryWon (on an attachment of a story, its own): when its
// controller wins the story, the card goes back to his hand, instead of
// being destroyed with the story's other attachments.
func ReturnsToHandIfStoryWon() Mod { return Mod{kind: modReturnsIfWon} }

// HeroicAndVillainousTogether, on a card (On(Self)): its controller may
// control Heroic and Villainous characters at the same time, and play or
// put into play either while he controls the other (Rulebook, Keywords:
// Heroic/Villainous). A card entering play with it in its own text is
// let in by it (docs/rulings.md).
func HeroicAndVillainousTogether() Mod { return cannotMod(hvTogether) }

// CannotBeUncommitted, on a committed character: no effect removes it
// from its story ("cannot uncommit": FAQ 2.2, absolute). With
// StaysCommitted it stays there past the end of the story phase too.
func CannotBeUncommitted() Mod { return cannotMod(cannotUncommit) }

// BarsKeywordFromStory, on a story (an attachment's HostOfSelf): characters
// with keyword k cannot commit to it (The Eye of Light and Darkness).
func BarsKeywordFromStory(k Keyword) Mod { return Mod{kind: modNoCommit, kw: k, n: barKeywordN} }

// barKeywordN marks BarsKeywordFromStory among the modNoCommit modifiers.
const barKeywordN = -1

// ResourcesAlsoMatch, a constant ability of an attachment of a domain,
// lets the domain's resources of faction from also provide a resource
// match for cards of faction to (the Eldritch Edition's An Intriguing
// Offer): AlsoMatches on those resources. A Loyal card still needs
// resources of its own faction (payProblem).
func ResourcesAlsoMatch(from, to carddb.Faction) Mod {
	return AlsoMatches(to).On(ResourceOnHostDomain(from))
}

// anyFactionN marks an AlsoMatches modifier that provides a match for the
// cards of every faction.
const anyFactionN = -1

// AlsoMatches, on a resource, makes it provide a resource match for the
// cards of faction f too, where its domain pays: a constant of an
// attachment of a domain, On the resources it names ("the Cthulhu
// resources of this domain match Syndicate cards too"). Its kind is read
// from the attachments of the domain that pays, not summed.
func AlsoMatches(f carddb.Faction) Mod { return Mod{kind: modAlsoMatches, n: int8(f)} }

// TargetMatchesAnyFaction: until the end of the phase, target i's resource
// provides a resource match for the cards of any faction (the player
// paying chooses the one he needs).
func TargetMatchesAnyFaction(i int) Effect {
	e := eachTarget(i, func(c *Ctx, id CardID) {
		if c.g.cards[id].zone == ZoneResource {
			c.g.addLasting(Mod{kind: modAlsoMatches, n: anyFactionN}, id, c.src, c.p, PerPhase)
		}
	})
	e.matches = true
	return e
}
