package imod

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, IMoD 23 and 36 to 40.
var neutral = []entry{
	// The story is picked as it resolves (no "choose"); attached, the
	// card's printed Day keyword makes it Day.
	card(23, "Daybreak!",
		NewAction("destroy every Night card in play, and it becomes an Attachment of a story, where no terror struggle resolves").
			When(notInPlay).
			Doing(DestroyAll(nightCard),
				Choosing(PickCard("a story to attach it to", StoryCard).FromStories(), attachSelfToChosen)),
		NewConstant("attached, it is an Environment Attachment and its story resolves no terror struggle",
			GainSubtype("Attachment").On(Self), GainSubtype("Environment").On(Self),
			NoStruggles(carddb.Terror).On(HostOfSelf)).When(SelfAttached)),
	// A Zoog resource: its Response works while it is attached to a
	// domain (FAQ 2.25). Its coming into play is the cost ("to"); the Zoog
	// card chosen is one in play (resources are out of play: FAQ, Horrid
	// Dreams ruling), and becomes a resource (FAQ errata).
	card(36, "Secretive Zoog",
		NewResponse("after you drain the domain it is a resource of, it comes into play: another Zoog card of yours in play you choose becomes a resource on one of your domains").
			On(DrainsDomainOfSelf()).Working(FromDomain).
			Costing(PutIntoPlaySelf()).
			Choosing(Choose("another Zoog card you control", All(InPlayCard, Yours, WithSubtype("Zoog"), Other))).
			Doing(Choosing(PickDomain("a domain of yours to attach it to"), targetBecomesResource))),
	card(37, "The Enchanted Wood",
		NewConstant("while you control more Dreamlands support cards than your opponent, terror icons do not keep characters from going insane",
			TerrorDoesNotProtect().On(Character)).When(moreDreamlandsSupports)),
	card(38, "Kaman-Thah",
		NewConstant("while you control Nasht: 3 more skill, a combat and an arcane icon",
			Skill(3).On(Self), GainIcon(carddb.Combat, 1).On(Self), GainIcon(carddb.Arcane, 1).On(Self)).When(youControl("Nasht"))),
	card(39, "Nasht",
		NewConstant("while you control Kaman-Thah: 3 more skill, a terror and an investigation icon",
			Skill(3).On(Self), GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Investigation, 1).On(Self)).When(youControl("Kaman-Thah"))),
	card(40, "Slime Mold",
		NewAction("sacrifice it: every wounded character takes a wound").
			Costing(SacrificeSelf()).
			Doing(WoundAll(All(Character, Wounded)))),
}

// dayCard and nightCard select the Day and the Night cards in play: those
// with the keyword now (a blank text box has none, FAQ 2.25).
var (
	dayCard   = All(InPlayCard, WithKeyword(Day))
	nightCard = All(InPlayCard, WithKeyword(Night))
)

// notInPlay holds while the ability's card is out of play (an event being
// played).
func notInPlay(c *Ctx) bool { return !c.InPlay(c.Src()) }

// attachSelfToChosen (Daybreak!, Day of the Deep Ones) attaches the
// ability's card, an event being played, to the card picked.
func attachSelfToChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
	}
}

// targetBecomesResource (Secretive Zoog) attaches the target, leaving
// play, to the domain picked as a resource.
func targetBecomesResource(c *Ctx, chosen []CardID) {
	ts := c.LegalTargets(0)
	if len(chosen) == 0 || len(ts) == 0 {
		c.Fail()
		return
	}
	d := ChosenValue(chosen[0])
	doms := c.Game().Domains(c.You())
	if d < 0 || d >= len(doms) || !c.AttachAsResource(ts[0], doms[d].Card) {
		c.Fail()
	}
}

// moreDreamlandsSupports (The Enchanted Wood) holds while its player
// controls more Dreamlands support cards than his opponent.
func moreDreamlandsSupports(c *Ctx) bool {
	var n [2]int
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if !c.IsCharacter(id) && c.HasSubtype(id, "Dreamlands") {
				n[c.Controller(id)]++
			}
		}
	}
	return n[c.You()] > n[c.Opp()]
}

// youControl (Kaman-Thah, Nasht) holds while the ability's player controls
// a card with the title in play.
func youControl(title string) Cond {
	return func(c *Ctx) bool {
		for _, id := range c.PlayArea(c.You()) {
			if c.Card(id).Title == title && !c.Insane(id) {
				return true
			}
		}
		return false
	}
}
