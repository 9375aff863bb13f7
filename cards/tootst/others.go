package tootst

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// The seven older factions' cards and the neutral one, TOotST 1 to 15.
var (
	agency = []entry{ // 1 and 2
		// "Choose and wound X": exactly X targets (FAQ 2.6), X counted as
		// the Response is used and its targets chosen; none with X at 0,
		// nor with fewer such characters than X. Invulnerability keeps a
		// character from being chosen (FAQ 2.37).
		card(1, "Sister Sofia",
			NewResponse("after you win a combat struggle at her story: wound X of your opponent's characters there that you choose, X his drained domains").
				On(On(wonCombatAtOwnStory, EvStruggle)).
				Choosing(Choose("X of your opponent's characters at her story (X: his drained domains)",
					All(Character, Opponents, AtSameStory)).ToWound().NCount(opponentDrainedDomains)).
				Doing(WoundTarget(0))),
		// No "choose": the Agency character is picked from the hand as the
		// event resolves; if it is still in play as the phase ends, it
		// goes back to its owner's hand, whoever controls it then.
		card(2, "Call for Backup",
			NewAction("exhaust a character you control: an Agency character of printed cost 3 or lower from your hand comes into play; it returns to your hand at the end of the phase").
				Costing(ExhaustOne(Character)).
				Doing(Choosing(PickCard("an Agency character of printed cost 3 or lower",
					All(CharacterCard, OfFaction(carddb.Agency), PrintedCostAtMost(3), CanEnterPlay)).FromHand(),
					intoPlayUntilPhaseEnd))),
	}

	syndicate = []entry{ // 3 and 4
		// "All characters": both players', itself included (printed skill 1
		// or lower, whatever its skill is now).
		card(3, "Distraught Shopkeeper",
			NewForced("after it enters play: exhaust every character of printed skill 1 or lower").
				On(EntersPlay(Self)).
				Doing(ExhaustAll(All(Character, PrintedSkillAtMost(1))))),
		// No "choose": the exhausted character is picked as the event
		// resolves. "Then": the opponent draws only if one was readied.
		card(4, "An Offer You Can't Refuse",
			NewAction("ready an exhausted character you control; then your opponent draws a card").
				Doing(Choosing(PickCard("an exhausted character you control", All(Character, Yours, ExhaustedCard, SaneCard)), readyPicked),
					Custom(opponentDraws, nil).Then())),
	}

	miskatonic = []entry{ // 5 and 6
		// A passive of its own: the keywords come and go with the
		// conspiracy its controller has in play (one he played, still a
		// story there).
		card(5, "Dr. Bartlett",
			NewConstant("while you have a conspiracy in play, he has Willpower and Invulnerability",
				Gain(Willpower).On(Self), Gain(Invulnerability).On(Self)).When(youHaveConspiracy)),
		// The icons printed on the character chosen, as the effect
		// resolves, until the end of the phase: an insane character has
		// none (FAQ 2.34), and icons it gained are not printed.
		card(6, "Pnakotic Manuscripts",
			NewAction("exhaust it: its host gains the printed icons of a character you choose that you control, until the end of the phase").
				Costing(ExhaustSelf()).
				Choosing(Choose("a character you control", All(Character, Yours))).
				Doing(Custom(hostGainsPrintedIcons, nil))).
			AttachingTo("attach to a Miskatonic character you control", All(Character, OfFaction(carddb.Miskatonic), Yours)),
	}

	yog = []entry{ // 7 and 8
		// Shuffled into its owner's deck as the cost; the character chosen
		// goes to its owner's hand.
		card(7, "Faceless Abductor",
			NewAction("shuffle it into your deck: return to its owner's hand a character you choose, not an Ancient One, of skill 3 or lower").
				Costing(ShuffleSelfIntoDeck()).
				Choosing(Choose("a character, not an Ancient One, of skill 3 or lower", All(Character, Not(PrintedSubtype("Ancient One")), SkillAtMost(3)))).
				Doing(ReturnTargetToHand(0))),
		// Every keyword of its host, printed or gained, Toughness
		// included, while it is attached.
		card(8, "Curse of the Putrid Husk",
			NewConstant("its host loses all its keywords", LoseAllKeywords().On(HostOfSelf))).
			AttachingTo("attach to a character, not an Ancient One", All(Character, Not(PrintedSubtype("Ancient One")))),
	}

	shub = []entry{ // 9 and 10
		// "Your discard pile": a character its player owns, whoever
		// controlled it, put there from play (destroyed, sacrificed,
		// discarded). Nothing to do while it is ready.
		card(9, "Collector of Sacrifices",
			NewResponse("after a character enters your discard pile from play: ready it").
				On(EntersDiscardFromPlay(All(CharacterCard, OwnedBy(AbilityController)))).
				Doing(ReadySelf())),
		// No "choose": the Shub-Niggurath character is picked from the
		// hand as the event resolves.
		card(10, "Come to the Altar",
			NewAction("sacrifice a character: a Shub-Niggurath character of printed cost 3 or lower from your hand comes into play").
				Costing(SacrificeOne(Character)).
				Doing(Choosing(PickCard("a Shub-Niggurath character of printed cost 3 or lower",
					All(CharacterCard, OfFaction(carddb.ShubNiggurath), PrintedCostAtMost(3), CanEnterPlay)).FromHand(),
					PutChosenIntoPlay))),
	}

	hastur = []entry{ // 11 and 12
		// "Alone": no other character of her controller's committed to
		// her story (as Shadow Company); the opponent's characters there
		// do not keep her company, so each of them costs 2. Each is paid
		// for as it is declared; "if able" never makes a player pay, and
		// an effect commits none of his there (docs/rulings.md).
		card(11, "Sweet Old Lady",
			NewConstant("while she is the one character of yours committed to her story: your opponent pays 2 to commit each character there",
				OpponentsPayToCommitToItsStory(2)).
				When(committedAlone)),
		// Driven insane as the cost, he may be the insane character chosen.
		card(12, "Old Man of the Woods",
			NewAction("go insane: destroy an insane character you choose").
				Costing(InsaneSelf()).
				Choosing(Choose("an insane character", All(Character, InsaneCard))).
				Doing(DestroyTarget(0))),
	}

	cthulhuCards = []entry{ // 13 and 14
		// X counts the Deep One characters its player controls as the
		// target is chosen and as it resolves (himself, should he be one).
		card(13, "Joe Sargent",
			NewAction("exhaust him and pay 2: destroy a character you choose committed to a story, not an Ancient One, of skill X or lower, X your Deep One characters").
				Costing(ExhaustSelf(), Pay(2)).
				Choosing(Choose("a committed character, not an Ancient One, of skill X or lower (X: your Deep One characters)",
					All(Character, CommittedCard, Not(PrintedSubtype("Ancient One")), skillAtMostDeepOnes))).
				Doing(DestroyTarget(0))),
		// Loyal (the card's keyword) and "play during your operations
		// phase", a play restriction. The copies are the characters in
		// play of the chosen one's title, both players', insane ones too
		// (an insane character keeps its title); only the chosen one is a
		// target.
		card(14, "In the Wake of the Sleeper",
			NewAction("in your operations phase: destroy a character you choose, not an Ancient One, and every other character in play of its title").
				When(YourOperations).
				Choosing(Choose("a character, not an Ancient One", All(Character, Not(PrintedSubtype("Ancient One"))))).
				Doing(Custom(destroyAllCopies, nil))),
	}

	neutral = []entry{ // 15
		// A blank printed text box loses its abilities, keywords and
		// subtypes (FAQ 2.34 for insanity; docs/rulings.md); an effect
		// already made by a character's ability (Guardian Pillar's, FAQ)
		// stays.
		card(15, "Neutral Ground",
			NewConstant("neutral characters in play have blank printed text boxes",
				Blank().On(All(Character, OfFaction(carddb.Neutral))))),
	}
)

// wonCombatAtOwnStory (Sister Sofia) matches a combat struggle its
// player won at the story the card is committed to.
func wonCombatAtOwnStory(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.You() && carddb.Icon(e.N) == carddb.Combat &&
		e.Card != None && c.CommittedTo(c.Src()) == e.Card
}

// opponentDrainedDomains (Sister Sofia) counts the opponent's drained
// domains.
func opponentDrainedDomains(c *Ctx) int {
	n := 0
	for d := range c.Domains(c.Opp()) {
		if c.Matches(DrainedDomain, c.DomainCard(c.Opp(), d)) {
			n++
		}
	}
	return n
}

// intoPlayUntilPhaseEnd (Call for Backup) puts the picked character into
// play; if it is still in play as the phase ends, it goes back to its
// owner's hand.
func intoPlayUntilPhaseEnd(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if c.PutIntoPlay(id) {
			c.ReturnToHandAtEndOfPhase(id)
		} else {
			c.Fail()
		}
	}
}

// readyPicked (An Offer You Can't Refuse) readies the picked character.
func readyPicked(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Ready(id)
	}
}

// opponentDraws (An Offer You Can't Refuse): the opponent draws a card.
func opponentDraws(c *Ctx) { c.Draw(c.Opp(), 1) }

// youHaveConspiracy (Dr. Bartlett) holds while a conspiracy its player
// controls is in play.
func youHaveConspiracy(c *Ctx) bool {
	for _, id := range c.Stories() {
		if c.Card(id).Type == carddb.Conspiracy && c.Controller(id) == c.You() {
			return true
		}
	}
	return false
}

// hostGainsPrintedIcons (Pnakotic Manuscripts): its host gains, until the
// end of the phase, the icons printed on the chosen character.
func hostGainsPrintedIcons(c *Ctx) {
	host, t := c.Host(c.Src()), c.Target(0)
	if host == None || !c.InPlay(host) || t == None || !c.InPlay(t) {
		c.Fail()
		return
	}
	if c.Insane(t) {
		return // face down: no printed icons (FAQ 2.34)
	}
	for ic, n := range c.Card(t).Icons {
		if n > 0 {
			c.GainsForPhase(host, GainIcon(carddb.Icon(ic), int(n)))
		}
	}
}

// skillAtMostDeepOnes (Joe Sargent) selects characters of skill at most
// the number of Deep One characters the ability's player controls.
func skillAtMostDeepOnes(c *Ctx, id CardID) bool {
	n := 0
	for _, d := range c.PlayArea(c.You()) {
		if c.IsCharacter(d) && c.Controller(d) == c.You() && c.HasSubtype(d, "Deep One") {
			n++
		}
	}
	return c.Skill(id) <= n
}

// destroyAllCopies (In the Wake of the Sleeper) destroys the chosen
// character and every other character in play of its title.
func destroyAllCopies(c *Ctx) {
	t := c.Target(0)
	if t == None || !c.InPlay(t) {
		c.Fail()
		return
	}
	title := c.Card(t).Title
	var copies []CardID
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.Card(id).Title == title {
				copies = append(copies, id)
			}
		}
	}
	for _, id := range copies {
		if c.InPlay(id) {
			c.Destroy(id)
		}
	}
}

// committedAlone (Sweet Old Lady) holds while the ability's card is
// committed to a story with no other character of its controller's
// committed there.
func committedAlone(c *Ctx) bool {
	story := c.CommittedTo(c.Src())
	if story == None {
		return false
	}
	for _, id := range c.PlayArea(c.You()) {
		if id != c.Src() && c.IsCharacter(id) && c.CommittedTo(id) == story {
			return false
		}
	}
	return true
}
