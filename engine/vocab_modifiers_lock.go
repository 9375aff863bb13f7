package engine

// NoEventsOrTriggeredAbilities is a constant's modifier on no card: while
// it is in force (its card in play, its text not blank, its condition
// holding), no player may play an event card, from wherever he could, nor
// trigger an Action, Disrupt or Response of any card, in play or out of
// it (Dreamlands Messenger). A Forced Response is no player's triggering
// (FAQ 1.11): it still triggers; passive and constant abilities, and a
// story's effect, are no triggered abilities (FAQ 1.6).
func NoEventsOrTriggeredAbilities() Mod { return Mod{kind: modLocksTriggers} }

// lockedOut reports whether a modifier of NoEventsOrTriggeredAbilities in
// force keeps ability a of card id from being used now: a player's
// triggered ability, an event card's played included (an event is played
// by its Action, Disrupt or Response). (Asked only while some card in
// play makes it: locks.)
func (g *Game) lockedOut(id CardID, a *Ability) bool {
	if a.Kind != Action && a.Kind != Disrupt && a.Kind != Response {
		return false
	}
	return g.triggersLockedBy() != None
}

// triggersLockedBy returns a card in play whose constant ability of
// NoEventsOrTriggeredAbilities is in force now, or None.
func (g *Game) triggersLockedBy() CardID {
	if g.locks == 0 {
		return None
	}
	by := None
	g.eachStatic(func(src CardID, a *Ability) {
		if by != None || !locksTriggers(a) {
			return
		}
		if g.staticOn(src, a) {
			by = src
		}
	})
	return by
}

// locksTriggers reports whether a constant ability makes the modifier of
// NoEventsOrTriggeredAbilities.
func locksTriggers(a *Ability) bool {
	for k := range a.Mods {
		if a.Mods[k].kind == modLocksTriggers {
			return true
		}
	}
	return false
}
