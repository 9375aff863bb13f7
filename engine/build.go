package engine

// Builders: a card's ability reads like its text.
//
//	Disrupt("pay 1 to cancel a wound to this card").
//		On(WoundTo(Self)).Costing(Pay(1)).Doing(Cancel())

// NewAction starts an Action ability.
func NewAction(text string) Ability { return Ability{Kind: Action, Text: text} }

// NewDisrupt starts a Disrupt.
func NewDisrupt(text string) Ability { return Ability{Kind: Disrupt, Text: text} }

// NewResponse starts a Response.
func NewResponse(text string) Ability { return Ability{Kind: Response, Text: text} }

// NewForced starts a Forced Response.
func NewForced(text string) Ability { return Ability{Kind: Forced, Text: text} }

// NewPassive starts a passive ability with a moment of its own.
func NewPassive(text string) Ability { return Ability{Kind: Passive, Text: text} }

// NewConstant starts a constant ability with its modifiers.
func NewConstant(text string, mods ...Mod) Ability {
	return Ability{Kind: Constant, Text: text, Mods: mods}
}

// On sets what the ability answers.
func (a Ability) On(t *Trigger) Ability { a.Trigger = t; return a }

// When adds a play restriction or condition.
func (a Ability) When(c Cond) Ability {
	if prev := a.Play; prev != nil {
		a.Play = func(x *Ctx) bool { return prev(x) && c(x) }
	} else {
		a.Play = c
	}
	return a
}

// Costing adds costs.
func (a Ability) Costing(cs ...Cost) Ability {
	a.Costs = append(append([]Cost(nil), a.Costs...), cs...)
	return a
}

// Choosing adds targets.
func (a Ability) Choosing(ts ...Target) Ability {
	a.Targets = append(append([]Target(nil), a.Targets...), ts...)
	return a
}

// Doing adds effect parts.
func (a Ability) Doing(es ...Effect) Ability {
	a.Effects = append(append([]Effect(nil), a.Effects...), es...)
	return a
}

// Limited sets the limit: once per period of this card.
func (a Ability) Limited(per Period) Ability { a.Limit = Limit{Per: per}; return a }

// LimitedByTitle sets "Limit 1 per period" for abilities used from out of
// play: it counts every copy of the title its player uses (FAQ 2.9).
func (a Ability) LimitedByTitle(per Period) Ability {
	a.Limit = Limit{Per: per, ByTitle: true}
	return a
}

// Working sets where the ability works from (FAQ 1.2).
func (a Ability) Working(from From) Ability { a.From = from; return a }
