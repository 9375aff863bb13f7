package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cthulhu/carddb"
)

// Act is the kind of an option.
type Act uint8

const (
	ActPass     Act = iota // pass, decline
	ActDone                // finish a multi-part choice (committing)
	ActYes                 // accept an optional effect
	ActNo                  // decline an optional effect
	ActKeep                // keep the setup hand
	ActMulligan            // take the mulligan
	ActPick                // choose a card (Card)
	ActPlay                // play a card from hand (Card)
	ActResource            // attach a card from hand as a resource (Card)
	ActDomain              // drain or use a domain (Arg: its index)
	ActX                   // choose the value of X (Arg)
	ActTarget              // choose a card as target or host (Card)
	ActCommit              // commit Card to the story Arg
	ActTokens              // place Arg success tokens
	ActTrigger             // use ability (Arg: its index, and the occurrence) of Card
	ActIcon                // choose a struggle icon (Arg)
	ActFirst               // the player Arg is the one an effect on each player resolves on first (FAQ 1.7)
	ActFaction             // choose the faction Arg (a carddb.Faction)
	ActPlayer              // choose the player Arg (0 or 1)
	ActName                // choose the name Arg of a list the effect gives (PickAmong)
	numActs
)

var actNames = [numActs]string{"pass", "done", "yes", "no", "keep", "mulligan", "pick", "play", "resource", "domain", "x", "target", "commit", "tokens", "trigger", "icon", "first", "faction", "player", "name"}

func (a Act) String() string {
	if a < numActs {
		return actNames[a]
	}
	return fmt.Sprintf("act(%d)", a)
}

// namesCard reports whether an option of this kind is about a card
// (Option.Card): picking, playing, resourcing, targeting, committing or
// using one.
func (a Act) namesCard() bool {
	switch a {
	case ActPick, ActPlay, ActResource, ActTarget, ActCommit, ActTrigger:
		return true
	}
	return false
}

// Option is one legal choice of a decision.
type Option struct {
	Act  Act    `json:"act"`
	Card CardID `json:"card"`
	Arg  int32  `json:"arg"`
}

// ID is the option's stable identifier, as replays record it: "pass",
// "play:17", "commit:17:105", "domain:2".
func (o Option) ID() string {
	switch o.Act {
	case ActPick, ActPlay, ActResource, ActTarget:
		return o.Act.String() + ":" + strconv.Itoa(int(o.Card))
	case ActDomain, ActX, ActTokens, ActIcon, ActFirst, ActFaction, ActPlayer, ActName:
		return o.Act.String() + ":" + strconv.Itoa(int(o.Arg))
	case ActCommit:
		return "commit:" + strconv.Itoa(int(o.Card)) + ":" + strconv.Itoa(int(o.Arg))
	case ActTrigger:
		ab, occ := unpackTrigger(o.Arg)
		return "trigger:" + strconv.Itoa(int(o.Card)) + ":" + strconv.Itoa(ab) + ":" + strconv.Itoa(occ)
	}
	return o.Act.String()
}

// ParseOption reads an option ID. It checks only the form, not legality.
func ParseOption(id string) (Option, error) {
	parts := strings.Split(strings.TrimSpace(id), ":")
	act := Act(255)
	for i, n := range actNames {
		if parts[0] == n {
			act = Act(i)
		}
	}
	o := Option{Act: act, Card: None}
	num := func(s string) (int32, error) {
		n, err := strconv.ParseInt(s, 10, 32)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("malformed choice %q: %q is not a number (%s)", id, s, RuleChoice)
		}
		return int32(n), nil
	}
	want := 1
	switch act {
	case 255:
		return o, fmt.Errorf("malformed choice %q: unknown kind %q (%s)", id, parts[0], RuleChoice)
	case ActPick, ActPlay, ActResource, ActTarget, ActDomain, ActX, ActTokens, ActIcon, ActFirst, ActFaction, ActPlayer, ActName:
		want = 2
	case ActCommit:
		want = 3
	case ActTrigger:
		want = 4
	}
	if len(parts) != want {
		return o, fmt.Errorf("malformed choice %q: %s takes %d part(s) (%s)", id, act, want-1, RuleChoice)
	}
	var err error
	switch act {
	case ActPick, ActPlay, ActResource, ActTarget:
		var n int32
		n, err = num(parts[1])
		o.Card = CardID(n)
	case ActDomain, ActX, ActTokens, ActIcon, ActFirst, ActFaction, ActPlayer, ActName:
		o.Arg, err = num(parts[1])
		if act == ActIcon && err == nil && o.Arg > 3 {
			err = fmt.Errorf("malformed choice %q: icons are 0 to 3 (%s)", id, RuleChoice)
		}
		if act == ActFaction && err == nil && o.Arg >= carddb.NumFactions {
			err = fmt.Errorf("malformed choice %q: factions are 0 to %d (%s)", id, carddb.NumFactions-1, RuleChoice)
		}
		if (act == ActFirst || act == ActPlayer) && err == nil && o.Arg > 1 {
			err = fmt.Errorf("malformed choice %q: players are 0 and 1 (%s)", id, RuleChoice)
		}
	case ActCommit:
		var n int32
		if n, err = num(parts[1]); err == nil {
			o.Card = CardID(n)
			o.Arg, err = num(parts[2])
		}
	case ActTrigger:
		var n, ab, occ int32
		if n, err = num(parts[1]); err == nil {
			if ab, err = num(parts[2]); err == nil {
				if occ, err = num(parts[3]); err == nil {
					if ab > 255 || occ > 1<<22 {
						return o, fmt.Errorf("malformed choice %q: numbers out of range (%s)", id, RuleChoice)
					}
					o.Card = CardID(n)
					o.Arg = packTrigger(int(ab), int(occ))
				}
			}
		}
	}
	return o, err
}

// PromptKind names what a decision is about.
type PromptKind uint8

const (
	PromptMulligan PromptKind = iota
	PromptSetupResource
	PromptRestore
	PromptResource
	PromptAction
	PromptTarget
	PromptX
	PromptDomain
	PromptCommit
	PromptResolveOrder
	PromptInsane
	PromptWound
	PromptReady
	PromptInvestigate
	PromptSuccess
	PromptWinOrder
	PromptStoryEffect
	PromptHeroicVillainous
	PromptResponse
	PromptDisrupt
	PromptForcedOrder
	PromptCost
	PromptChoose
	PromptHarmOrder
	numPromptKinds
)

var promptNames = [numPromptKinds]string{"mulligan", "setup-resource", "restore", "resource", "action", "target", "x", "domain", "commit", "resolve-order", "insane", "wound", "ready", "investigate", "success", "win-order", "story-effect", "heroic-villainous", "response", "disrupt", "forced-order", "cost", "choose", "harm-order"}

func (k PromptKind) String() string {
	if k < numPromptKinds {
		return promptNames[k]
	}
	return fmt.Sprintf("prompt(%d)", k)
}

// Prompt is a decision a player must take.
type Prompt struct {
	Player  int        `json:"player"`
	Kind    PromptKind `json:"kind"`
	Text    string     `json:"text"`
	Options []Choice   `json:"options"`
}

// Choice is an option with its readable label.
type Choice struct {
	Option
	ID    string `json:"id"`
	Label string `json:"label"`
}

// Waiting reports whether the game waits for a decision.
func (g *Game) Waiting() bool { return g.waiting && !g.over }

// Decider returns the player who must decide, or -1.
func (g *Game) Decider() int {
	if !g.Waiting() {
		return -1
	}
	return int(g.top().p)
}

// Options returns the legal options of the current decision. The slice is
// the game's own and is valid until the next change; do not modify it.
func (g *Game) Options() []Option {
	if !g.Waiting() {
		return nil
	}
	return g.options()
}

// Prompt describes the current decision, or returns nil when the game is
// over.
func (g *Game) Prompt() *Prompt {
	if !g.Waiting() {
		return nil
	}
	f := g.top()
	kind, text := frameDefs[f.kind].prompt(g, f)
	p := &Prompt{Player: int(f.p), Kind: kind, Text: text}
	for _, o := range g.options() {
		p.Options = append(p.Options, Choice{Option: o, ID: o.ID(), Label: g.Label(o)})
	}
	return p
}

// PromptAbility is the card and the words of the ability whose targets,
// costs or choices the decision waiting is about ("destroy a character
// or support whose cost is at most X"), so that a program can tell a
// person what his choice will do; None and "" for any other decision.
func (g *Game) PromptAbility() (CardID, string) {
	if !g.Waiting() {
		return None, ""
	}
	f := g.top()
	switch f.kind {
	case fTarget, fCost, fChoose:
	default:
		return None, ""
	}
	i := f.abilityFrame()
	if i < 0 || i >= len(g.stack) {
		return None, ""
	}
	ab := &g.stack[i]
	if !g.validCard(ab.card) {
		return None, ""
	}
	if ab.kind != fAbility || g.impl(ab.card) == nil {
		return ab.card, ""
	}
	if a := g.abilityOf(ab); a != nil {
		return ab.card, a.Text
	}
	return ab.card, ""
}

// Apply takes one option of the current decision. An option that is not
// legal now returns an error naming the rule, and the game is unchanged.
func (g *Game) Apply(o Option) error {
	if g.over {
		return ruleErr(RuleGameOver, "the game is over: %s won", g.players[g.winner].name)
	}
	if !g.waiting {
		return ruleErr(RuleDecision, "no decision is pending")
	}
	if g.opts.VerifyCaches && g.waitSampled != g.sampled() {
		g.cacheFault("the decision waiting was kept as sampled %v, but is %v", g.waitSampled, g.sampled())
	}
	var legal bool
	if !g.optsOK && g.waitSampled {
		// An option of a decision not listed: checked alone.
		legal = g.pickedOK && o == g.picked || g.sampledLegal(int(g.top().p), o)
		if g.opts.VerifyCaches && legal != slices.Contains(g.options(), o) {
			g.cacheFault("the option %s of a sampled decision, checked alone, was found %v", o.ID(), legal)
		}
	} else {
		// The option just picked from the list is on it (PickUniform).
		legal = g.pickedOK && o == g.picked || slices.Contains(g.options(), o)
		if g.opts.VerifyCaches && legal != slices.Contains(g.options(), o) {
			g.cacheFault("the option %s picked from the list was found %v", o.ID(), legal)
		}
	}
	if !legal {
		return g.explain(o)
	}
	g.commit(o)
	return nil
}

// commit takes a legal option of the decision waiting: it is recorded
// among the choices (the replay), applied, and the game runs on to the
// next decision.
func (g *Game) commit(o Option) {
	if !g.unrecorded {
		g.choices = append(g.choices, o)
	}
	g.take(o)
	g.run()
}

// Choose takes the option with the given ID (see Option.ID).
func (g *Game) Choose(id string) error {
	o, err := ParseOption(id)
	if err != nil {
		return err
	}
	return g.Apply(o)
}

// ChooseAs takes an option on behalf of a player: it refuses, naming the
// rule, when that player is not the one to decide.
func (g *Game) ChooseAs(player int, id string) error {
	if d := g.Decider(); d >= 0 && d != player {
		return ruleErr(RuleDecision, "it is %s's decision, not %s's", g.players[d].name, g.players[player].name)
	}
	return g.Choose(id)
}

// unimplemented reports whether the card has printed abilities that the
// game's library does not implement.
func (g *Game) unimplemented(id CardID) bool {
	return g.validCard(id) && g.cards[id].def.Abilities && g.impl(id) == nil
}

// Label is the option's text for a person.
func (g *Game) Label(o Option) string {
	switch o.Act {
	case ActPass:
		return "Pass"
	case ActDone:
		return "Done"
	case ActYes:
		return "Yes"
	case ActNo:
		return "No"
	case ActKeep:
		return "Keep this hand"
	case ActMulligan:
		return "Take a mulligan"
	case ActPick:
		if len(g.stack) > 0 && g.top().kind == fSetupResources {
			return "Resource: " + g.name(o.Card)
		}
		return g.name(o.Card) + g.placeSuffix(o.Card)
	case ActPlay:
		if g.unimplemented(o.Card) {
			// A character, support or attachment whose printed abilities
			// are not implemented plays for its statistics only
			// (docs/rulings.md, "Cards not implemented"): the player is
			// told before he pays for it.
			return "Play " + g.name(o.Card) + " (its abilities are not implemented: it plays for its statistics only)"
		}
		return "Play " + g.name(o.Card)
	case ActResource:
		return "Attach as a resource: " + g.name(o.Card)
	case ActDomain:
		if len(g.stack) > 0 {
			f := g.top()
			if p := int(f.p); int(o.Arg) < len(g.players[p].domains) {
				return fmt.Sprintf("Domain %d (%s)", o.Arg+1, g.domainSummary(p, int(o.Arg)))
			}
		}
		return fmt.Sprintf("Domain %d", o.Arg+1)
	case ActX:
		if l := g.valueLabel(int(o.Arg)); l != "" {
			return l
		}
		return fmt.Sprintf("X = %d", o.Arg)
	case ActTarget:
		if len(g.stack) > 0 && g.top().kind == fPlay {
			if d := g.domainName(o.Card); d != "" {
				return "Attach to " + d
			}
			return "Attach to " + g.name(o.Card) + g.placeSuffix(o.Card)
		}
		if d := g.domainName(o.Card); d != "" {
			return "Choose " + d
		}
		return "Choose " + g.name(o.Card) + g.placeSuffix(o.Card)
	case ActTrigger:
		return g.triggerLabel(o)
	case ActIcon:
		return carddb.Icon(o.Arg).Title()
	case ActFaction:
		return carddb.Faction(o.Arg).Title()
	case ActName:
		if len(g.stack) > 0 && g.top().kind == fChoose {
			if pk := g.pickOf(g.top()); int(o.Arg) < len(pk.names) {
				return pk.names[o.Arg]
			}
		}
		return fmt.Sprintf("Name %d", o.Arg+1)
	case ActPlayer:
		if o.Arg >= 0 && int(o.Arg) < len(g.players) {
			return g.players[o.Arg].name
		}
		return fmt.Sprintf("Player %d", o.Arg+1)
	case ActFirst:
		if o.Arg >= 0 && int(o.Arg) < len(g.players) {
			return g.players[o.Arg].name + " first"
		}
		return fmt.Sprintf("Player %d first", o.Arg+1)
	case ActCommit:
		return fmt.Sprintf("Commit %s to %s", g.name(o.Card), g.name(CardID(o.Arg)))
	case ActTokens:
		if o.Arg == 0 {
			return "Place no success token"
		}
		if o.Arg == 1 {
			return "Place 1 success token"
		}
		return fmt.Sprintf("Place %d success tokens", o.Arg)
	}
	return o.ID()
}

func (g *Game) validCard(id CardID) bool { return id >= 0 && int(id) < len(g.cards) }

// reader is the player a label is written for: the one deciding.
func (g *Game) reader() int {
	if len(g.stack) == 0 {
		return -1
	}
	return int(g.top().p)
}

// whose is "your" or "the opponent's" for the player deciding, or the
// player's name when no one decides.
func (g *Game) whose(p int) string {
	switch r := g.reader(); {
	case p < 0 || p > 1:
		return "the game's"
	case r < 0:
		return g.players[p].name + "'s"
	case p == r:
		return "your"
	}
	return "the opponent's"
}

// domainFor names a domain card for the player deciding: "your domain 2",
// "the opponent's domain 1 (drained)".
func (g *Game) domainFor(id CardID) string {
	p := int(g.cards[id].ctrl)
	d := g.domainIndex(p, id)
	s := fmt.Sprintf("%s domain %d", g.whose(p), d+1)
	if d >= 0 && g.players[p].domains[d].drained {
		s += " (drained)"
	}
	return s
}

// placeSuffix says whose a card is and where, for an option's label:
// ", the opponent's resource in domain 2", ", your character", ", in
// your discard pile". Stories, which are no one's, get none.
func (g *Game) placeSuffix(id CardID) string {
	if !g.validCard(id) {
		return ""
	}
	c := &g.cards[id]
	switch c.zone {
	case ZonePlay:
		t := c.def.Type.String()
		if c.def.Type == carddb.Support && !c.insane && g.isCharacter(id) {
			t = "character" // a support that is one for now (becomeCharacterForPhase)
		}
		s := ", " + g.whose(int(c.ctrl)) + " " + t
		if c.insane {
			s += " (insane)"
		}
		if c.host != None && g.validCard(c.host) {
			if g.cards[c.host].zone == ZoneDomain {
				s += " attached to " + g.domainFor(c.host)
			} else {
				s += " attached to " + g.name(c.host)
			}
		}
		return s
	case ZoneResource:
		if c.host != None && g.validCard(c.host) {
			return ", " + strings.Replace(g.domainFor(c.host), " domain ", " resource in domain ", 1)
		}
		return ", " + g.whose(int(c.owner)) + " resource"
	case ZoneDomain, ZonePile:
		return ""
	case ZoneHand:
		return ", in " + g.whose(int(c.owner)) + " hand"
	case ZoneDiscard:
		return ", in " + g.whose(int(c.owner)) + " discard pile"
	case ZoneDeck:
		return ", in " + g.whose(int(c.owner)) + " deck"
	case ZoneWon:
		w := g.whose(int(c.ctrl))
		if w == "your" {
			return ", a story you won"
		}
		return ", a story " + strings.TrimSuffix(w, "'s") + " won"
	}
	return ""
}

// name is a card's title, or a description of a card slot.
func (g *Game) name(id CardID) string {
	if id < 0 || int(id) >= len(g.cards) {
		return fmt.Sprintf("card %d", id)
	}
	if c := &g.cards[id]; c.zone == ZonePile {
		return g.players[c.owner].name + "'s discard pile"
	}
	return g.cards[id].def.Title
}

// abilityText names one ability of a card for the log: "Forest Sister's
// Disrupt (cancels a wound to itself)".
func (g *Game) abilityText(id CardID, ai int) string {
	name := g.name(id)
	im := g.impl(id)
	if im == nil || ai < 0 || ai >= len(im.Abilities) {
		return name
	}
	a := &im.Abilities[ai]
	if g.cards[id].def.Type == carddb.Event {
		if a.Text != "" {
			return name + " (" + a.Text + ")"
		}
		return name
	}
	s := name + "'s " + a.Kind.String()
	if a.Text != "" {
		s += " (" + a.Text + ")"
	}
	return s
}

// triggerLabel is the label of an ActTrigger option.
func (g *Game) triggerLabel(o Option) string {
	ab, _ := unpackTrigger(o.Arg)
	if int(o.Card) < len(g.cards) && g.cards[o.Card].zone == ZoneHand && g.cards[o.Card].def.Type == carddb.Event {
		return "Play " + g.abilityText(o.Card, ab)
	}
	return "Use " + g.abilityText(o.Card, ab)
}
