package engine

import "fmt"

// OpponentsPayToCommitToItsStory is a constant's modifier on no card:
// while it is in force (its card committed to a story, its text not
// blank, its condition holding), each opponent of its card's controller
// pays n to commit each character of his to that story, draining one of
// his domains with n resources or more (Rulebook, Paying for Card
// Abilities: no resource match) as he declares the character
// (fCommitPay). A requirement to commit "if able" never makes him pay
// (storyTakes), and no effect commits a character of his there: an
// effect pays no cost (Ctx.CommitTo, Ctx.CanCommitByEffect). Sweet Old
// Lady.
func OpponentsPayToCommitToItsStory(n int) Mod { return Mod{kind: modCommitCost, n: int8(n)} }

// commitCost returns what character id's controller pays to commit it to
// a story (0: nothing).
func (g *Game) commitCost(id, story CardID) int {
	n, _ := g.commitCostOf(id, story)
	return n
}

// commitCosts reports whether committing character id to a story costs
// its controller something: asked only while some card in play may make a
// commitment cost (costers), a quick answer otherwise.
func (g *Game) commitCosts(id, story CardID) bool {
	return g.costers > 0 && g.commitCost(id, story) > 0
}

// commitCostSource names a card whose OpponentsPayToCommitToItsStory
// makes a commitment cost, or None.
func (g *Game) commitCostSource(id, story CardID) CardID {
	_, src := g.commitCostOf(id, story)
	return src
}

// commitCostOf sums the costs to commit character id to a story, and
// names the first card making one. (Asked only while some card in play
// makes one: costers.)
func (g *Game) commitCostOf(id, story CardID) (n int, src CardID) {
	src = None
	if g.costers == 0 || story == None {
		return 0, None
	}
	q := g.cards[id].ctrl
	g.eachStatic(func(s CardID, a *Ability) {
		c := &g.cards[s]
		if c.zone != ZonePlay || c.committed != story || c.ctrl == q {
			return
		}
		m := 0
		for k := range a.Mods {
			if a.Mods[k].kind == modCommitCost {
				m += int(a.Mods[k].n)
			}
		}
		if m > 0 && g.staticOn(s, a) {
			n += m
			if src == None {
				src = s
			}
		}
	})
	return n, src
}

// commitCostPayable reports whether character id's controller can pay
// what committing it to a story costs: one of his domains, not drained,
// holds as many resources.
func (g *Game) commitCostPayable(id, story CardID) bool {
	n := g.commitCost(id, story)
	if n == 0 {
		return true
	}
	p := int(g.cards[id].ctrl)
	for d := range g.players[p].domains {
		if g.abilityPayProblem(p, d, n, false, nil, false) == nil {
			return true
		}
	}
	return false
}

// payToCommit makes player p, who has just declared a character to a
// story, pay what that costs, if anything: he chooses the domain to drain
// (fCommitPay) before he declares another.
func (g *Game) payToCommit(p int, id, story CardID) {
	if n := g.commitCost(id, story); n > 0 {
		g.push(frame{kind: fCommitPay, p: int8(p), card: id, second: story, arg: int16(n)})
	}
}

// fCommitPay: player p pays arg to commit the character card, declared,
// to the story second: he drains one of his domains holding arg resources
// or more.

func runCommitPay(g *Game, i int) bool { return g.wait() }

func optCommitPay(g *Game, f *frame, out []Option) []Option {
	p := int(f.p)
	for d := range g.players[p].domains {
		if g.abilityPayProblem(p, d, int(f.arg), false, nil, false) == nil {
			out = append(out, Option{Act: ActDomain, Card: None, Arg: int32(d)})
		}
	}
	return out
}

func applyCommitPay(g *Game, i int, o Option) {
	f := g.stack[i]
	p, d, n := int(f.p), int(o.Arg), int(f.arg)
	total := g.domainTotal(p, d)
	g.pop()
	g.emit(Event{Kind: EvDrain, Player: int8(p), Card: f.card, Other: None, N: int16(d), Counts: [2]int16{int16(n), int16(total - n)}, Flags: evQuiet})
	g.drain(p, d)
	e := Event{Kind: EvEffect, Player: int8(p), Card: f.card, Other: f.second}
	if g.logging() {
		e.Text = fmt.Sprintf("costs %d to commit to %s: domain %d drained", n, g.name(f.second), d+1)
	}
	g.emit(e)
}

func promptCommitPay(g *Game, f *frame) (PromptKind, string) {
	return PromptDomain, fmt.Sprintf("Choose a domain to drain to pay %d to commit %s to %s.", f.arg, g.cards[f.card].def.Title, g.name(f.second))
}
