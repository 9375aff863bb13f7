package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TSotS 15 and 16.
var shub = []entry{
	card(15, "Grim Wraith",
		NewResponse("after she commits: a struggle of your choice at her story is resolved as an extra terror struggle instead, this phase").
			On(Commits(Self)).When(wraithStoryHasStruggles).
			Doing(Choosing(PickIconAmong("the struggle at her story to resolve as a terror struggle", wraithStruggles),
				struggleToTerror))),
	card(16, "The Black Goat's Rage",
		NewAction("only with nothing but Shub-Niggurath cards on your side: whoever has fewer terror icons on ready characters sends two of his characters mad").
			When(allYoursShub).
			Doing(Choosing(PickCard("two of your characters to go insane", All(Character, ChooserControls, fewestTerror)).
				ToInsane().Count(2).By(fewestTerrorPlayer), InsaneChosen))),
}

// allYoursShub (The Black Goat's Rage, with its errata: "faction") holds
// while every card its player controls in play is of the Shub-Niggurath
// faction; an insane character has no faction (FAQ 2.34).
func allYoursShub(c *Ctx) bool {
	for _, id := range c.PlayArea(c.You()) {
		if c.Faction(id) != carddb.ShubNiggurath {
			return false
		}
	}
	return true
}

// readyTerror counts the terror icons of the ready characters player p
// controls.
func readyTerror(c *Ctx, p int) int {
	n := 0
	for _, id := range c.PlayArea(p) {
		if c.IsCharacter(id) && !c.Exhausted(id) {
			n += int(c.Icons(id)[carddb.Terror])
		}
	}
	return n
}

// fewestTerrorPlayer is the player who counts fewer terror icons on his
// ready characters; on a tie, the active player, who then has nothing to
// choose (fewestTerror).
func fewestTerrorPlayer(c *Ctx) int {
	if readyTerror(c, 1-c.Active()) < readyTerror(c, c.Active()) {
		return 1 - c.Active()
	}
	return c.Active()
}

// fewestTerror holds when one player counts fewer terror icons than the
// other: on a tie, neither counts the fewest and nobody goes insane.
func fewestTerror(c *Ctx, id CardID) bool {
	return readyTerror(c, 0) != readyTerror(c, 1)
}

// wraithStory (Grim Wraith) is the story she committed to: the one the
// occurrence names, or the one she is committed to now.
func wraithStory(c *Ctx) CardID {
	if e := c.Event(); e != nil && e.Kind == EvCommit && e.Other != None {
		return e.Other
	}
	return c.CommittedTo(c.Src())
}

// wraithStruggles are the kinds of the struggles at her story.
func wraithStruggles(c *Ctx) []carddb.Icon {
	if s := wraithStory(c); s != None {
		return c.StruggleKinds(s)
	}
	return nil
}

// wraithStoryHasStruggles holds while her story has a struggle to choose.
func wraithStoryHasStruggles(c *Ctx) bool { return len(wraithStruggles(c)) > 0 }

// struggleToTerror (Grim Wraith): the chosen struggle of her story is
// replaced by a terror struggle until the end of the phase, a lasting
// effect on the story that holds whether she stays or not (FAQ, Chess
// Prodigy ruling).
func struggleToTerror(c *Ctx, chosen []CardID) {
	s := wraithStory(c)
	if len(chosen) == 0 || s == None || c.Zone(s) != ZoneStory {
		return
	}
	ic := ChosenIcon(chosen[0])
	c.GainsForPhase(s, StruggleBecomesTerror(ic))
	c.Note(s, None, "resolves a terror struggle in place of its "+ic.Title()+" struggle this phase")
}
