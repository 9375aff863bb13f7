package ai

import (
	"math"

	"cthulhu/carddb"
	"cthulhu/engine"
)

// Evaluate rates the game for the observing player: 1 won, 0 lost, and
// in between an estimate from what decides games of Call of Cthulhu: the
// stories won (three win, LCG rulebook "Winning the Game"), the success
// tokens on the stories still in play (five win one), and the means to
// win more: the characters in play, the cards in hand, the resources.
// ISMCTS scores its playouts with it when they stop before the end.
func Evaluate(o *engine.Observer) float64 {
	p := o.Player()
	if o.Over() {
		switch o.Winner() {
		case p:
			return 1
		case 1 - p:
			return 0
		}
		return 0.5
	}
	var score float64
	for q := range 2 {
		sign := 1.0
		if q != p {
			sign = -1
		}
		score += sign * 12 * float64(o.Won(q))
		score += sign * float64(o.HandSize(q)) * 0.8
		score += sign * float64(o.Resources(q)) * 1.2
		var buf [32]engine.CardID
		for _, id := range o.AppendZone(buf[:0], q, engine.ZonePlay) {
			s, ok := o.Card(id)
			if !ok || s.Def == nil {
				continue
			}
			v := float64(stateValue(s))
			if s.Def.Type != carddb.Character {
				v = float64(s.Def.Cost)
			}
			score += sign * v * 0.35
		}
	}
	for s := range engine.StorySlots {
		// Tokens count more as they near five: a story nearly won is
		// nearly a point.
		_, success := o.Success(s)
		mine, theirs := float64(success[p]), float64(success[1-p])
		score += (mine*mine - theirs*theirs) * 0.45
	}
	return 1 / (1 + math.Exp(-score/10))
}
