package ai

import (
	"math/rand/v2"

	"cthulhu/carddb"
	"cthulhu/engine"
)

// Heuristic is a fast rule-of-thumb player: it builds resources toward its
// hand's factions, plays its best affordable cards, commits where it can
// win the struggles or the skill contest, defends stories the opponent is
// close to winning, loses its cheapest characters to terror and combat,
// keeps terror-proof characters for terror-heavy stories, and takes every
// token and ready it is offered. It reads only its observer.
type Heuristic struct {
	rng *rand.Rand
}

// NewHeuristic returns a heuristic player; the seed breaks ties.
func NewHeuristic(seed uint64) *Heuristic {
	return &Heuristic{rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))}
}

// Choose picks an option by the rules of thumb.
func (h *Heuristic) Choose(o *engine.Observer) engine.Option {
	opts := o.Options()
	if len(opts) == 1 {
		return opts[0]
	}
	switch o.Kind() {
	case engine.PromptMulligan:
		return h.mulligan(o, opts)
	case engine.PromptSetupResource, engine.PromptResource:
		return h.resource(o, opts)
	case engine.PromptDomain:
		return h.domain(o, opts)
	case engine.PromptRestore, engine.PromptReady:
		return h.best(o, opts, true)
	case engine.PromptInsane, engine.PromptWound, engine.PromptHeroicVillainous:
		return h.best(o, opts, false)
	case engine.PromptInvestigate, engine.PromptStoryEffect:
		return find(opts, engine.ActYes, opts[0])
	case engine.PromptSuccess, engine.PromptX:
		return maxArg(opts)
	case engine.PromptCommit:
		return h.commit(o, opts)
	case engine.PromptAction:
		return h.action(o, opts)
	case engine.PromptResponse, engine.PromptDisrupt:
		return h.react(o, opts)
	case engine.PromptTarget, engine.PromptChoose, engine.PromptCost:
		return h.target(o, opts)
	}
	return opts[h.rng.IntN(len(opts))]
}

func find(opts []engine.Option, act engine.Act, def engine.Option) engine.Option {
	for _, op := range opts {
		if op.Act == act {
			return op
		}
	}
	return def
}

func maxArg(opts []engine.Option) engine.Option {
	best := opts[0]
	for _, op := range opts[1:] {
		if op.Arg > best.Arg {
			best = op
		}
	}
	return best
}

// value rates a card: what it brings to the stories.
func value(c *carddb.Card) int {
	if c == nil {
		return 0
	}
	v := int(c.Cost)
	if c.Type == carddb.Character {
		v = 2*int(c.Skill) + 2*(int(c.Icons[0])+int(c.Icons[1])+int(c.Icons[2])+int(c.Icons[3]))
		kw := &c.Keywords
		if kw.Willpower {
			v++
		}
		if kw.Fast {
			v++
		}
		if kw.Invulnerability {
			v += 3
		}
		v += int(kw.Toughness)
	}
	return v
}

// stateValue rates a card in play as it is now.
func stateValue(s engine.CardState) int {
	v := value(s.Def)
	if s.Zone == engine.ZonePlay && s.Def.Type == carddb.Character {
		v = 2*s.Skill + 2*(int(s.Icons[0])+int(s.Icons[1])+int(s.Icons[2])+int(s.Icons[3])) + s.Toughness - s.Wounds
	}
	if s.Insane {
		v = value(s.Def) / 2
	}
	return v
}

// best picks the option whose card is worth most (or least).
func (h *Heuristic) best(o *engine.Observer, opts []engine.Option, most bool) engine.Option {
	var pick engine.Option
	bestV := 0
	found := false
	for _, op := range opts {
		s, ok := o.Card(op.Card)
		if !ok {
			continue
		}
		v := stateValue(s)
		if !found || most && v > bestV || !most && v < bestV {
			pick, bestV, found = op, v, true
		}
	}
	if !found {
		return opts[0]
	}
	return pick
}

func (h *Heuristic) mulligan(o *engine.Observer, opts []engine.Option) engine.Option {
	cheap := 0
	var buf [16]engine.CardID
	for _, id := range o.AppendZone(buf[:0], o.Player(), engine.ZoneHand) {
		if s, ok := o.Brief(id); ok && s.Def.Type == carddb.Character && s.Def.Cost <= 3 {
			cheap++
		}
	}
	if cheap >= 2 {
		return find(opts, engine.ActKeep, opts[0])
	}
	return find(opts, engine.ActMulligan, opts[0])
}

// factionNeed counts, per faction, the value of the hand's cards: the
// resources worth having.
func factionNeed(o *engine.Observer) (need [carddb.NumFactions]int) {
	var buf [16]engine.CardID
	for _, id := range o.AppendZone(buf[:0], o.Player(), engine.ZoneHand) {
		if s, ok := o.Brief(id); ok {
			need[s.Def.Faction] += 1 + int(s.Def.Cost)
		}
	}
	return
}

// resource picks the card to attach as a resource: the least valuable
// card, preferring a faction the hand needs; it passes when the hand is
// small and the domains are already big.
func (h *Heuristic) resource(o *engine.Observer, opts []engine.Option) engine.Option {
	p := o.Player()
	if o.Kind() == engine.PromptResource && o.HandSize(p) <= 2 && o.Resources(p) >= 6 {
		return find(opts, engine.ActPass, opts[0])
	}
	need := factionNeed(o)
	var pick engine.Option
	bestScore := 1 << 30
	for _, op := range opts {
		if op.Act != engine.ActResource && op.Act != engine.ActPick {
			continue
		}
		s, ok := o.Brief(op.Card)
		if !ok {
			continue
		}
		score := value(s.Def) - need[s.Def.Resource]
		if score < bestScore {
			pick, bestScore = op, score
		}
	}
	if bestScore == 1<<30 {
		return opts[0]
	}
	return pick
}

// domain drains the smallest domain that pays: the big ones are kept for
// big cards.
func (h *Heuristic) domain(o *engine.Observer, opts []engine.Option) engine.Option {
	p := o.Player()
	// size is a domain's resources (attaching) or total (draining); one
	// Domains does not tell of never wins.
	attaching := o.Kind() == engine.PromptDomain && len(opts) > 0 && opts[0].Act == engine.ActDomain && o.Step() == engine.StepResource
	size := func(op engine.Option) (int, bool) {
		n, total, ok := o.Domain(p, int(op.Arg))
		if attaching {
			return n, ok
		}
		return total, ok
	}
	best := opts[0]
	bestN, _ := size(best)
	for _, op := range opts {
		if !attaching && op.Act != engine.ActDomain {
			continue
		}
		// Attaching a resource: grow the biggest domain; draining: the
		// smallest.
		if n, ok := size(op); ok && (attaching && n > bestN || !attaching && n < bestN) {
			best, bestN = op, n
		}
	}
	return best
}

// action plays the most valuable card it can; uses abilities half the
// time; passes otherwise.
func (h *Heuristic) action(o *engine.Observer, opts []engine.Option) engine.Option {
	var pick engine.Option
	bestV := 0
	for _, op := range opts {
		switch op.Act {
		case engine.ActPlay:
			s, ok := o.Brief(op.Card)
			if !ok {
				continue
			}
			v := value(s.Def) + 1
			if s.Def.Type == carddb.Conspiracy {
				v += 10
			}
			if s.Def.Type == carddb.Event && !s.Def.Abilities {
				v = 0
			}
			if v > bestV {
				pick, bestV = op, v
			}
		case engine.ActTrigger:
			if h.rng.IntN(2) == 0 && bestV < 3 {
				pick, bestV = op, 3
			}
		}
	}
	if bestV == 0 {
		return find(opts, engine.ActPass, opts[0])
	}
	return pick
}

// react uses a response or disrupt when it has one, most of the time.
func (h *Heuristic) react(o *engine.Observer, opts []engine.Option) engine.Option {
	for _, op := range opts {
		if op.Act == engine.ActTrigger && h.rng.IntN(4) != 0 {
			return op
		}
	}
	return find(opts, engine.ActPass, opts[0])
}

// target prefers the opponent's most valuable card, then its own least
// valuable one.
func (h *Heuristic) target(o *engine.Observer, opts []engine.Option) engine.Option {
	p := o.Player()
	var pick engine.Option
	bestV := -1 << 30
	for _, op := range opts {
		s, ok := o.Card(op.Card)
		if !ok {
			if op.Act == engine.ActIcon {
				return opts[h.rng.IntN(len(opts))]
			}
			continue
		}
		v := stateValue(s)
		if s.Controller == p {
			v = -v
		}
		if v > bestV {
			pick, bestV = op, v
		}
	}
	if bestV == -1<<30 {
		return opts[0]
	}
	return pick
}

// commit: as the attacker, commits to the stories it is closest to
// winning until it outnumbers the defenders' ready skill there; as the
// defender, opposes where the attacker is close to winning or outmatched.
func (h *Heuristic) commit(o *engine.Observer, opts []engine.Option) engine.Option {
	p := o.Player()
	active := o.Active() == p
	// The success tokens of each story, read once.
	var slots [engine.StorySlots]struct {
		card    engine.CardID
		success [2]int
	}
	for s := range slots {
		slots[s].card, slots[s].success = o.Success(s)
	}
	tokens := func(id engine.CardID, q int) int {
		for s := range slots {
			if slots[s].card == id {
				return slots[s].success[q]
			}
		}
		return 0
	}
	// Skill already committed (declared) per story by each side, and the
	// opponent's ready skill, in one pass over the play areas.
	type declared struct {
		story engine.CardID
		skill int
	}
	var decl [2][]declared
	var declBuf [2][engine.StorySlots]declared
	add := func(q int, story engine.CardID, skill int) {
		for k := range decl[q] {
			if decl[q][k].story == story {
				decl[q][k].skill += skill
				return
			}
		}
		decl[q] = append(decl[q], declared{story, skill})
	}
	oppReady := 0
	var buf [32]engine.CardID
	for q := range 2 {
		decl[q] = declBuf[q][:0]
		for _, id := range o.AppendZone(buf[:0], q, engine.ZonePlay) {
			s, ok := o.Brief(id) // the skill only of the cards counted
			if !ok {
				continue
			}
			if s.Committed != engine.None {
				add(q, s.Committed, o.Skill(id))
			}
			if s.Pending != engine.None && s.Pending != s.Committed {
				add(q, s.Pending, o.Skill(id))
			}
			if q != p && s.Def.Type == carddb.Character && !s.Exhausted && !s.Insane && s.Committed == engine.None && s.Pending == engine.None {
				oppReady += o.Skill(id)
			}
		}
	}
	committed := func(story engine.CardID, q int) int {
		for _, d := range decl[q] {
			if d.story == story {
				return d.skill
			}
		}
		return 0
	}
	// Terror-heavy stories (icon boosters add struggles): a character with
	// Willpower or a terror icon cannot be driven insane there, the others
	// risk it.
	// (Counted once per story, not per option.)
	var terrors [engine.StorySlots]struct {
		story engine.CardID
		n     int
	}
	for s := range terrors {
		terrors[s].story = slots[s].card
		if terrors[s].story == engine.None {
			continue
		}
		var icons [12]carddb.Icon
		for _, ic := range o.AppendStruggles(icons[:0], terrors[s].story) {
			if ic == carddb.Terror {
				terrors[s].n++
			}
		}
	}
	terror := func(story engine.CardID) int {
		for _, t := range terrors {
			if t.story == story && story != engine.None {
				return t.n
			}
		}
		return 0
	}
	var pick engine.Option
	bestScore := 0
	// The card of the last option (a card's options come together), read
	// briefly with its skill; its icons only where the terror counts.
	var s engine.CardState
	skill, icons := 0, false
	for _, op := range opts {
		if op.Act != engine.ActCommit {
			continue
		}
		story := engine.CardID(op.Arg)
		if s.ID != op.Card || s.Def == nil {
			s, _ = o.Brief(op.Card)
			skill, icons = o.Skill(op.Card), false
		}
		var score int
		if t := terror(story); t > 1 {
			if !icons {
				s, _ = o.Card(op.Card)
				icons = true
			}
			if s.Def.Keywords.Willpower || s.Icons[carddb.Terror] > 0 {
				score += 2 * t
			} else {
				score -= 2 * t
			}
		}
		if active {
			mine, theirs := tokens(story, p), tokens(story, 1-p)
			score += 10 + 3*mine - theirs + skill
			if committed(story, p) > oppReady+2 {
				score -= 12 // enough there already
			}
			if skill == 0 {
				score -= 5
			}
		} else {
			threat := tokens(story, 1-p)
			gap := committed(story, 1-p) - committed(story, p)
			if gap <= 0 && threat < 3 {
				continue
			}
			score += 5 + 2*threat + gap + skill
		}
		if score > bestScore {
			pick, bestScore = op, score
		}
	}
	if bestScore <= 0 {
		return find(opts, engine.ActDone, opts[0])
	}
	// Keep a reserve at home when the opponent is close to a story.
	if active && h.rng.IntN(5) == 0 {
		return find(opts, engine.ActDone, pick)
	}
	return pick
}
