package tootst

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// order: the Silver Twilight's support cards and events, TOotST 36 to 55.
var order = []entry{
	// FAQ errata: the first Silver Twilight character its controller plays
	// each round, to a minimum of 1 (FAQ 2.16; a printed 0 stays 0, 2.17).
	// A round runs from the start of his turn to the start of his next
	// (PerRound); a character played before the Lodge entered play that
	// round was the first all the same.
	card(36, "Silver Twilight Lodge",
		NewConstant("the first Silver Twilight character you play each round costs 1 less, to a minimum of 1",
			CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.SilverTwilight)))).
			When(noTwilightCharacterPlayedThisRound)),
	// The pick is no target; with no Ritual among the cards revealed the
	// "then" does not happen (FAQ 1.3): the deck stays as it is.
	card(37, "Key to the Inner Sanctum",
		NewConstant("its host gains an arcane icon", GainIcon(carddb.Arcane, 1).On(HostOfSelf)),
		NewAction("sacrifice it: reveal your top five cards and take a Ritual card among them; then shuffle your deck").
			Costing(SacrificeSelf()).
			Doing(Custom(revealTopFive, deckHasCards),
				Choosing(PickCard("a revealed Ritual card to put into your hand", All(InTopOfDeck(5), WithSubtype("Ritual"))).FromDeck(),
					takeRevealed),
				Custom(shuffleYourDeck, nil).Then())),
	// Its host's cost is "exhaust this character": the host, the one card
	// the cost may exhaust.
	card(38, "Crescent Blade",
		NewAction("exhaust this character: wound a neutral character you choose that is not an Ancient One").
			GivenToHost().
			Costing(ExhaustOne(HostOfSelf)).
			Choosing(Choose("a neutral non-Ancient One character",
				All(Character, OfFaction(carddb.Neutral), Not(CharacterWithSubtype("Ancient One")))).ToWound()).
			Doing(WoundTarget(0))),
	card(39, "Sigil of the Order",
		NewAction("exhaust it, discard a card from your hand: ready its host").
			Costing(ExhaustSelf(), DiscardCards(1)).
			Doing(ReadyAll(HostOfSelf))),
	// Every player's characters, by their printed skill (an insane one has
	// none, FAQ 2.34, and is kept out of stories anyway).
	card(40, "The Oubliettes",
		NewConstant("characters of printed skill 1 or lower cannot commit to stories",
			CannotCommit().On(All(Character, PrintedSkillAtMost(1))))),
	// "1 or more cards": one token for the cards discarded together (the
	// last discard of its player's hand among the occurrences answered).
	// The opponent is the only one of a two-player game: no choice; he
	// picks the character, which is no target (no "choose").
	card(41, "Ritual of the Construct",
		NewResponse("after you discard one or more cards from your hand: place a success token on it").
			On(On(yourLastDiscard, EvDiscardFromHand)).
			Doing(Custom(placeTokenOnSelf, nil)),
		NewAction("exhaust it, discard X success tokens from it: your opponent sacrifices a character of cost X or lower").
			Costing(ExhaustSelf(), DiscardXTokensFromSelf()).
			Doing(Choosing(PickCard("a character of yours with cost X or lower to sacrifice", All(Character, Opponents, InPlayCostAtMostX)).By(Opponent),
				SacrificeChosen))),
	// Its own tokens go with it as it is sacrificed: discarded first.
	card(42, "Ritual of the Lance",
		NewResponse("after you sacrifice a character: place a success token on it").
			On(On(youSacrificedCharacter, EvSacrifice)).
			Doing(Custom(placeTokenOnSelf, nil)),
		NewAction("discard five success tokens from it, sacrifice it: destroy every character").
			Costing(DiscardTokensFromSelf(5), SacrificeSelf()).
			Doing(DestroyAll(Character))),
	// Any player's character leaving play, however; any drained domain of
	// exactly one resource card.
	card(43, "Crystal of the Elder Things",
		NewResponse("after a character leaves play, exhaust it: refresh a drained domain of one resource that you choose").
			On(On(characterLeftPlay, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck)).
			Costing(ExhaustSelf()).
			Choosing(Choose("a drained domain with one resource", All(DrainedDomain, oneResource)).Domains()).
			Doing(Custom(refreshTarget, nil))),
	card(44, "Initiation",
		NewAction("sacrifice a character: the next Silver Twilight character you play this phase costs 2 less, to a minimum of 1").
			Costing(SacrificeOne(Character)).
			Doing(NextPlayCosts(CostDeltaMin1(-2).On(All(CharacterCard, InYourHand, OfFaction(carddb.SilverTwilight)))))),
	// Three or more of its player's Lodge characters committed to one
	// story at once (docs/rulings.md); the domain is designated, no target.
	card(45, "Lodge Meeting",
		NewResponse("after you commit three Lodge characters to one story: drain one of your opponent's domains").
			On(On(thirdLodgeCommitted, EvCommit)).
			Choosing(Designate("an opponent's undrained domain", All(Opponents, UndrainedDomain)).Domains()).
			Doing(DrainTarget(0))),
	// Any player's drained domain (no "your"), designated, not chosen.
	card(46, "Dark Secrets of the Order",
		NewAction("refresh a drained domain with no more resources than characters that left play this phase").
			Choosing(Designate("a drained domain with no more resources than the characters that left play this phase",
				All(DrainedDomain, resourcesAtMostLeft)).Domains()).
			Doing(Custom(refreshTarget, nil))),
	card(47, "Secret Handshake",
		NewAction("a Silver Twilight character you control that you choose gains a combat and an arcane icon this phase").
			Choosing(Choose("a Silver Twilight character you control", All(Character, Yours, OfFaction(carddb.SilverTwilight)))).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1)))),
	// The player chosen picks which, and the cards or the character; the
	// one he cannot do is not his to choose (FAQ 2.3).
	card(48, "You Know Too Much",
		NewAction("in your operations phase: a player you choose puts two cards of his hand on top of his deck, or sacrifices a character").
			When(YourOperations).
			Doing(Choosing(PickPlayer("the player who must give up cards or a character"), KeepChosen),
				Choosing(PickValue("put two cards of your hand on top of your deck, or sacrifice a character", tooMuchModes, tooMuchLabel).By(tooMuchPlayer), KeepChosen),
				If(tooMuchChose(tooMuchCards),
					Choosing(PickCard("two cards of your hand to put on top of your deck", anyCard).FromHand().Count(2).By(tooMuchPlayer), putOnTopOfDeck)),
				If(tooMuchChose(tooMuchSacrifice),
					Choosing(PickCard("a character of yours to sacrifice", All(Character, ControlledBy(tooMuchPlayer))).By(tooMuchPlayer), SacrificeChosen)))),
	// The character is no target (no "choose"); X is chosen first, then
	// the cards discarded.
	card(49, "Unbound!",
		NewAction("discard X cards from your hand: destroy a character of printed skill X or lower").
			Costing(DiscardXCards()).
			Doing(Choosing(PickCard("a character of printed skill X or lower to destroy", All(Character, printedSkillAtMostX)), destroyChosen))),
	card(50, "Fine Dining",
		NewAction("sacrifice a character: a character of printed cost 2 or more you choose gains two combat and two arcane icons and Invulnerability this phase").
			Costing(SacrificeOne(Character)).
			Choosing(Choose("a character with printed cost 2 or higher", All(Character, SaneCard, PrintedCostAtLeast(2)))).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 2), GainIcon(carddb.Arcane, 2), Gain(Invulnerability)))),
	// The character put into play is picked from the hand (no target);
	// with none to put, the tokens cannot be spent.
	card(51, "Ritual of Summoning",
		NewAction("sacrifice a character: place a success token on it").
			Costing(SacrificeOne(Character)).
			Doing(Custom(placeTokenOnSelf, nil)),
		NewAction("discard five success tokens from it: put a character into play from your hand").
			When(characterToSummon).
			Costing(DiscardTokensFromSelf(5)).
			Doing(Choosing(PickCard("a character in your hand to put into play", All(CharacterCard, CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
	// Both are targets; the one that gains is chosen too (a target chosen
	// as the effect resolves), and gains the other's icons as they are
	// now, for the phase.
	card(52, "Steal the Soul",
		NewAction("one of a character you control and one an opponent controls, chosen, gains the other's icons this phase").
			Choosing(Choose("a character you control", All(Character, Yours)),
				Choose("a character an opponent controls", All(Character, Opponents))).
			Doing(Choosing(PickCard("the character that gains the other's icons", AmongTargets(0, 1)).Targeting(), gainOthersIcons))),
	card(53, "Pose Mundane",
		NewAction("in your operations phase: destroy a Monster or Creature character you choose; then put a Silver Twilight character into play from your hand").
			When(YourOperations).
			Choosing(Choose("a Monster or Creature character", AnyOf(CharacterWithSubtype("Monster"), CharacterWithSubtype("Creature")))).
			Doing(DestroyTarget(0),
				Choosing(PickCard("a Silver Twilight character in your hand to put into play",
					All(CharacterCard, OfFaction(carddb.SilverTwilight), CanEnterPlay)).FromHand(), PutChosenIntoPlay).Then())),
	// Any player's Silver Twilight character; the count is made as the
	// event resolves.
	card(54, "Friendly to the Order",
		NewAction("a Silver Twilight character you choose gains a combat and an arcane icon this phase for each character that left play this phase").
			Choosing(Choose("a Silver Twilight character", All(Character, OfFaction(carddb.SilverTwilight)))).
			Doing(Custom(friendlyGains, nil))),
	// The characters of the moment, no target; one that enters play later
	// does not gain it.
	card(55, "Brazier Enchantment",
		NewAction("your Silver Twilight characters gain Invulnerability this phase").
			Doing(EachGains(All(Yours, OfFaction(carddb.SilverTwilight)), Gain(Invulnerability)))),
}

// characterToSummon (Ritual of Summoning): its player has a character
// card in hand.
func characterToSummon(c *Ctx) bool {
	for _, id := range c.Hand(c.You()) {
		if c.Card(id).Type == carddb.Character {
			return true
		}
	}
	return false
}

// gainOthersIcons (Steal the Soul): the character picked gains, for the
// phase, the icons the other target has now.
func gainOthersIcons(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	other := c.Target(0)
	if other == chosen[0] {
		other = c.Target(1)
	}
	if other == None || !c.InPlay(other) {
		c.Fail()
		return
	}
	icons := c.Icons(other)
	var mods []Mod
	for ic, n := range icons {
		if n > 0 {
			mods = append(mods, GainIcon(carddb.Icon(ic), int(n)))
		}
	}
	c.GainsForPhase(chosen[0], mods...)
}

// friendlyGains (Friendly to the Order): its target gains a combat and an
// arcane icon for each character that has left play this phase.
func friendlyGains(c *Ctx) {
	id := c.Target(0)
	if id == None || !c.InPlay(id) {
		c.Fail()
		return
	}
	if n := c.CharactersLeftPlayThisPhase(); n > 0 {
		c.GainsForPhase(id, GainIcon(carddb.Combat, n), GainIcon(carddb.Arcane, n))
	}
}

// noTwilightCharacterPlayedThisRound (Silver Twilight Lodge): its
// player has played no Silver Twilight character this round.
func noTwilightCharacterPlayedThisRound(c *Ctx) bool {
	return !c.PlayedThisRound(c.You(), twilightCharacterCard)
}

// twilightCharacterCard selects Silver Twilight character cards.
func twilightCharacterCard(c *Ctx, id CardID) bool {
	return c.Card(id).Type == carddb.Character && c.HasFaction(id, carddb.SilverTwilight)
}

// revealTopFive (Key to the Inner Sanctum) reveals the top five cards of
// its player's deck, or as many as it holds: they stay there (FAQ 2.4).
func revealTopFive(c *Ctx) { c.RevealTopOfDeck(c.You(), 5) }

// deckHasCards: its player's deck holds a card to reveal.
func deckHasCards(c *Ctx) bool { return c.DeckSize(c.You()) > 0 }

// takeRevealed puts the revealed card picked into its owner's hand.
func takeRevealed(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	PutChosenInHand(c, chosen)
}

// shuffleYourDeck shuffles its player's deck: the cards revealed and not
// taken are shuffled into it.
func shuffleYourDeck(c *Ctx) { c.ShuffleDeck(c.You()) }

// yourLastDiscard (Ritual of the Construct) matches the last card its
// player's hand has lost to a discard among the occurrences answered: one
// answer for cards discarded together.
func yourLastDiscard(c *Ctx, e *Event) bool {
	if e.Kind != EvDiscardFromHand || int(e.Player) != c.You() {
		return false
	}
	occ := c.Occurrences()
	for k := len(occ) - 1; k >= 0; k-- {
		if o := &occ[k]; o.Kind == EvDiscardFromHand && int(o.Player) == c.You() {
			return o.Seq == e.Seq
		}
	}
	return false
}

// placeTokenOnSelf places a success token on the ability's own card.
func placeTokenOnSelf(c *Ctx) {
	if !c.PlaceTokensOn(c.Src(), 1) {
		c.Fail()
	}
}

// youSacrificedCharacter (Ritual of the Lance) matches a character its
// player controlled being sacrificed.
func youSacrificedCharacter(c *Ctx, e *Event) bool {
	return e.Kind == EvSacrifice && int(e.Player) == c.You() && e.LeftAsCharacter()
}

// characterLeftPlay (Crystal of the Elder Things) matches a character
// leaving play, whoever's, however.
func characterLeftPlay(c *Ctx, e *Event) bool { return e.LeftAsCharacter() }

// oneResource selects domains with exactly one resource card.
func oneResource(c *Ctx, id CardID) bool { return c.ResourcesOn(id) == 1 }

// refreshTarget refreshes the domain the ability chose or designated.
func refreshTarget(c *Ctx) {
	if d := c.Target(0); d == None || !c.RefreshDomain(d) {
		c.Fail()
	}
}

// thirdLodgeCommitted (Lodge Meeting) matches, among the commitments
// answered, the last of its player's Lodge characters committed to a story
// where three or more of them were committed together.
func thirdLodgeCommitted(c *Ctx, e *Event) bool {
	if e.Kind != EvCommit || int(e.Player) != c.You() || !c.HasSubtype(e.Card, "Lodge") {
		return false
	}
	n, last := 0, int32(0)
	for _, o := range c.Occurrences() {
		if o.Kind == EvCommit && int(o.Player) == c.You() && o.Other == e.Other && c.HasSubtype(o.Card, "Lodge") {
			n++
			last = o.Seq
		}
	}
	return n >= 3 && last == e.Seq
}

// resourcesAtMostLeft (Dark Secrets of the Order) selects domains with no
// more resource cards than characters have left play this phase.
func resourcesAtMostLeft(c *Ctx, id CardID) bool {
	return c.ResourcesOn(id) <= c.CharactersLeftPlayThisPhase()
}

// The choices of the player You Know Too Much chose.
const (
	tooMuchCards = iota
	tooMuchSacrifice
)

// tooMuchPlayer is the player chosen (the first choice).
func tooMuchPlayer(c *Ctx) int {
	if g := c.Picked(0); len(g) > 0 {
		return ChosenValue(g[0])
	}
	return c.Opp()
}

// tooMuchModes: the cards with two in hand, the sacrifice with a
// character in play.
func tooMuchModes(c *Ctx) []int {
	p := tooMuchPlayer(c)
	var out []int
	if len(c.Hand(p)) >= 2 {
		out = append(out, tooMuchCards)
	}
	for _, id := range c.PlayArea(p) {
		if c.IsCharacter(id) {
			out = append(out, tooMuchSacrifice)
			break
		}
	}
	return out
}

func tooMuchLabel(c *Ctx, v int) string {
	if v == tooMuchCards {
		return "Put two cards of your hand on top of your deck"
	}
	return "Sacrifice a character"
}

// tooMuchChose holds when the chosen player's choice (the second) is v.
func tooMuchChose(v int) Cond {
	return func(c *Ctx) bool {
		g := c.Picked(1)
		return len(g) > 0 && ChosenValue(g[0]) == v
	}
}

// putOnTopOfDeck puts the cards picked on top of their owner's deck, the
// first picked on top.
func putOnTopOfDeck(c *Ctx, chosen []CardID) {
	if len(chosen) < 2 {
		c.Fail()
	}
	for k := len(chosen) - 1; k >= 0; k-- {
		c.PutOnTopOfDeck(chosen[k])
	}
}

// anyCard selects every card.
func anyCard(c *Ctx, id CardID) bool { return true }

// printedSkillAtMostX selects characters of printed skill X or lower (an
// insane one has none, FAQ 2.34).
func printedSkillAtMostX(c *Ctx, id CardID) bool { return PrintedSkillAtMost(c.X())(c, id) }

// destroyChosen destroys the cards picked.
func destroyChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Destroy(id)
	}
}
