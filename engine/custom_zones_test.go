package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestShuffleIntoDeck: a card in play shuffled into its owner's deck
// leaves play (EvReturnToDeck) and the deck is shuffled.
func TestShuffleIntoDeck(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	act := Custom(func(c *Ctx) {
		for _, id := range c.PlayArea(1) {
			if c.Card(id).Title == "Victim" && !c.ShuffleIntoDeck(id) {
				t.Error("ShuffleIntoDeck: the Victim did not move")
			}
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("shuffle the Victim away").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(victim)}
	g := mustPosition(t, pos)
	deck := len(g.Zone(1, ZoneDeck))
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Victim")[0]
	if z := g.Card(id).Zone; z != ZoneDeck || len(g.Zone(1, ZoneDeck)) != deck+1 {
		t.Fatalf("Victim in %v, deck %d (was %d)", z, len(g.Zone(1, ZoneDeck)), deck)
	}
	var left, shuffled bool
	for _, e := range g.Events() {
		left = left || e.Kind == EvReturnToDeck && e.Card == id
		shuffled = shuffled || e.Kind == EvShuffle && e.Player == 1
	}
	if !left || !shuffled {
		t.Fatalf("left play %v, shuffled %v", left, shuffled)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestPutIntoPlayUnderYourControlAndBind: a card of the opponent's
// discard pile enters play under the ability's player's control; bound to
// the ability's card (SacrificeWhenLeavesPlay), it is sacrificed when
// that card leaves play, back to its owner's discard pile.
func TestPutIntoPlayUnderYourControlAndBind(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	act := Custom(func(c *Ctx) {
		v := c.DiscardPile(1)[0]
		if !c.PutIntoPlayUnderYourControl(v) {
			t.Fatal("the Victim did not enter play")
		}
		if c.Controller(v) != 0 || c.Owner(v) != 1 {
			t.Fatalf("controller %d owner %d", c.Controller(v), c.Owner(v))
		}
		if c.PutIntoPlayUnderYourControl(v) {
			t.Fatal("a card in play entered play again")
		}
		c.SacrificeWhenLeavesPlay(v)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("raise the Victim").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].Discard = []*carddb.Card{victim}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Victim")[0]
	if st := g.Card(id); st.Zone != ZonePlay || st.Controller != 0 {
		t.Fatalf("Victim: %+v", st)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.leavePlay(g.FindCards("Gunner")[0], leaveDestroy)
	if st := g.Card(id); st.Zone != ZoneDiscard || st.Owner != 1 {
		t.Fatalf("after the Gunner left, Victim: %+v", st)
	}
	if len(g.lasting) != 0 {
		t.Fatalf("the binding outlived its card: %d lasting effects", len(g.lasting))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestHeldDiscardPile: with an attachment on his discard pile whose
// constant holds it (HoldsDiscardPile), none of the commands that take a
// card out of a discard pile moves the Victim there, nor is it offered to
// be chosen; the pile's card is named as the player's discard pile.
func TestHeldDiscardPile(t *testing.T) {
	holder := attachment("Holder", carddb.Neutral, 0, carddb.HostDiscard, carddb.AnyController)
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var moved []string
	act := Custom(func(c *Ctx) {
		v := c.DiscardPile(1)[0]
		try := func(what string, ok bool) {
			if ok || c.Zone(v) != ZoneDiscard {
				moved = append(moved, what)
			}
		}
		try("PutInHand", c.PutInHand(v))
		try("ShuffleIntoDeck", c.ShuffleIntoDeck(v))
		try("PutIntoPlayUnderYourControl", c.PutIntoPlayUnderYourControl(v))
		try("PutIntoPlayAsCharacter", c.PutIntoPlayAsCharacter(v))
		try("AttachFromOutOfPlay", c.AttachFromOutOfPlay(v, c.Src()))
		try("AttachAsResource", c.AttachAsResource(v, c.Game().players[0].domains[0].card))
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(holder, impl(NewConstant("holds its pile", HoldsDiscardPile().On(HostOfSelf))),
		gunner, impl(NewAction("move the Victim").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].Discard = []*carddb.Card{victim}
	pos.Players[1].PileAttached = []CardPosition{inPlayPos(holder)}
	g := mustPosition(t, pos)
	if g.Pile(1) == None || g.name(g.Pile(1)) != "Player 2's discard pile" {
		t.Fatalf("player 2's pile is %d, named %q", g.Pile(1), g.name(g.Pile(1)))
	}
	mustApply(t, g, "Use Gunner's Action (move")
	if len(moved) > 0 {
		t.Errorf("the Victim left the held pile by %v", moved)
	}
	pk := PickCard("a card", nil).FromOpponentsDiscardPile()
	ctx := g.ctx(g.FindCards("Gunner")[0], 0, -1)
	if got := g.pickCandidates(ctx, &pk, 0, nil); len(got) > 0 {
		t.Errorf("a choice in the held pile offers %v", got)
	}
	g.release()
	// The holder's text box blank, the pile is no longer held.
	g.addLasting(Blank(), g.FindCards("Holder")[0], None, 0, PerPhase)
	if g.pileHeld(1) {
		t.Error("a blank holder still holds the pile")
	}
}

// TestPlayFromStoryForToken: a Disrupt event attached to a story whose
// constant makes its events playable (PlayableFromStoryForToken) is
// played from there by its owner, in the window an event of his hand
// would be, for its cost and one of his success tokens on the story; it
// then goes to his discard pile. With no token of his there, it is not
// offered.
func TestPlayFromStoryForToken(t *testing.T) {
	for _, tokens := range []int{1, 0} {
		flash := event("Flash", carddb.Neutral, 0)
		flash.Trigger = carddb.Disrupt
		gunner := char("Gunner", carddb.Agency, 2, 2, "C")
		victim := char("Victim", carddb.Hastur, 1, 1, "")
		pos := position()
		pos.Options.AlwaysAsk = [2]bool{}
		s0 := pos.Stories[0].Card
		pos.Library = lib(flash, impl(NewDisrupt("cancel a wound").On(WoundTo(Character)).Doing(Cancel())),
			gunner, impl(woundAction),
			s0, impl(NewConstant("its events may be played from it",
				PlayableFromStoryForToken().On(func(c *Ctx, id CardID) bool { return c.Host(id) == c.Src() }))))
		pos.Stories[0].Success = [2]int{tokens, 0}
		pos.Stories[0].Attached = []CardPosition{inPlayPos(flash)}
		pos.Players[0].InPlay = []CardPosition{inPlayPos(victim)}
		pos.Players[1].InPlay = []CardPosition{inPlayPos(gunner)}
		pos.Players[1].Domains = []DomainPosition{{Resources: resources(carddb.Agency, 2)}}
		g := mustPosition(t, pos)
		mustApply(t, g, "Pass")
		mustApply(t, g, "Use Gunner")
		mustApply(t, g, "Choose Victim")
		id := g.FindCards("Flash")[0]
		offered := false
		for _, o := range g.Options() {
			offered = offered || o.Card == id
		}
		if offered != (tokens > 0) {
			t.Fatalf("with %d tokens, Flash offered: %v (options %v)", tokens, offered, g.Options())
		}
		if !offered {
			continue
		}
		for _, o := range g.Options() {
			if o.Card == id {
				if err := g.Apply(o); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
		for g.Decider() >= 0 && g.Card(id).Zone == ZoneResolving {
			mustApply(t, g, "")
		}
		if z := g.Card(id).Zone; z != ZoneDiscard {
			t.Errorf("Flash is in %v, want the discard pile", z)
		}
		if n := g.stories[0].success[0]; n != 0 {
			t.Errorf("%d of the player's tokens left on the story, want 0", n)
		}
		if w := g.Card(g.FindCards("Victim")[0]).Wounds; w != 0 {
			t.Errorf("the Victim has %d wounds: the wound was not cancelled", w)
		}
	}
}

// TestAttachFromDeck: a search puts an Attachment of the deck into play
// attached (AttachFromOutOfPlay, asked first with CanAttachByRequirement);
// one whose requirement the card does not meet (an opponent's character
// only) is refused; a card of the hand is taken too (Renowned Sculptor).
func TestAttachFromDeck(t *testing.T) {
	gear := attachment("Gear", carddb.Agency, 1, carddb.HostCharacter, carddb.AnyController)
	bribe := attachment("Bribe", carddb.Agency, 1, carddb.HostCharacter, carddb.OpponentControls)
	held := attachment("Held", carddb.Agency, 1, carddb.HostCharacter, carddb.AnyController)
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var got []string
	act := Custom(func(c *Ctx) {
		for _, id := range append(append([]CardID{}, c.Game().players[0].deck...), c.Hand(0)...) {
			if c.Card(id).Type == carddb.Support && c.CanAttachByRequirement(id, c.Src()) && c.AttachFromOutOfPlay(id, c.Src()) {
				got = append(got, c.Card(id).Title)
			}
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("arm from the deck").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[0].Deck = append([]*carddb.Card{gear, bribe}, pos.Players[0].Deck...)
	pos.Players[0].Hand = []*carddb.Card{held}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if len(got) != 2 || got[0] != "Gear" || got[1] != "Held" {
		t.Fatalf("attached %v, want [Gear Held]", got)
	}
	if st := g.Card(g.FindCards("Gear")[0]); st.Zone != ZonePlay || st.Host != g.FindCards("Gunner")[0] {
		t.Fatalf("Gear: %+v", st)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestMoveResourceAndReturnResourceToHand: a resource moves to another
// domain of its player's (not to its own, nor to an opponent's), the
// counts following; a resource returned goes to its owner's hand.
func TestMoveResourceAndReturnResourceToHand(t *testing.T) {
	gunner := char("Gunner", carddb.Syndicate, 2, 2, "C")
	var got [5]any
	act := Custom(func(c *Ctx) {
		doms := c.Game().Domains(c.You())
		opp := c.Game().Domains(c.Opp())
		res := c.Resources(c.You())
		first := CardID(None)
		for _, id := range res {
			if c.Host(id) == doms[0].Card {
				first = id
				break
			}
		}
		got[0] = c.MoveResource(first, doms[0].Card)
		got[1] = c.MoveResource(first, opp[0].Card)
		got[2] = c.MoveResource(first, doms[1].Card)
		got[3] = c.ResourcesOn(doms[1].Card)
		got[4] = c.ReturnResourceToHand(first) && c.Zone(first) == ZoneHand
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("move and return a resource").Doing(act)))
	pos.Players[0].Domains = []DomainPosition{{Resources: resources(carddb.Syndicate, 2)}, {Resources: resources(carddb.Agency, 1)}}
	pos.Players[1].Domains = []DomainPosition{{Resources: resources(carddb.Agency, 1)}}
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if want := [5]any{false, false, true, 2, true}; got != want {
		t.Fatalf("MoveResource x3, ResourcesOn, ReturnResourceToHand = %v, want %v", got, want)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestRandomHandCards: n different cards of a hand, picked at random,
// all of it when it holds fewer; they stay in the hand.
func TestRandomHandCards(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	card := char("Card", carddb.Hastur, 1, 1, "")
	var two, all []CardID
	act := Custom(func(c *Ctx) {
		two, all = c.RandomHandCards(1, 2), c.RandomHandCards(1, 5)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("look at random cards").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].Hand = []*carddb.Card{card, card, card}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	if len(two) != 2 || two[0] == two[1] || len(all) != 3 {
		t.Fatalf("two %v, all %v", two, all)
	}
	for _, id := range append(two, all...) {
		if g.Card(id).Zone != ZoneHand {
			t.Fatalf("card %d in %v", id, g.Card(id).Zone)
		}
	}
}

// TestReplaceStory: a story of the story deck takes the place of an
// untouched story in play, which goes back into the story deck; a story
// with a success token is not replaced.
func TestReplaceStory(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var swapped, refused bool
	act := Custom(func(c *Ctx) {
		st := c.Stories()
		deck := c.Game().FindCards("Deck story 2")[0]
		c.AddSuccess(0, st[1], 1)
		refused = !c.ReplaceStory(st[1], deck)
		swapped = c.ReplaceStory(st[0], deck)
		c.ShuffleStoryDeck()
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("replace a story").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	old := g.FindCards("S0")[0]
	mustApply(t, g, "Use Gunner")
	if !swapped || !refused {
		t.Fatalf("swapped %v, refused %v", swapped, refused)
	}
	if g.Card(old).Zone != ZoneStoryDeck || g.Card(g.FindCards("Deck story 2")[0]).Zone != ZoneStory || g.StoryDeckSize() != 3 {
		t.Fatalf("S0 in %v, the deck's story in %v, %d in the story deck", g.Card(old).Zone,
			g.Card(g.FindCards("Deck story 2")[0]).Zone, g.StoryDeckSize())
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
