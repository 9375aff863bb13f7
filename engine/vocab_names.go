package engine

import "strings"

// Names a card remembers: "name a subtype", kept on the card that named it
// for as long as it stays in play.

// nameNote prefixes the str of a modNote that keeps a name (KeepName),
// apart from marks (markNote) and noted icons (no str).
const nameNote = "name:"

// KeepName keeps a name (a subtype its player named, say) on the
// ability's own card in play, for as long as it stays in play as the same
// card (FAQ 2.23); a later name replaces it. KeptName reads it back.
func (c *Ctx) KeepName(s string) {
	if !c.g.cards[c.src].zone.InPlay() {
		return
	}
	c.g.addLasting(Mod{kind: modNote, str: nameNote + s}, c.src, c.src, c.p, PerGame)
}

// KeptName returns the name a card in play keeps (KeepName), the card
// being the same since it was named, and whether it keeps one.
func (c *Ctx) KeptName(id CardID) (string, bool) {
	if id == None || !c.g.cards[id].zone.InPlay() {
		return "", false
	}
	for k := len(c.g.lasting) - 1; k >= 0; k-- {
		l := &c.g.lasting[k]
		if l.on == id && l.mod.kind == modNote && l.epoch == c.g.cards[id].epoch && strings.HasPrefix(l.mod.str, nameNote) {
			return strings.TrimPrefix(l.mod.str, nameNote), true
		}
	}
	return "", false
}

// NextPlayCosts is the word NextPlayCosts for a modifier made as the part
// resolves (its filter reading a name the card keeps, say): the next card
// the filter selects that the ability's player plays this phase has its
// cost changed by it.
func (c *Ctx) NextPlayCosts(m Mod) {
	c.g.maskDirty = true
	c.g.lasting = append(c.g.lasting, lasting{mod: m, on: None, src: c.src, p: int8(c.p), until: PerPhase,
		turn: c.g.turn, phase: c.g.step.Phase(), once: true})
	c.g.countLends()
	c.g.touch()
}
