package main

// Tests of the parsing helpers. Every card text here is invented for the
// test; none is printed text.

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cthulhu/carddb"
)

func TestParseKeywords(t *testing.T) {
	tests := []struct {
		line string
		want []string
		rest string
	}{
		{"Heroic. Willpower.", []string{"Heroic", "Willpower"}, ""},
		{"Villainous. Toughness +2", []string{"Villainous", "Toughness +2"}, ""},
		{"Loyal.Heroic.Toughness+1.", []string{"Heroic", "Loyal", "Toughness +1"}, ""},
		{"Willower. Invulnerablity.", []string{"Willpower", "Invulnerability"}, ""},
		{"INVULNERABLE.", []string{"Invulnerability"}, ""},
		{"Night. It is Night.", []string{"Night"}, ""},
		{"Fated 3.", []string{"Fated 3"}, ""},
		{"Dormant. Fast.", []string{"Fast", "Dormant"}, ""},
		{"Immune to Frost events. Toughness +2.", []string{"Toughness +2", "Immune to Frost events"}, ""},
		{"Immune to opponent’s tricks.", []string{"Immune to opponent's tricks"}, ""},
		{"Fast. Made-up ability sentence here.", []string{"Fast"}, "Made-up ability sentence here."},
		{"Heroic. Action: Do an invented thing.", []string{"Heroic"}, "Action: Do an invented thing."},
		{"Fast characters cost less.", nil, "Fast characters cost less."},
		{"Play during an invented phase.", nil, "Play during an invented phase."},
		{"", nil, ""},
	}
	for _, tt := range tests {
		kw, _, rest := parseKeywords(tt.line)
		if got := kw.List(); !slices.Equal(got, tt.want) || rest != tt.rest {
			t.Errorf("parseKeywords(%q) = %q, rest %q; want %q, rest %q", tt.line, got, rest, tt.want, tt.rest)
		}
	}
}

func TestKeywordLine(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"first line", "Villainous.\nInvented passive line.", []string{"Villainous"}},
		{"runs on", "Villainous. \nNight. It is Night. Invented sentence.", []string{"Villainous", "Night"}},
		{"after a cost rule", "Invented cost rule.\nVillainous. Fast.\nInvented line.", []string{"Villainous", "Fast"}},
		{"after attach", "Attach to a character.\nFated 2.\nInvented line.", []string{"Fated 2"}},
		{"not after a trigger", "Response: invented effect.\nIt is Day.", nil},
		{"ability only", "Action: invented effect. Fast.", nil},
	}
	for _, tt := range tests {
		kw, _ := keywordLine(tt.text)
		if got := kw.List(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: keywordLine = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestAttach(t *testing.T) {
	subtypes := map[string]bool{"Elder Gadget": true, "Tinker": true, "Hideout": true}
	known := func(s string) bool { return subtypes[s] }
	tests := []struct {
		text string
		want *carddb.AttachRule // nil: no requirement
	}{
		{"Attach to a character.\nInvented line.", &carddb.AttachRule{To: carddb.HostCharacter}},
		{"Attach to a story card. Attached story gains: [Terror]", &carddb.AttachRule{To: carddb.HostStory}},
		{"Attach to a character you control.", &carddb.AttachRule{To: carddb.HostCharacter, Control: carddb.YouControl}},
		{"Attach to an opponent's support card.", &carddb.AttachRule{To: carddb.HostSupport, Control: carddb.OpponentControls}},
		{"Attach to an opponent’s character.", &carddb.AttachRule{To: carddb.HostCharacter, Control: carddb.OpponentControls}},
		{"Attach to one of your Domains.", &carddb.AttachRule{To: carddb.HostDomain, Control: carddb.YouControl}},
		{"Attach to a domain you control.", &carddb.AttachRule{To: carddb.HostDomain, Control: carddb.YouControl}},
		{"Attach to a player's discard pile.", &carddb.AttachRule{To: carddb.HostDiscard}},
		{"Attach to a player’s deck.", &carddb.AttachRule{To: carddb.HostDeck}},
		{"Attach to a card.", &carddb.AttachRule{To: carddb.HostCard}},
		{"Attach to a character or support card.", &carddb.AttachRule{To: carddb.HostCharOrSupport}},
		{"Attach to a non-Elder Gadget character.", &carddb.AttachRule{To: carddb.HostCharacter, NotSubtype: "Elder Gadget"}},
		{"Attach to an exhausted non-Elder Gadget character.", &carddb.AttachRule{To: carddb.HostCharacter, NotSubtype: "Elder Gadget", Exhausted: true}},
		{"Attach to an insane character.", &carddb.AttachRule{To: carddb.HostCharacter, Insane: true}},
		{"Attach to a Tinker character you control.", &carddb.AttachRule{To: carddb.HostCharacter, Subtype: "Tinker", Control: carddb.YouControl}},
		{"Attach to a [Miskatonic University] character.", &carddb.AttachRule{To: carddb.HostCharacter, Faction: carddb.Miskatonic}},
		{"Attach to an [Agency] character you control.", &carddb.AttachRule{To: carddb.HostCharacter, Faction: carddb.Agency, Control: carddb.YouControl}},
		{"Attach to a MU character you control.", &carddb.AttachRule{To: carddb.HostCharacter, Faction: carddb.Miskatonic, Control: carddb.YouControl}},
		{"Attach to a Silver Twilight character.", &carddb.AttachRule{To: carddb.HostCharacter, Faction: carddb.SilverTwilight}},
		{"Attach to a Hideout support card.", &carddb.AttachRule{To: carddb.HostSupport, Subtype: "Hideout"}},
		{"Attach to a Hideout you control.", &carddb.AttachRule{To: carddb.HostCard, Subtype: "Hideout", Control: carddb.YouControl}},
		{"Attach to a Gizmo character.", &carddb.AttachRule{To: carddb.HostCharacter, Partial: true}},
		{"Attach Grim Test Lantern to a story card.", &carddb.AttachRule{To: carddb.HostStory}},
		{"Attach to character you control.", &carddb.AttachRule{To: carddb.HostCharacter, Control: carddb.YouControl}},
		{"Attach to a character Attached character gets an invented bonus.", &carddb.AttachRule{To: carddb.HostCharacter}},
		{"Attach to a character with skill 9 or more.", &carddb.AttachRule{To: carddb.HostCharacter, Partial: true}},
		{"Attach to a character with two (C) icons.", &carddb.AttachRule{To: carddb.HostCharacter, Partial: true}},
		{"Attach to a non-story, non-Elder Gadget card.", &carddb.AttachRule{To: carddb.HostCard, NotSubtype: "Elder Gadget", Partial: true}},
		{"Loyal.\nAttach to a card.", &carddb.AttachRule{To: carddb.HostCard}},
		{"Play only in an invented phase. Attach to a character.", &carddb.AttachRule{To: carddb.HostCharacter}},
		// Attached by an effect, not as a play requirement.
		{"Action: Pay 2 to attach Grim Test Lantern to an invented host.", nil},
		{"Villainous. Action: Attach Grim Test Lantern to an invented host.", nil},
		{"Action: Invented effect.\nAttach to a character.", nil},
		{"Attach that card to any of your domains.", nil},
		{"Attach up to 3 invented cards to a domain.", nil},
	}
	for _, tt := range tests {
		_, text := keywordLine(tt.text)
		target, _, ok := attachSentence(text, "Grim Test Lantern")
		var got *carddb.AttachRule
		if ok {
			got, _ = parseAttach(target, known)
		}
		switch {
		case tt.want == nil && got != nil:
			t.Errorf("%q: got rule %+v, want none", tt.text, *got)
		case tt.want != nil && got == nil:
			t.Errorf("%q: got no rule, want %+v", tt.text, *tt.want)
		case tt.want != nil && *got != *tt.want:
			t.Errorf("%q: got %+v, want %+v", tt.text, *got, *tt.want)
		}
	}
}

func TestAttachSentenceRest(t *testing.T) {
	_, rest, ok := attachSentence("Attach to a story card. Attached story gains: [Terror][Terror]", "X")
	if !ok || hasText(stripBoosters(rest)) {
		t.Errorf("rest %q: want only boosters", rest)
	}
	_, rest, _ = attachSentence("Attach to a character.\nAttached character gains an invented bonus.", "X")
	if !strings.Contains(rest, "invented bonus") {
		t.Errorf("rest %q lost the ability", rest)
	}
}

func stripBoosters(s string) string {
	_, rest := boosters(s)
	return rest
}

func TestInferHost(t *testing.T) {
	if h := inferHost("Attached character gains an invented bonus."); h != carddb.HostCharacter {
		t.Errorf("got %v, want character", h)
	}
	if h := inferHost("Invented passive."); h != carddb.HostNone {
		t.Errorf("got %v, want none", h)
	}
}

func TestParseTitleGlyphs(t *testing.T) {
	tests := []struct {
		name      string
		title     string
		unique    bool
		steadfast string
		err       bool
	}{
		{"Grim Test Hound", "Grim Test Hound", false, "", false},
		{"* Grim Test Hound", "Grim Test Hound", true, "", false},
		{"*Grim Test Hound", "Grim Test Hound", true, "", false},
		{"__ Grim Test Hound", "Grim Test Hound", false, "Steadfast agency 2", false},
		{"__Grim Test Hound", "Grim Test Hound", false, "Steadfast agency 2", false},
		{"}} * Grim Test Hound", "Grim Test Hound", true, "Steadfast syndicate 2", false},
		{"<<<* Grim Test Hound", "Grim Test Hound", true, "Steadfast yog-sothoth 3", false},
		{"> Grim Test Hound", "Grim Test Hound", false, "Steadfast shub-niggurath 1", false},
		{"^^ Grim Test Hound", "Grim Test Hound", false, "Steadfast silver-twilight 2", false},
		{"[[[[[ Grim Test Hound", "Grim Test Hound", false, "Steadfast cthulhu 5", false},
		{"]]{{ Grim Test Hound", "", false, "", true},
		{"Zoog Test Den", "Zoog Test Den", false, "", false},
		{"Test Subject #12", "Test Subject #12", false, "", false},
		{"* ", "", false, "", true},
	}
	for _, tt := range tests {
		title, unique, sf, err := parseTitleGlyphs(tt.name)
		if tt.err {
			if err == nil {
				t.Errorf("parseTitleGlyphs(%q): want an error", tt.name)
			}
			continue
		}
		if err != nil || title != tt.title || unique != tt.unique || steadfastString(sf) != tt.steadfast {
			t.Errorf("parseTitleGlyphs(%q) = %q, %v, %q, %v; want %q, %v, %q", tt.name, title, unique, steadfastString(sf), err, tt.title, tt.unique, tt.steadfast)
		}
	}
}

func TestParseResourceIcon(t *testing.T) {
	tests := []struct {
		in        string
		f         carddb.Faction
		transient bool
		ok, err   bool
	}{
		{"_", carddb.Agency, false, true, false},
		{"{{", carddb.Miskatonic, true, true, false},
		{"Z", carddb.Zoog, false, true, false},
		{"?", carddb.Neutral, false, true, false},
		{"^", carddb.SilverTwilight, false, true, false},
		{"$gt;", carddb.ShubNiggurath, false, true, false}, // a mistyped "&gt;"
		{"$lt;$lt;", carddb.YogSothoth, true, true, false},
		{"", carddb.Neutral, false, false, false},
		{"_{", 0, false, false, true},
		{"x", 0, false, false, true},
	}
	for _, tt := range tests {
		f, tr, ok, err := parseResourceIcon(tt.in)
		if (err != nil) != tt.err || err == nil && (f != tt.f || tr != tt.transient || ok != tt.ok) {
			t.Errorf("parseResourceIcon(%q) = %v, %v, %v, %v", tt.in, f, tr, ok, err)
		}
	}
}

func TestParseIconGlyphs(t *testing.T) {
	tests := []struct{ in, order, sorted string }{
		{"@ # $ %", "TCAI", "TCAI"},
		{"@ @ # $ %", "TTCAI", "TTCAI"},
		{"$%", "AI", "AI"},
		{"% # @", "ICT", "TCI"},
		{"", "", ""},
	}
	for _, tt := range tests {
		icons, err := parseIconGlyphs(tt.in)
		if err != nil || iconLetters(icons) != tt.order || sortedIcons(icons) != tt.sorted {
			t.Errorf("parseIconGlyphs(%q) = %q (%q), %v; want %q (%q)", tt.in, iconLetters(icons), sortedIcons(icons), err, tt.order, tt.sorted)
		}
	}
	if _, err := parseIconGlyphs("# 2"); err == nil {
		t.Error("parseIconGlyphs(\"# 2\"): want an error")
	}
}

func TestOCTGNNumber(t *testing.T) {
	tests := []struct {
		id, info string
		want     int
	}{
		{"45f006f4-02ed-4b8d-b095-eb5efe58d003", "F", 3},
		{"45f006f4-02ed-4b8d-b095-eb5efe58d165", "", 165},
		{"ff1087a7-9c94-463e-8359-8e0483f99e01", "F", 1},
		{"0edf4113-193f-48a3-b166-64f01ed37aad", "F37", 37},
		{"0edf4113-193f-48a3-b166-64f01ed37aad", "F 02", 2},
		{"0edf4113-193f-48a3-b166-64f01ed37aad", "F", 0},
	}
	for _, tt := range tests {
		if got := octgnNumber(tt.id, tt.info); got != tt.want {
			t.Errorf("octgnNumber(%q, %q) = %d, want %d", tt.id, tt.info, got, tt.want)
		}
	}
}

func TestEventTrigger(t *testing.T) {
	tests := []struct {
		text string
		want carddb.Trigger
	}{
		{"Action: Invented effect.", carddb.Action},
		{"Play during an invented phase.\nDisrupt: Invented effect.", carddb.Disrupt},
		{"Response: After an invented event, do a thing.", carddb.Response},
		{"Resposne: After an invented event, do a thing.", carddb.Response},
		{"Forced Response: After an invented event, do a thing.", carddb.ForcedResponse},
		{"Any Phase: Invented effect.", carddb.Action},
		{"Invented passive.", carddb.NoTrigger},
	}
	for _, tt := range tests {
		if got := eventTrigger(tt.text); got != tt.want {
			t.Errorf("eventTrigger(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestBoosters(t *testing.T) {
	tests := []struct {
		text, icons string
		rest        bool // text left besides the boosters
	}{
		{"((C))((C))", "CC", false},
		{"Invented passive.\n((T))", "T", true},
		{"Attached story gains: [Terror][Arcane]", "TA", false},
		{"Attached character gains:\n((A))((I))", "AI", false},
		{"Attached character gains (T)(C).", "", true},
		{"Gains ((T)(C)) instead if invented.", "", true},
	}
	for _, tt := range tests {
		icons, rest := boosters(tt.text)
		if iconLetters(icons) != tt.icons || hasText(rest) != tt.rest {
			t.Errorf("boosters(%q) = %q, rest %q", tt.text, iconLetters(icons), rest)
		}
	}
}

func TestTextDefinesXCost(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Action: Choose an invented card with cost X or lower.", true},
		{"Action: Look at the top X cards. X is the number of invented things.", false},
		{"Action: Exhaust and pay X to look at X invented cards.", false},
		{"Action: Discard X tokens to do an invented thing.", false},
		{"Action: Invented effect.", false},
	}
	for _, tt := range tests {
		if got := textDefinesXCost(tt.text); got != tt.want {
			t.Errorf("textDefinesXCost(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestSplitSubtypes(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Investigator. Government.", []string{"Investigator", "Government"}},
		{"Ancient One.", []string{"Ancient One"}},
		{"Conspirator, Scientist.", []string{"Conspirator", "Scientist"}},
		{"Attachment.  Spell.", []string{"Attachment", "Spell"}},
		{"Cultist. Sorceror.", []string{"Cultist", "Sorcerer"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := splitSubtypes(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("splitSubtypes(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSetCode(t *testing.T) {
	for in, want := range map[string]string{"Core": "Core", "CotJe": "CotJE", "The Sleeper Below": "TSB", "DD4": "DD4"} {
		if got, err := setCode(in); err != nil || got != want {
			t.Errorf("setCode(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := setCode("A New Box"); err == nil {
		t.Error("setCode with spaces: want an error")
	}
}

func TestFAQList(t *testing.T) {
	text := "Intro.\n\nRESTRICTED LIST\n\nThe following cards are restricted for an invented reason.\n\n" +
		"Grim Test Hound (Core F30)\nOther Test Card (Secrets of\n\nArkham F44)\n\nBANNED LIST\n\n" +
		"The following cards are banned\n\nThird Test Card (Dreamlands F110)\n\nMOST RECENT PRINTING\n\nMore.\n"
	got, err := faqList(text, "RESTRICTED LIST", "BANNED LIST")
	want := []faqRef{{"Grim Test Hound", "Core", 30}, {"Other Test Card", "Secrets of Arkham", 44}}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("restricted = %v, %v; want %v", got, err, want)
	}
	got, err = faqList(text, "BANNED LIST", "MOST RECENT PRINTING")
	want = []faqRef{{"Third Test Card", "Dreamlands", 110}}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("banned = %v, %v; want %v", got, err, want)
	}
	if _, err := faqList(text, "ERRATA LIST", "BANNED LIST"); err == nil {
		t.Error("missing section: want an error")
	}
}

func TestAssignNumbers(t *testing.T) {
	mk := func(id, title string, oct int) *entry {
		e := &entry{cli: &cliCard{ID: id, Name: title}, set: "TP", title: title, idNum: parseID(id)}
		if oct > 0 {
			e.oct = &octCard{Number: oct}
		}
		return e
	}
	entries := []*entry{
		mk("001", "Alpha", 1), mk("002", "Beta", 2), mk("004", "Gamma", 3), mk("004", "Delta", 4),
		mk("c05", "Epsilon", 0), mk("007", "Zeta", 0), mk("007", "Eta", 0), mk("008", "Theta", 8),
	}
	if err := assignNumbers(entries, map[string]bool{"TP": true}, &report{}); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"Alpha": 1, "Beta": 2, "Gamma": 3, "Delta": 4, "Epsilon": 5, "Zeta": 7, "Eta": 6, "Theta": 8}
	for _, e := range entries {
		if e.num != want[e.title] {
			t.Errorf("%s: number %d, want %d", e.title, e.num, want[e.title])
		}
	}
	// Two cards sharing a number with two numbers free cannot be decided.
	entries = []*entry{mk("001", "Alpha", 0), mk("001", "Beta", 0), mk("001", "Gamma", 0), mk("004", "Delta", 0)}
	if err := assignNumbers(entries, nil, &report{}); err == nil {
		t.Error("want an error when the free numbers do not decide")
	}
}

func TestReadCLI(t *testing.T) {
	dir := t.TempDir()
	good := `{"name": "Grim Test Hound", "type": "Character", "set": "Core", "id": "001", "cost": 2, "skill": "X", "steadfast": [["The Agency", 2]], "descriptor": null}
{"name": "Grim Test Lantern", "type": "Support", "set": "Core", "id": "002", "cost": "X", "skill": null}
`
	p := filepath.Join(dir, "good.jsonl")
	if err := os.WriteFile(p, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	cs, err := readCLI(p)
	if err != nil || len(cs) != 2 {
		t.Fatalf("readCLI = %d cards, %v", len(cs), err)
	}
	if !cs[0].Skill.X || cs[0].Cost.N != 2 || cs[0].Steadfast[0] != (steadfast{"The Agency", 2}) || !cs[1].Cost.X || cs[1].Skill.Set {
		t.Errorf("decoded %+v / %+v", *cs[0], *cs[1])
	}
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad, []byte(good+`{"name": "Broken", "cost": "many"}`+"\n"), 0o644)
	if _, err := readCLI(bad); err == nil || !strings.Contains(err.Error(), ":3:") {
		t.Errorf("bad line: err = %v, want one naming line 3", err)
	}
}

func TestDropDuplicates(t *testing.T) {
	a := &cliCard{Name: "A", raw: `{"name":"A"}`, line: 1}
	b := &cliCard{Name: "A", raw: `{"name":"A"}`, line: 2}
	c := &cliCard{Name: "A", raw: `{"name":"A","id":"2"}`, line: 3}
	rep := &report{}
	if got := dropDuplicates([]*cliCard{a, b, c}, rep); len(got) != 2 || got[1] != c || rep.count(secDropped) != 1 {
		t.Errorf("dropDuplicates kept %d cards", len(got))
	}
}

// TestGeneratedDataUpToDate regenerates the database from ../shared and
// checks the embedded files match, so a change to the generator or the
// sources is not forgotten. It skips when ../shared is absent.
func TestGeneratedDataUpToDate(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "data", "cthulhucli")); err != nil {
		t.Skip("../shared is not present")
	}
	out := t.TempDir()
	var log strings.Builder
	if err := run(shared, out, &log); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"lcg.jsonl", "ccg.jsonl"} {
		got, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		embedded, err := os.ReadFile(filepath.Join("..", "..", "carddb", "data", name))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(embedded) {
			t.Errorf("carddb/data/%s is stale: run go run ./cmd/cardgen", name)
		}
	}
	if !strings.Contains(log.String(), "wrote 1568 LCG cards") {
		t.Errorf("report ends %q", log.String()[max(0, log.Len()-200):])
	}
}

// TestMatchOCTGN pairs invented OCTGN cards with invented cthulhucli
// records by each pass, keeps the ids of a card listed twice, and uses a
// file of idsOnlySets for its ids alone.
func TestMatchOCTGN(t *testing.T) {
	const g = "0a1b2c3d-0000-4000-8000-0000000000"
	cli := func(set, id, name, typ string, cost int) *entry {
		return &entry{cli: &cliCard{ID: id, Name: name, Type: typ, Faction: "The Agency", Cost: stat{Set: true, N: cost}},
			set: set, title: name, idNum: parseID(id)}
	}
	oct := func(setName, n, name, typ string, cost int) *octCard {
		return &octCard{SetName: setName, ID: g + n, Title: name, Type: typ, Faction: "The Agency",
			Cost: strconv.Itoa(cost), Number: parseID(n)}
	}
	entries := []*entry{
		cli("Core", "001", "Grim Test Hound", "Character", 2),
		cli("Core", "002", "Grim Test Lantern", "Support", 1),
		cli("Core", "003", "Grim Test Wagon", "Support", 3),
		cli("Core", "004", "Attaché of Tests", "Character", 4),
		cli("Core", "005", "Unclaimed Test Card", "Event", 0),
		cli("TSB", "001", "Late Test Box Card", "Event", 1),
	}
	octs := []*octCard{
		oct("Core", "01", "Grim Test Hound", "Character", 2),           // title and number
		oct("Core", "09", "Grim Test Lantern", "Support", 1),           // title
		oct("Core", "03", "Grim Tset Wagon", "Support", 3),             // a misspelling
		oct("Core", "04", "Military Attaché of Tests", "Character", 4), // number, type, faction and cost
		oct("Core", "11", "Grim Test Hound", "Character", 2),           // listed twice
		oct("Core", "12", "Nothing Like It", "Character", 7),           // unmatched
		oct("The Sleeper Below", "21", "Late Test Box Card", "Event", 1),
	}
	rep := &report{}
	matchOCTGN(entries, octs, rep)
	want := [][]string{{g + "01", g + "11"}, {g + "09"}, {g + "03"}, {g + "04"}, nil, {g + "21"}}
	for i, e := range entries {
		if got := e.octgnIDs(); !slices.Equal(got, want[i]) {
			t.Errorf("%s: ids %q, want %q", e.title, got, want[i])
		}
	}
	if entries[0].oct != octs[0] || entries[5].oct != nil || !entries[5].matched() {
		t.Errorf("statistics from %v and %v; want the first OCTGN card, and none for the ids-only box", entries[0].oct, entries[5].oct)
	}
	if rep.count(secUnmatched) != 1 || !strings.Contains(rep.lines[secUnmatched][0], "Nothing Like It") {
		t.Errorf("unmatched: %q", rep.lines[secUnmatched])
	}
}

// TestFixSpelling applies a spelling fix only where OCTGN prints the
// corrected form, hyphens and full stops included.
func TestFixSpelling(t *testing.T) {
	tests := []struct {
		cli, octgn, want string
	}{
		{"Andrew-Chapman", "Andrew Chapman", "Andrew Chapman"},
		{"H.O.S.T", "H.O.S.T.", "H.O.S.T."},
		{"Catacombes de Paris", "Catacombs de Paris", "Catacombs de Paris"},
		{"Andrew-Chapman", "Andrew-Chapman", "Andrew-Chapman"}, // OCTGN agrees with the misspelling
		{"Andrew-Chapman", "", "Andrew-Chapman"},               // OCTGN lacks the card
		{"Grim Test Hound", "Grim Test Hound", "Grim Test Hound"},
	}
	for _, tt := range tests {
		e := &entry{cli: &cliCard{ID: "048"}, set: "TP", title: tt.cli}
		if tt.octgn != "" {
			e.octs = []*octCard{{Title: tt.octgn}}
		}
		b := &builder{rep: &report{}}
		if got := b.fixSpelling(e, "title", tt.cli); got != tt.want {
			t.Errorf("fixSpelling(%q, OCTGN %q) = %q, want %q", tt.cli, tt.octgn, got, tt.want)
		}
	}
}

// TestSpellingFixesApplied checks, against the shared sources, that every
// spelling fix is made and that each fixed title is the embedded one.
func TestSpellingFixesApplied(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "data", "cthulhucli")); err != nil {
		t.Skip("../shared is not present")
	}
	var log strings.Builder
	if err := run(shared, t.TempDir(), &log); err != nil {
		t.Fatal(err)
	}
	db := carddb.Default()
	for from, to := range spellingFixes {
		if !strings.Contains(log.String(), strconv.Quote(from)+" is "+strconv.Quote(to)) {
			t.Errorf("the fix %q → %q is not made", from, to)
		}
		if len(db.ByTitle(from)) > 0 {
			t.Errorf("the embedded data still has %q", from)
		}
	}
	for key, title := range map[string]string{"TKatG 48": "Andrew Chapman", "TSB 49": "H.O.S.T.", "TMoM 21": "Catacombs de Paris", "AH 15": "Cthugha"} {
		if c := db.ByKey(key); c == nil || c.Title != title {
			t.Errorf("%s = %v, want %q", key, c, title)
		}
	}
}
