package engine

// DeckCardToHand puts a card of a deck, wherever it lies in it, into its
// owner's hand: not a draw (FAQ, Rabbit's Foot ruling), and no reveal of
// its own (an effect that shows the card first says so, Reveal). It
// reports whether it did.
func (c *Ctx) DeckCardToHand(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneDeck || !c.g.moveTo(id, ZoneHand) {
		return false
	}
	c.note(id, None, "goes from the deck to ", c.g.players[cd.owner].name, "'s hand")
	return true
}
