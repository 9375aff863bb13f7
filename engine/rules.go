package engine

import "fmt"

// Rule citations: where each refusal comes from. "Rulebook" is the LCG
// Rules of Play; "FAQ" is the LCG FAQ/Errata v3.0; "Eldritch" the CCG
// Eldritch Edition rules v2.0.
const (
	RuleDecision       = "Rulebook, Timing Rules: one decision at a time"
	RuleTiming         = "Rulebook, Timing Rules"
	RuleOperations     = "Rulebook, 4. Operations Phase"
	RuleCostDomain     = "Rulebook, 4. Operations Phase: a domain needs resources equal to the cost"
	RuleDrained        = "Rulebook, 4. Operations Phase: a drained domain cannot be drained again"
	RuleMatch          = "Rulebook, 4. Operations Phase: resource match"
	RuleOneDomain      = "Rulebook, 4. Operations Phase: never more than one domain per payment"
	RuleCostZero       = "Rulebook, 4. Operations Phase: cost 0 needs no domain"
	RuleLoyal          = "Rulebook, Keywords: Loyal"
	RuleSteadfast      = "Rulebook, Keywords: Steadfast; FAQ 2.18, 2.19"
	RuleUnique         = "Rulebook, Unique Cards; FAQ 1.13"
	RuleHeroic         = "Rulebook, Keywords: Heroic/Villainous"
	RuleConspiracy     = "Rulebook, Conspiracy Cards"
	RuleAttach         = "FAQ 2.33: an attachment's requirement must be met"
	RuleHand           = "Rulebook, 4. Operations Phase: cards are played from hand"
	RuleEvent          = "Rulebook, Timing Rules: events are played as actions"
	RuleResource       = "Rulebook, 3. Resource Phase"
	RuleRefresh        = "Rulebook, 1. Refresh Phase; FAQ 2.34"
	RuleCommit         = "Rulebook, 5. Story Phase, Step 1: Active Player Commits"
	RuleOppCommit      = "Rulebook, 5. Story Phase, Step 2; FAQ 3.1"
	RuleResolveOrder   = "Rulebook, Resolving a Story Card; FAQ 3.1"
	RuleTerror         = "Rulebook, Terror Struggle"
	RuleWillpower      = "Rulebook, Terror Struggle and Keywords: Willpower"
	RuleCombat         = "Rulebook, Combat Struggle"
	RuleInvulnerable   = "Rulebook, Keywords: Invulnerability; FAQ 2.37"
	RuleArcane         = "Rulebook, Arcane Struggle"
	RuleInvestigate    = "Rulebook, Investigation Struggle; FAQ 3.2"
	RuleSuccess        = "Rulebook, Determine Success"
	RuleWinStory       = "Rulebook, Winning a Story Card"
	RuleNotImplemented = "this program: a card whose ability is not implemented"
	RuleMulligan       = "FAQ, Players Handbook Errata: Draw Setup Hand; FAQ 2.20"
	RuleSetup          = "Rulebook, Setup: 4. Draw Setup Hand, 5. Attach Resources"
	RuleGameOver       = "Rulebook, Winning: the game is over"
	RuleChoice         = "Rulebook, Timing Rules: a choice must be one of the options offered"
	RuleAbilityCost    = "Rulebook, Paying for Card Abilities"
	RuleTargets        = "FAQ 1.9: an effect cannot start without enough legal targets"
	RuleCannotTarget   = "FAQ 1.9, 2.2: an illegal target"
	RuleCannotPlay     = "FAQ 2.2: a card an effect forbids playing"
	RuleCostsYours     = "FAQ 2.13: costs are paid only with cards you control"
	RuleLimit          = "FAQ 2.9: limits"
	RuleOncePerTrig    = "Rulebook, Timing Rules: a response only once per trigger"
	RuleResponse       = "FAQ, Timing Structure: responses answer what happened in this window"
	RuleDisrupt        = "FAQ, Timing Structure: Disrupts answer what is about to happen"
)

// RuleError is a refusal that names the rule it comes from.
type RuleError struct {
	Rule string
	Msg  string
}

func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Msg
	}
	return fmt.Sprintf("%s (%s)", e.Msg, e.Rule)
}

func ruleErr(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}
