package engine

import "testing"

// TestSelfTriggers checks which triggers know they answer only their own
// card's occurrences (Trigger.self, which lets the checks pass over the
// other cards' occurrences).
func TestSelfTriggers(t *testing.T) {
	for _, c := range []struct {
		name string
		tr   *Trigger
		self bool
	}{
		{"EntersPlay(Self)", EntersPlay(Self), true},
		{"Commits(Self)", Commits(Self), true},
		{"PlayedOverpaid(Self)", PlayedOverpaid(Self), true},
		{"EntersYourDiscardPile(Self)", EntersYourDiscardPile(Self), true},
		{"EntersPlay(Character)", EntersPlay(Character), false},
		{"WoundTo(HostOfSelf)", WoundTo(HostOfSelf), false},
	} {
		if c.tr.self != c.self {
			t.Errorf("%s: self is %v, want %v", c.name, c.tr.self, c.self)
		}
	}
}

// TestYoursTrigger checks that a trigger that knows it answers only its
// controller's occurrences (Trigger.yours, which lets the checks pass
// over the others) has a match that refuses the others: a struggle won by
// the other player, or by nobody, however wide the margin.
func TestYoursTrigger(t *testing.T) {
	tr := WonStruggle(2)
	if !tr.yours {
		t.Fatal("WonStruggle(2) does not know it answers its controller's struggles only")
	}
	// The trigger of an ability of an implementation (prepare makes its
	// kinds).
	(&Impl{Abilities: []Ability{{Kind: Response, Trigger: tr}}}).prepare()
	g := &Game{}
	for _, c := range []struct {
		you, winner int
		counts      [2]int16
		want        bool
	}{
		{0, 0, [2]int16{5, 1}, true},
		{0, 0, [2]int16{3, 2}, false},
		{1, 1, [2]int16{0, 4}, true},
		{0, 1, [2]int16{0, 4}, false},
		{1, 0, [2]int16{5, 1}, false},
		{0, -1, [2]int16{0, 0}, false},
	} {
		e := Event{Kind: EvStruggle, Player: int8(c.winner), Counts: c.counts}
		ctx := &Ctx{g: g, p: c.you}
		if got := tr.answers(ctx, &e); got != c.want {
			t.Errorf("player %d, struggle won by %d with %v: answers %v, want %v", c.you, c.winner, c.counts, got, c.want)
		}
	}
}
