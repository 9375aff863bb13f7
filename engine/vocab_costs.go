package engine

// Costs of abilities (costs.go pays them; FAQ 2.13, 2.14).

// Pay is the cost "pay n": drain one domain with at least n resources.
func Pay(n int) Cost { return Cost{kind: costPay, n: n} }

// PayMatch is "pay n" with a resource match of the card's faction.
func PayMatch(n int) Cost { return Cost{kind: costPay, n: n, match: true} }

// PayX is "pay X": the player chooses X, then a domain that pays it.
func PayX() Cost { return Cost{kind: costPayX} }

// ExhaustSelf is "exhaust this card".
func ExhaustSelf() Cost { return Cost{kind: costExhaustSelf} }

// SacrificeSelf is "sacrifice this card".
func SacrificeSelf() Cost { return Cost{kind: costSacrificeSelf} }

// InsaneSelf is "drive this card insane".
func InsaneSelf() Cost { return Cost{kind: costInsaneSelf} }

// ExhaustOne is "exhaust a card you control that fits"; the effect reads
// the card back with Ctx.CostCard ("X is that character's skill").
func ExhaustOne(f CardFilter) Cost { return Cost{kind: costExhaust, filter: f} }

// ExhaustN is "exhaust n cards you control that fit": n different cards,
// each ready, exhausted one at a time; fewer than n such cards cannot pay
// it.
func ExhaustN(n int, f CardFilter) Cost { return Cost{kind: costExhaust, filter: f, n: n} }

// HandToDeckBottom is "place a card from your hand on the bottom of your
// deck": one card of the player's hand, his choice, goes under his deck
// (the ability's own card, being played from the hand, cannot pay it).
func HandToDeckBottom() Cost { return Cost{kind: costHandToBottom} }

// ReadyOne is "ready a card you control that fits": an exhausted one,
// not insane, since paying a cost must change the game (Blasphemous
// Dreams).
func ReadyOne(f CardFilter) Cost { return Cost{kind: costReady, filter: f} }

// InsaneOne drives insane a character the ability's player controls that
// the filter selects and that can go insane (not one with Willpower or a
// terror icon: Rulebook, Insanity), chosen as the cost is paid.
func InsaneOne(f CardFilter) Cost { return Cost{kind: costInsane, filter: f} }

// SacrificeOne is "sacrifice a card you control that fits".
func SacrificeOne(f CardFilter) Cost { return Cost{kind: costSacrifice, filter: f} }

// SacrificeOneForX is SacrificeOne whose X (c.X()) is what count gives
// for the card sacrificed, read just before it leaves play ("X is the
// skill of the sacrificed character").
func SacrificeOneForX(f CardFilter, count func(c *Ctx, id CardID) int) Cost {
	return Cost{kind: costSacrifice, filter: f, count: count}
}

// SacrificeN is "sacrifice n cards you control that fit": n different
// cards, one at a time (Ctx.CostCard reads back the last).
func SacrificeN(n int, f CardFilter) Cost { return Cost{kind: costSacrifice, filter: f, n: n} }

// ReturnOne is "return a card you control that fits to its owner's hand".
func ReturnOne(f CardFilter) Cost { return Cost{kind: costReturn, filter: f} }

// DiscardCards is "discard n cards from your hand".
func DiscardCards(n int) Cost { return Cost{kind: costDiscardHand, n: n} }

// DiscardOne is "discard a card that fits from your hand" ("discard a
// character card from your hand").
func DiscardOne(f CardFilter) Cost { return Cost{kind: costDiscardHand, n: 1, filter: f} }

// DiscardSelf is "discard this card from play": not a sacrifice (FAQ 2.7).
func DiscardSelf() Cost { return Cost{kind: costDiscardSelf} }

// BottomOfDeckSelf is "place this card on the bottom of your deck": it
// leaves play as a card returned to its deck does, to the bottom.
func BottomOfDeckSelf() Cost { return Cost{kind: costBottomSelf} }

// ShuffleSelfIntoDeck is "shuffle this card into your deck": it leaves
// play as a card returned to its deck does, and its owner's deck is
// shuffled.
func ShuffleSelfIntoDeck() Cost { return Cost{kind: costShuffleSelf} }

// ReturnSelfFromDomain: this card, attached as a resource to one of its
// player's domains, leaves the domain for its owner's hand (a Zoog
// resource's "unattach it and return it to your hand to ...").
func ReturnSelfFromDomain() Cost { return Cost{kind: costReturnSelfFromDomain} }

// DrainOne is "drain one of your domains": any undrained domain, whatever
// its size (Pay(0) drains none). Ctx.DomainDrainedToPay names it.
func DrainOne() Cost { return Cost{kind: costDrain} }

// WoundSelf is "wound this card": a cost, so no Disrupt window opens on
// the wound; a card that cannot be wounded cannot pay it.
func WoundSelf() Cost { return Cost{kind: costWoundSelf} }

// DiscardYourSuccess is "discard n of your success tokens from a story":
// n of the player's own tokens, all from one story (or conspiracy) he
// chooses as he pays.
func DiscardYourSuccess(n int) Cost { return Cost{kind: costDiscardSuccess, n: n} }

// DiscardAnyYourSuccess is "discard any number of your success tokens":
// the player discards his own tokens one at a time, from any stories or
// conspiracies in play, and is done when he says so (none is allowed).
// Each token discarded adds 1 to the ability's X.
func DiscardAnyYourSuccess() Cost { return Cost{kind: costDiscardAnySuccess} }

// ExhaustAnyNumber is "exhaust any number of cards you control that fit":
// the player exhausts them one by one, and is done when he says so (none
// is allowed). Each card exhausted adds count(card) to the ability's X,
// counted as it is exhausted ("X is the number of icons on the characters
// exhausted").
func ExhaustAnyNumber(f CardFilter, count func(c *Ctx, id CardID) int) Cost {
	return Cost{kind: costExhaustAny, filter: f, count: count}
}

// DiscardResource is "discard a resource from a domain you control": one
// resource of one of the player's domains, his choice, goes to its owner's
// discard pile.
func DiscardResource() Cost { return Cost{kind: costDiscardResource} }

// PutIntoPlaySelf is "put this card into play" as a cost: the ability's
// card, out of play (a resource on its player's domain), enters play
// under its owner's control, who must be the ability's player; uniqueness
// still applies (FAQ 2.24).
func PutIntoPlaySelf() Cost { return Cost{kind: costPutIntoPlaySelf} }

// ExhaustEvery is "exhaust all the cards you control that fit": payable
// only while at least one fits and every one that fits is ready and sane
// (an exhausted card cannot be exhausted to pay); all are exhausted at
// once, with no choice to make.
func ExhaustEvery(f CardFilter) Cost { return Cost{kind: costExhaustAll, filter: f} }

// RemoveWoundFromOne is "discard a wound token from a card you control
// that fits": the card picked (one with a wound) loses one; the effect
// reads it back with Ctx.CostCard ("to ready that character").
func RemoveWoundFromOne(f CardFilter) Cost { return Cost{kind: costRemoveWound, filter: f} }

// DiscardTokensFromSelf is "discard n success tokens from this card": the
// tokens held on the ability's own card (a Ritual's, Ctx.PlaceTokensOn).
func DiscardTokensFromSelf(n int) Cost { return Cost{kind: costSelfTokens, n: n} }

// DiscardXTokensFromSelf is "discard X success tokens from this card": X,
// from 0 to the tokens it holds, is chosen as the ability is initiated
// (Ctx.X reads it).
func DiscardXTokensFromSelf() Cost { return Cost{kind: costSelfTokensX} }

// DiscardXCards is "discard X cards from your hand": X, from 0 to the
// cards of the hand (an event being played aside), is chosen as the
// ability is initiated, then the cards one by one (Ctx.X reads it).
func DiscardXCards() Cost { return Cost{kind: costDiscardHandX} }

// RevealOne is a cost: a card of your hand that the filter selects is
// shown to every player and stays in the hand (FAQ 2.4): "reveal a ...
// from your hand to ..."; c.CostCard() reads it back.
// A nil filter selects any card.
func RevealOne(f CardFilter) Cost {
	if f == nil {
		f = func(c *Ctx, id CardID) bool { return true }
	}
	return Cost{kind: costRevealHand, filter: f}
}
