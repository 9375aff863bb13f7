package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, ItDoN 45 and 46.
var syndicate = []entry{
	// "Then, you may pay 1": a domain of its player's able to pay 1
	// drained after the gains, as Endless Interrogation's.
	card(46, "Ritual Initiation",
		NewAction("a unique Syndicate character you choose gains a combat icon, +1 skill and Toughness +1 this phase; then you may pay 1 to take this card back to your hand").
			Choosing(Choose("a unique Syndicate character", All(Character, UniqueCard, OfFaction(carddb.Syndicate)))).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 1), Skill(1), ToughnessPlus(1)),
				Choosing(PickDomainToPayFor("a domain to pay 1 with, to take this card back to your hand", 1).Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
}
