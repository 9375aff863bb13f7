package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, ItDoN 55 to 60.
var neutral = []entry{
	// FAQ errata: characters with the Night keyword are spared. "Night"
	// is the printed keyword (a blank card has none: reading the keyword
	// now would make the blank depend on itself).
	card(57, "The Night",
		NewConstant("costs 3 less to play while it is Night", CostDelta(-3).On(Self)).
			Working(FromHand).When(IsNight),
		NewConstant("while it is Night, every exhausted character that is neither unique nor Night has a blank text box",
			Blank().On(All(Character, ExhaustedCard, Not(UniqueCard), notPrintedNight))).When(IsNight)),
	card(58, "Dream Dagger",
		NewConstant("its host has a combat icon more, unless a Dreamer",
			GainIcon(carddb.Combat, 1).On(HostOfSelf)).When(hostNotDreamer),
		NewConstant("a Dreamer host has a terror icon, two combat icons and an arcane icon more",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 2).On(HostOfSelf),
			GainIcon(carddb.Arcane, 1).On(HostOfSelf)).When(hostDreamer),
		NewAction("pay 1: it moves to another character you control").
			Costing(Pay(1)).
			Doing(Choosing(PickCard("another character you control to move it to", All(Character, Yours, Not(HostOfSelf))), moveItself))),
	card(59, "Blasphemous Dreams",
		NewConstant("costs 2 less to play while it is Night", CostDelta(-2).On(Self)).
			Working(FromHand).When(IsNight),
		NewAction("ready a Dreamer character you control: exhaust a character you choose that is not a Dreamer").
			Costing(ReadyOne(All(Character, WithSubtype("Dreamer")))).
			Choosing(Choose("a character that is not a Dreamer", All(Character, Not(WithSubtype("Dreamer"))))).
			Doing(ExhaustTarget(0))),
	card(60, "Assist Dreamer",
		NewConstant("costs 2 less to play while it is Night", CostDelta(-2).On(Self)).
			Working(FromHand).When(IsNight),
		NewAction("ready a unique character you choose; this phase it is a Dreamer with three arcane icons more").
			Choosing(Choose("a unique character", All(Character, UniqueCard))).
			Doing(ReadyTarget(0), TargetGains(0, GainSubtype("Dreamer"), GainIcon(carddb.Arcane, 3)))),
}

// hostDreamer and hostNotDreamer (Dream Dagger) hold while the card's
// host is, or is not, a Dreamer character.
func hostDreamer(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.HasSubtype(h, "Dreamer")
}

func hostNotDreamer(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && !c.HasSubtype(h, "Dreamer")
}

// moveItself (Dream Dagger) attaches the card, in play as an attachment,
// to the character picked.
func moveItself(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if !c.MoveAttachment(c.Src(), id) {
			c.Fail()
		}
	}
}

// notPrintedNight (The Night) selects a card without the printed Night
// keyword.
func notPrintedNight(c *Ctx, id CardID) bool { return !c.Card(id).Keywords.Night }
