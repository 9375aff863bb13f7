package engine

// Lending by a constant ability: a card in play "gains the triggered
// abilities of each card ..." (GainsTriggeredAbilitiesOf) for as long as
// its text box says so, not for a time. The modifier (modLend, as a
// lasting lend's) is on the ability's card's constant ability; its filter
// selects the lenders, each card in play it selects now, asked from the
// borrower's point of view. The borrower lends nothing while its text box
// is blank or it is out of play; the lent abilities are used as a lasting
// lend's are (lending.go): the lender's text, costs that name the lender
// paid with the lender (FAQ, a card that copies another's text: its
// self-references are unaltered; FAQ 2.13), the lender's limits.

// maskConstLend is the modifier kind a constant lend carries, in the
// counts of kinds in play (kindMask): a game without one in play never
// walks these lenders; with one, the count of lends (lendsNow) holds one
// more, which turns the lending paths on (lending).
const maskConstLend = uint64(1) << modLend

// constLenders appends to out the cards in play whose triggered abilities
// a card of player p's in play gains by a constant ability now.
func (g *Game) constLenders(p int, out []CardID) []CardID {
	if g.kindMask&maskConstLend == 0 {
		return out
	}
	for _, b := range g.players[p].play {
		im := g.impls[b]
		if im == nil || im.modMask&maskConstLend == 0 || g.cards[b].zone != ZonePlay || g.blank(b) {
			continue
		}
		for ai := range im.Abilities {
			a := &im.Abilities[ai]
			if a.Kind != Constant || a.modMask&maskConstLend == 0 || a.From&FromPlay == 0 {
				continue
			}
			ctx := g.ctx(b, p, -1)
			if a.Play == nil || a.Play(ctx) {
				for q := range g.players {
					for _, id := range g.players[q].play {
						if id == b || g.cards[id].zone != ZonePlay {
							continue
						}
						for k := range a.Mods {
							if m := &a.Mods[k]; m.kind == modLend && (m.who == nil || m.who(ctx, id)) {
								out = append(out, id)
								break
							}
						}
					}
				}
			}
			g.release()
		}
	}
	return out
}

// constLentTo reports whether a card of player p's gains card id's
// triggered abilities by a constant ability now.
func (g *Game) constLentTo(p int, id CardID) bool {
	var buf [8]CardID
	for _, x := range g.constLenders(p, buf[:0]) {
		if x == id {
			return true
		}
	}
	return false
}
