package scenario

import (
	"bytes"
	"strings"
	"testing"

	"cthulhu/carddb"
)

// fixture is a position for the tests of the script's verbs: copies of a
// title (Test Runner #1 in Darin's discard pile, #2 with lasting effects
// until the end of the phase, #3 blank; Test Thug #1 discarded this
// phase, #2 in Tommy's play area), and Small Price to Pay in hand, whose
// play asks for targets, a domain and then a pick.
const fixture = `name: fixture
card Test Clerk: character; faction agency; cost 1; skill 1; icons I
card Test Thug: character; faction syndicate; cost 2; skill 2; icons C
card Test Runner: character; faction agency; cost 1; skill 1; icons I; keywords Fast
card Story A: story; struggles TCAI
card Story B: story; struggles TCAI
card Story C: story; struggles TCAI

[player 1]
name: Darin
hand: Small Price to Pay x2, @neutral
deck: @neutral x10
discard: Test Runner
discarded: Test Thug
domain: @agency
domain: @agency
play: Test Clerk
play: Undercover Security
play: Test Runner | lasting skill +2 | lasting gains Willpower
play: Test Runner | blank

[player 2]
name: Tommy
deck: @neutral x10
play: Test Thug
play: G-Men | lasting loses Heroic until turn

[stories]
story: Story A
story: Story B
story: Story C

`

// playSmallPrice plays Small Price to Pay to its pick decision.
const playSmallPrice = `
choose play Small Price to Pay
choose target Test Clerk
choose target Test Thug
choose domain 1
expect prompt choose
`

func runScript(t *testing.T, script string) error {
	t.Helper()
	sc, err := Parse("test.scn", []byte(fixture+"[script]\n"+script), carddb.Default())
	if err != nil {
		return err
	}
	return Run(sc).Err
}

// TestScriptChecks runs each check where it holds and where it does not:
// every check must be able to fail, and a check that cannot be made (a
// title the game lacks, a copy it does not have, a choice of the wrong
// kind for the decision) fails too, negated or not.
func TestScriptChecks(t *testing.T) {
	cases := []struct {
		name, script string
		fail         string // "" when the script passes; else part of the error
	}{
		// Copies: "#N" counts the copies in the order of the game's card IDs.
		{"copy in discard", "expect card Test Runner #1: in discard", ""},
		{"copy in discard, wrong copy", "expect card Test Runner #2: in discard", "not in discard"},
		{"copy beyond the last", "expect card Test Runner #4: in play", "3 copies"},
		{"copy beyond the last, negated", "expect not card Test Runner #4: in play", "3 copies"},
		{"copy beyond the last, no card", "expect no card Test Runner #4: in play", "3 copies"},
		{"target a copy", "choose play Small Price to Pay\nchoose target Test Runner #3\nexpect prompt target", ""},
		{"target a copy not offered", "choose play Small Price to Pay\nchoose target Test Runner #1", "illegal target"},

		// Lasting effects and blank text set up in the position.
		{"lasting skill", "expect card Test Runner #2: skill 3", ""},
		{"lasting skill, wrong", "expect card Test Runner #2: skill 1", "skill 3, want 1"},
		{"lasting skill ends with the phase", "choose pass\nexpect phase story\nexpect card Test Runner #2: skill 1", ""},
		{"lasting keyword", "expect card Test Runner #2: keyword Willpower, keyword Fast", ""},
		{"lasting keyword, wrong copy", "expect card Test Runner #3: keyword Willpower", "has not Willpower"},
		{"lost keyword", "expect card G-Men: not keyword Heroic, keyword Willpower", ""},
		{"lost keyword, wrong", "expect card G-Men: keyword Heroic", "has not Heroic"},
		{"not a keyword", "expect card G-Men: keyword Sneaky", "not a keyword"},
		{"not a keyword, negated", "expect card G-Men: not keyword Sneaky", "not a keyword"},
		{"blank", "expect card Test Runner #3: blank, not keyword Fast", ""},
		{"blank, wrong copy", "expect card Test Runner #2: blank", "not blank"},
		{"not blank", "expect card Test Runner #2: not blank", ""},
		{"not blank, wrong", "expect card Test Runner #3: not blank", "should not be"},
		{"toughness", "expect card G-Men: toughness 3", ""},
		{"toughness, wrong", "expect card G-Men: toughness 2", "toughness 3, want 2"},
		{"entered this phase", "expect card Test Thug #1: in discard, entered this phase", ""},
		{"entered this phase, wrong", "expect card Test Runner #1: entered this phase", "did not enter"},
		{"not entered this phase", "expect card Test Runner #1: not entered this phase", ""},
		{"seen by the other player", "expect card Test Runner #1: in discard, seen by 2", ""},
		{"seen by its owner", "expect card Small Price to Pay #1: in hand, seen by 1", ""},
		{"seen, wrong", "expect card Small Price to Pay #1: seen by 2", "not seen by player 2"},
		{"not seen", "expect card Small Price to Pay #1: not seen by 2", ""},
		{"seen by no player", "expect card Small Price to Pay #1: seen by 3", "players are 1 and 2"},

		// Negation.
		{"not in won", "expect card Test Clerk: not in won", ""},
		{"not in play, wrong", "expect card Test Clerk: not in play", "should not be"},
		{"not in a zone the game lacks", "expect card Test Clerk: not in limbo", "unknown zone"},
		{"no card", "expect no card Test Clerk: in discard", ""},
		{"no card, wrong", "expect no card Test Clerk: in play", "holds, but should not"},
		{"no card of a title the game lacks", "expect no card Test Typo: in play", "no card titled"},
		{"not turn", "expect not turn 3", ""},
		{"not turn, wrong", "expect not turn 2", "holds, but should not"},
		{"not an unknown assertion", "expect not frobnicate 2", "unknown assertion"},
		{"not mulliganed", "expect not mulliganed 1", ""},
		{"mulliganed, wrong", "expect mulliganed 1", "did not take"},
		{"not committed to a story the game lacks", "expect card Test Clerk: not committed Story Z", "no story"},
		{"not attached to a card the game lacks", "expect card Test Clerk: not attached to Test Typo", "no card titled"},

		// One of several outcomes.
		{"either", "expect either turn 3 || turn 2", ""},
		{"either, none holds", "expect either turn 3 || turn 4", "none holds"},
		{"either with a misspelled alternative", "expect either turn 2 || card Test Typo: in play", "no card titled"},
		{"either of two cards", "expect either card Test Runner #1: in hand || card Test Runner #1: in discard", ""},

		// "offered": whatever the decision.
		{"offered to play", "expect offered Small Price to Pay", ""},
		{"offered, wrong", "expect offered Test Clerk", "not offered"},
		{"not offered", "expect not offered Test Clerk", ""},
		{"not offered, wrong", "expect not offered Small Price to Pay", "holds, but should not"},
		{"not offered, title the game lacks", "expect not offered Test Typo", "no card titled"},
		{"offered as a target", "choose play Small Price to Pay\nexpect offered Test Runner #3", ""},
		{"not offered as a target", "choose play Small Price to Pay\nexpect not offered Test Runner #1", ""},
		{"not offered as a target, wrong", "choose play Small Price to Pay\nexpect not offered Test Clerk", "holds, but should not"},
		{"not offered at the pick", playSmallPrice + "expect not offered G-Men", ""},
		{"not offered at the pick, wrong", playSmallPrice + "expect not offered Test Thug", "holds, but should not"},

		// "no option" can fail: the wrong verb for the decision, a title
		// or label the game lacks, a domain check without its count.
		{"no option pick", playSmallPrice + "expect no option pick G-Men", ""},
		{"no option pick, wrong", playSmallPrice + "expect no option pick Test Thug", "offered, but should not be"},
		{"no option target at a pick", playSmallPrice + "expect no option target Test Thug", "offers no \"target\" choices"},
		{"no option target at a pick, other card", playSmallPrice + "expect no option target G-Men", "offers no \"target\" choices"},
		{"no option play, nothing playable", "ask 2\nchoose pass\nexpect decider 2\nexpect options 1\nexpect no option play Test Thug", ""},
		{"no option play at a commit", "choose pass\nchoose pass\nexpect prompt commit\nexpect no option play Test Clerk", "offers no \"play\" choices"},
		{"no option of a title the game lacks", "expect no option play Test Typo", "no card titled"},
		{"no option label", "expect no option \"Use Test Clerk's Action\"", ""},
		{"no option label naming no card", "expect no option \"Use Test Clrek's Action\"", "names no card"},
		{"no option play, wrong", "expect no option play Small Price to Pay", "offered, but should not be"},
		{"option label, wrong", "expect option \"Use Test Clerk's Action\"", "no option"},
		{"domain resources without a count", "expect domain 1 1 resources", "want \"domain"},
		{"domain drained with extra words", "expect domain 1 1 drained yes", "want \"domain"},
		{"domain resources", "expect domain 1 1 resources 1", ""},
		{"domain drained, wrong", "expect domain 1 1 drained", "drained=false"},

		// The log: counts and order.
		{"log-count", playSmallPrice + "choose pick Test Thug\nexpect log-count 1 Test Clerk takes a wound", ""},
		{"log-count, wrong", playSmallPrice + "choose pick Test Thug\nexpect log-count 2 Test Clerk takes a wound", "1 log lines contain"},
		{"log-count zero", playSmallPrice + "choose pick Test Thug\nexpect log-count 0 G-Men takes a wound", ""},
		{"log-order", playSmallPrice + "choose pick Test Thug\nexpect log-order plays the event Small Price to Pay >> Test Thug goes insane >> Test Clerk takes a wound >> is destroyed", ""},
		{"log-order, wrong", playSmallPrice + "choose pick Test Thug\nexpect log-order Test Clerk takes a wound >> Test Thug goes insane", "after one containing"},
		{"log-order, missing", "expect log-order Darin plays >> Tommy plays", "no log line contains"},
		{"no log, wrong", playSmallPrice + "choose pick Test Thug\nexpect no log goes insane", "the log has"},

		// Checkpoints: ask stops at decisions with a single option.
		{"ask stops at a single option", "ask both\nchoose pass\nexpect decider 2\nexpect options 1\nchoose only\nexpect step story\nexpect decider 1", ""},
		{"without ask, no stop", "choose pass\nexpect decider 2", "decider is \"1\""},
		{"choose only with several options", "choose only", "4 options, not one"},
		{"ask 2 only", "ask 2\nchoose pass\nexpect decider 2\nchoose only\nexpect decider 1\nask none\nchoose pass\nexpect step commit", ""},
		{"choose only until a step", "ask both\nchoose pass\nchoose only until story\nexpect step story\nexpect decider 1", ""},
		{"choose only until a step past a real decision", "ask both\nchoose only until story", "4 options, not one"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := runScript(t, c.script)
			switch {
			case c.fail == "" && err != nil:
				t.Errorf("fails: %v", err)
			case c.fail != "" && err == nil:
				t.Errorf("passes, want a failure with %q", c.fail)
			case c.fail != "" && !strings.Contains(err.Error(), c.fail):
				t.Errorf("fails with %v, want %q", err, c.fail)
			}
		})
	}
}

// TestPositionErrors checks that the new set-up lines refuse what they
// cannot set up.
func TestPositionErrors(t *testing.T) {
	base := "name: x\n[player 1]\ndeck: @neutral x5\n"
	cases := []struct{ line, fail string }{
		{"play: Local Sheriff | lasting skill +x", "not a number"},
		{"play: Local Sheriff | lasting frobnicate", "unknown modifier"},
		{"play: Local Sheriff | lasting gains Sneaky", "not a keyword"},
		{"play: Local Sheriff | lasting icon Q +1", "not an icon"},
		{"play: Local Sheriff | blank until next week", "until phase"},
		{"play: Local Sheriff | lasting", "want blank or lasting"},
		{"discarded: No Such Card", "No Such Card"},
		{"domain: @", "want @FACTION"},
	}
	for _, c := range cases {
		_, err := Parse("x.scn", []byte(base+c.line+"\n"), carddb.Default())
		if err == nil || !strings.Contains(err.Error(), c.fail) {
			t.Errorf("%s: error %v, want one with %q", c.line, err, c.fail)
		}
	}
	if _, err := Parse("x.scn", []byte(base+"[script]\nask sometimes\n"), carddb.Default()); err == nil {
		t.Errorf("ask sometimes: no error")
	}
	for _, ok := range []string{
		"play: Local Sheriff | lasting skill -1 until turn | lasting icon C +1 | lasting toughness +2 | lasting subtype Deep One",
		"play: Local Sheriff | lasting cannot commit until game | lasting cannot be wounded | lasting immune to Spell | blank until turn",
		"discarded: Local Sheriff, @agency",
	} {
		if _, err := Parse("x.scn", []byte(base+ok+"\n"), carddb.Default()); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
}

// TestRunVerbose checks that the verbose run tells the log and every
// decision with its options, and the failed step.
func TestRunVerbose(t *testing.T) {
	sc, err := Parse("test.scn", []byte(fixture+"[script]\n"+playSmallPrice+"choose pick Test Thug\nexpect turn 3\n"), carddb.Default())
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	r := RunVerbose(sc, &b)
	if r.Pass() {
		t.Fatal("the wrong turn passed")
	}
	out := b.String()
	for _, want := range []string{
		"player 1 decides (action)", "play:", "Play Small Price to Pay  [Small Price to Pay #1]",
		"decides (target)", "Choose Test Runner, your character  [Test Runner #3]", "decides (choose)",
		"log: Turn 2, Operations phase: Darin's Test Clerk takes a wound", "-- line ", "FAILED: turn is",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("verbose output lacks %q:\n%s", want, out)
		}
	}
}
