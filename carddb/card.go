// Package carddb is the project's database of card facts: every card of the
// Living Card Game and of the earlier collectible game, with its statistics,
// icons, subtypes and keywords as typed values. It holds no printed rules
// text: a card's abilities, and the project's own description of them, live
// with the card's implementation.
package carddb

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Era tells which printing of the game a card belongs to.
type Era uint8

const (
	LCG Era = iota // Call of Cthulhu: The Card Game (Living Card Game)
	CCG            // the collectible card game (Arkham and Eldritch Editions)
)

func (e Era) String() string {
	if e == CCG {
		return "ccg"
	}
	return "lcg"
}

// Type is a card's printed type.
type Type uint8

const (
	Character Type = iota
	Support
	Event
	Story
	Conspiracy
)

var typeNames = [...]string{"character", "support", "event", "story", "conspiracy"}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return fmt.Sprintf("type(%d)", t)
}

// ParseType reads a type name as String writes it (case-insensitive).
func ParseType(s string) (Type, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range typeNames {
		if n == s {
			return Type(i), true
		}
	}
	return 0, false
}

// Faction is a card's faction; Neutral is the zero value. Zoog appears only
// as a resource icon.
type Faction uint8

const (
	Neutral Faction = iota
	Agency
	Miskatonic
	Syndicate
	Cthulhu
	Hastur
	YogSothoth
	ShubNiggurath
	SilverTwilight
	Zoog
)

// NumFactions is the number of Faction values, Zoog included.
const NumFactions = 10

var factionNames = [...]string{"neutral", "agency", "miskatonic", "syndicate", "cthulhu", "hastur", "yog-sothoth", "shub-niggurath", "silver-twilight", "zoog"}

var factionTitles = [...]string{"Neutral", "The Agency", "Miskatonic University", "The Syndicate", "Cthulhu", "Hastur", "Yog-Sothoth", "Shub-Niggurath", "The Order of the Silver Twilight", "Zoog"}

var factionShort = [...]string{"Neutral", "Agency", "Miskatonic", "Syndicate", "Cthulhu", "Hastur", "Yog-Sothoth", "Shub-Niggurath", "Silver Twilight", "Zoog"}

// String returns the faction's key, as used in the database and scenario files.
func (f Faction) String() string {
	if int(f) < len(factionNames) {
		return factionNames[f]
	}
	return fmt.Sprintf("faction(%d)", f)
}

// Title returns the faction's full printed name.
func (f Faction) Title() string {
	if int(f) < len(factionTitles) {
		return factionTitles[f]
	}
	return f.String()
}

// Short returns the faction's short display name ("Agency").
func (f Faction) Short() string {
	if int(f) < len(factionShort) {
		return factionShort[f]
	}
	return f.String()
}

// ParseFaction reads a faction by key, full name or short name
// (case-insensitive); "MU" and "Silver Twilight" are accepted too.
func ParseFaction(s string) (Faction, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "mu", "miskatonic university":
		return Miskatonic, true
	case "the agency":
		return Agency, true
	case "the syndicate":
		return Syndicate, true
	case "yog sothoth", "yogsothoth":
		return YogSothoth, true
	case "shub niggurath", "shubniggurath":
		return ShubNiggurath, true
	case "silver twilight", "the order of the silver twilight", "order of the silver twilight":
		return SilverTwilight, true
	case "none", "":
		return Neutral, true
	}
	for i := range factionNames {
		if s == factionNames[i] || s == strings.ToLower(factionShort[i]) || s == strings.ToLower(factionTitles[i]) {
			return Faction(i), true
		}
	}
	return 0, false
}

// Icon is a struggle icon: the four struggles in their canonical order.
type Icon uint8

const (
	Terror Icon = iota
	Combat
	Arcane
	Investigation
)

var iconNames = [...]string{"terror", "combat", "arcane", "investigation"}

// IconLetters are the one-letter forms used in compact displays: T C A I.
const IconLetters = "TCAI"

func (i Icon) String() string {
	if int(i) < len(iconNames) {
		return iconNames[i]
	}
	return fmt.Sprintf("icon(%d)", i)
}

// Title returns the icon's name with a capital letter ("Terror").
func (i Icon) Title() string {
	s := i.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// ParseIcon reads an icon by name or by its letter (T, C, A, I).
func ParseIcon(s string) (Icon, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range iconNames {
		if s == n || s == strings.ToLower(IconLetters[i:i+1]) {
			return Icon(i), true
		}
	}
	return 0, false
}

// Icons counts a character's icons of each kind, indexed by Icon.
type Icons [4]int8

// String writes the icons compactly, e.g. "CCI" for two combat and one
// investigation; "-" for none.
func (ic Icons) String() string {
	var b strings.Builder
	for i, n := range ic {
		for range n {
			b.WriteByte(IconLetters[i])
		}
	}
	if b.Len() == 0 {
		return "-"
	}
	return b.String()
}

// Steadfast is one faction requirement of a Steadfast card: the player must
// control at least Count resources of Faction (rulebook, "Steadfast").
type Steadfast struct {
	Faction Faction
	Count   int8
}

// Keywords are a card's keywords as typed values.
type Keywords struct {
	Heroic          bool
	Villainous      bool
	Loyal           bool
	Fast            bool
	Willpower       bool
	Invulnerability bool
	Transient       bool // as a resource, counts twice when drained, then is destroyed
	Day             bool // "Day." or "It is Day."
	Night           bool // "Night." or "It is Night."
	Resilient       bool
	Dormant         bool
	Prophecy        bool
	Toughness       int8 // Toughness +N; stacks with granted Toughness
	Fated           int8 // Fated N
	Steadfast       []Steadfast
	Immune          []string // "Immune to X": the X, e.g. "Polar events"
}

// List returns the keywords in a stable order as the database writes them
// ("Willpower", "Toughness +1", "Steadfast agency 2").
func (k *Keywords) List() []string {
	var out []string
	add := func(ok bool, s string) {
		if ok {
			out = append(out, s)
		}
	}
	add(k.Heroic, "Heroic")
	add(k.Villainous, "Villainous")
	add(k.Loyal, "Loyal")
	add(k.Fast, "Fast")
	add(k.Willpower, "Willpower")
	add(k.Invulnerability, "Invulnerability")
	if k.Toughness > 0 {
		out = append(out, fmt.Sprintf("Toughness +%d", k.Toughness))
	}
	for _, s := range k.Steadfast {
		out = append(out, fmt.Sprintf("Steadfast %s %d", s.Faction, s.Count))
	}
	add(k.Transient, "Transient")
	add(k.Day, "Day")
	add(k.Night, "Night")
	add(k.Resilient, "Resilient")
	add(k.Dormant, "Dormant")
	add(k.Prophecy, "Prophecy")
	if k.Fated > 0 {
		out = append(out, fmt.Sprintf("Fated %d", k.Fated))
	}
	for _, s := range k.Immune {
		out = append(out, "Immune to "+s)
	}
	return out
}

// ParseKeyword adds one keyword, written as List writes it, to k.
func (k *Keywords) ParseKeyword(s string) error {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "."))
	low := strings.ToLower(s)
	var n int
	switch {
	case low == "heroic":
		k.Heroic = true
	case low == "villainous":
		k.Villainous = true
	case low == "loyal":
		k.Loyal = true
	case low == "fast":
		k.Fast = true
	case low == "willpower":
		k.Willpower = true
	case low == "invulnerability", low == "invulnerable":
		k.Invulnerability = true
	case low == "transient":
		k.Transient = true
	case low == "day", low == "it is day":
		k.Day = true
	case low == "night", low == "it is night":
		k.Night = true
	case low == "resilient":
		k.Resilient = true
	case low == "dormant":
		k.Dormant = true
	case low == "prophecy":
		k.Prophecy = true
	case scan(low, "toughness +%d", &n) || scan(low, "toughness+%d", &n) || scan(low, "toughness %d", &n):
		if n < 1 || n > 20 {
			return fmt.Errorf("keyword %q: toughness out of range", s)
		}
		k.Toughness += int8(n)
	case scan(low, "fated %d", &n):
		if n < 1 || n > 20 {
			return fmt.Errorf("keyword %q: fated out of range", s)
		}
		k.Fated = int8(n)
	case strings.HasPrefix(low, "steadfast "):
		f := strings.Fields(s[len("steadfast "):])
		if len(f) != 2 {
			return fmt.Errorf("keyword %q: want \"Steadfast FACTION COUNT\"", s)
		}
		fac, ok := ParseFaction(f[0])
		if !ok || fac == Neutral {
			return fmt.Errorf("keyword %q: unknown faction %q", s, f[0])
		}
		if !scan(f[1], "%d", &n) || n < 1 || n > 20 {
			return fmt.Errorf("keyword %q: bad count %q", s, f[1])
		}
		k.Steadfast = append(k.Steadfast, Steadfast{Faction: fac, Count: int8(n)})
	case strings.HasPrefix(low, "immune to "):
		k.Immune = append(k.Immune, s[len("immune to "):])
	default:
		return fmt.Errorf("unknown keyword %q", s)
	}
	return nil
}

func scan(s, format string, n *int) bool {
	var rest string
	c, _ := fmt.Sscanf(s+" |", format+" %s", n, &rest)
	return c == 2 && rest == "|"
}

// Host is what kind of card an attachment may be attached to.
type Host uint8

const (
	HostNone      Host = iota
	HostCharacter      // a character
	HostStory          // a story card (conspiracies included)
	HostSupport        // a support card
	HostCharOrSupport
	HostDomain  // a domain
	HostDiscard // a player's discard pile
	HostDeck    // a player's deck
	HostCard    // any card in play
)

var hostNames = [...]string{"", "character", "story", "support", "character-or-support", "domain", "discard", "deck", "card"}

func (h Host) String() string {
	if int(h) < len(hostNames) {
		return hostNames[h]
	}
	return fmt.Sprintf("host(%d)", h)
}

// ParseHost reads a host kind as String writes it.
func ParseHost(s string) (Host, bool) {
	for i, n := range hostNames {
		if i > 0 && n == s {
			return Host(i), true
		}
	}
	return 0, false
}

// Control restricts whose card a host must be.
type Control uint8

const (
	AnyController Control = iota
	YouControl
	OpponentControls
)

var controlNames = [...]string{"any", "you", "opponent"}

func (c Control) String() string {
	if int(c) < len(controlNames) {
		return controlNames[c]
	}
	return fmt.Sprintf("control(%d)", c)
}

// ParseControl reads a control restriction as String writes it.
func ParseControl(s string) (Control, bool) {
	for i, n := range controlNames {
		if n == s {
			return Control(i), true
		}
	}
	return 0, false
}

// AttachRule is the "Attach to ..." play requirement of an Attachment
// (FAQ 2.33), as typed values. Partial marks a requirement with conditions
// the database does not capture; the card's implementation supplies them.
type AttachRule struct {
	To         Host    `json:"to"`
	Control    Control `json:"-"`
	Subtype    string  `json:"subtype,omitempty"`
	NotSubtype string  `json:"not_subtype,omitempty"`
	Faction    Faction `json:"-"`
	Insane     bool    `json:"insane,omitempty"`
	Exhausted  bool    `json:"exhausted,omitempty"`
	Partial    bool    `json:"partial,omitempty"`
}

// Trigger is the kind of a triggered ability: the bold word before it.
type Trigger uint8

const (
	NoTrigger Trigger = iota
	Action
	Disrupt
	Response
	ForcedResponse
)

var triggerNames = [...]string{"", "action", "disrupt", "response", "forced"}

func (t Trigger) String() string {
	if int(t) < len(triggerNames) {
		return triggerNames[t]
	}
	return fmt.Sprintf("trigger(%d)", t)
}

// ParseTrigger reads a trigger kind as String writes it.
func ParseTrigger(s string) (Trigger, bool) {
	for i, n := range triggerNames {
		if i > 0 && n == s {
			return Trigger(i), true
		}
	}
	return 0, false
}

// Card is one card's facts. Cards are immutable once loaded and shared by
// every game that uses them.
type Card struct {
	Era        Era
	Set        string // the project's set code, e.g. "Core", "SoA", "EE"
	SetName    string // e.g. "Core Set"
	Number     int    // collector number within its set or cycle; 0 if none (CCG)
	Title      string
	Descriptor string
	Type       Type
	Faction    Faction
	Cost       int8 // printed cost; 0 when CostX
	CostX      bool // the printed cost is X
	NoCost     bool // stories have no cost
	Skill      int8
	SkillX     bool
	Icons      Icons
	Subtypes   []string
	Keywords   Keywords
	Unique     bool
	Resource   Faction // the resource icon; usually the faction
	// Struggles are a story's or conspiracy's struggle icons in printed order;
	// on other cards, the icon boosters printed in the text box.
	Struggles  []Icon
	Restricted bool // FAQ restricted list
	Banned     bool // FAQ banned list
	Max        int  // copies of the title allowed in a deck
	Attach     *AttachRule
	// Trigger is the kind of an event's ability, so the engine knows in
	// which windows the event may be played.
	Trigger Trigger
	// Abilities is true when the printed text holds more than keywords and
	// an attachment requirement: the card needs an implementation to play
	// as printed.
	Abilities bool
	// StrugglesAssumed marks a story whose struggle icons are not in the
	// source data; the standard four are assumed.
	StrugglesAssumed bool
	// OCTGNIDs are the ids (GUIDs, in lower case) the OCTGN game
	// definition gives the card, which its .o8d deck files name cards by;
	// none for a card OCTGN lacks, several when OCTGN lists it more than
	// once. DB.ByOCTGNID finds a card by any of them.
	OCTGNIDs []string
	// AnyCopies is true when the card's text lets a deck hold any number
	// of copies of it ("any number of cards named ..."): its allowance
	// beats the format's (Format.Copies).
	AnyCopies bool
	// TextSum fingerprints the card's printed ability text (case and
	// punctuation folded; carddb.TextSum), so that two printings' texts
	// can be compared without the texts; empty for a card without text.
	TextSum string
	// Reprint is the key of the first LCG printing of the same title and
	// type whose text is the same (TextSum), on a CCG card or a later LCG
	// printing: the card plays with that card's implementation
	// (engine.Library.Lookup). Empty when no earlier LCG printing has the
	// same text.
	Reprint string

	// key is Key, fixed when a database takes the card (New), so that
	// the hot paths that look cards up by key do not build strings.
	key string
	// ord is Ord, fixed with key.
	ord int32
	// subtypeBits holds the numbered subtypes among Subtypes
	// (subtypeIndex), fixed with key; Has answers by them when
	// subtypesASCII: a name not all ASCII may match another as
	// HasSubtype folds case.
	subtypeBits   uint64
	subtypesASCII bool
}

// Ord is the card's place in the database that took it (New), counted
// from 1; 0 for a card of none. Tables about cards may be indexed by it,
// but a card of another database may have the same.
func (c *Card) Ord() int { return int(c.ord) }

// Key is the card's stable identifier: "Core 3" for numbered cards,
// "EE Dark Young" for the collectible game's unnumbered ones.
func (c *Card) Key() string {
	if c.key != "" {
		return c.key
	}
	return c.makeKey()
}

func (c *Card) makeKey() string {
	if c.Number > 0 {
		return c.Set + " " + strconv.Itoa(c.Number)
	}
	return c.Set + " " + c.Title
}

// FullTitle is the title with its descriptor, if any.
func (c *Card) FullTitle() string {
	if c.Descriptor != "" {
		return c.Title + ", " + c.Descriptor
	}
	return c.Title
}

// HasSubtype reports whether the card has the printed subtype (case-insensitive).
func (c *Card) HasSubtype(s string) bool {
	for _, t := range c.Subtypes {
		if strings.EqualFold(t, s) {
			return true
		}
	}
	return false
}

// A Subtype is a subtype's name made ready for Card.Has, which answers as
// HasSubtype without comparing names for the first 64 subtypes named
// (subtypeIndex): the vocabulary's, then those of the databases' cards.
type Subtype struct {
	Name string
	bit  uint64 // 0 when the name has no number
}

// SubtypeOf makes a subtype's name ready for Card.Has.
func SubtypeOf(name string) Subtype {
	return Subtype{Name: name, bit: subtypeIndex.bit(name)}
}

// Has reports whether the card has the printed subtype, as HasSubtype: by
// its bit for a card a database took (New), which fixed its bits.
func (c *Card) Has(st Subtype) bool {
	if st.bit != 0 && c.subtypesASCII {
		return c.subtypeBits&st.bit != 0
	}
	return c.HasSubtype(st.Name)
}

// subtypeIndex numbers subtypes for Card.Has.
var subtypeIndex subtypeNumbers

// subtypeNumbers numbers subtypes by their names in lower case, up to 64
// of them, in the order they are first named. HasSubtype folds case: a
// name not all ASCII, whose lower case may not match as it does, has no
// number.
type subtypeNumbers struct {
	sync.Mutex
	bits map[string]uint64
}

// bit is the subtype's bit, or 0.
func (x *subtypeNumbers) bit(name string) uint64 {
	if !isASCII(name) {
		return 0
	}
	key := strings.ToLower(name)
	x.Lock()
	defer x.Unlock()
	if b, ok := x.bits[key]; ok {
		return b
	}
	if len(x.bits) >= 64 {
		return 0
	}
	if x.bits == nil {
		x.bits = make(map[string]uint64)
	}
	b := uint64(1) << len(x.bits)
	x.bits[key] = b
	return b
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// IsAttachment reports whether the card is printed with the Attachment subtype.
func (c *Card) IsAttachment() bool { return c.HasSubtype("Attachment") }

// IsStoryLike reports whether characters can commit to the card when in
// play: story and conspiracy cards.
func (c *Card) IsStoryLike() bool { return c.Type == Story || c.Type == Conspiracy }

// CostString writes the cost as printed: a number, "X", or "-" for none.
func (c *Card) CostString() string {
	switch {
	case c.NoCost:
		return "-"
	case c.CostX:
		return "X"
	}
	return fmt.Sprint(c.Cost)
}

// SkillString writes the skill as printed: a number, "X", or "-" for cards
// that are not characters.
func (c *Card) SkillString() string {
	switch {
	case c.Type != Character:
		return "-"
	case c.SkillX:
		return "X"
	}
	return fmt.Sprint(c.Skill)
}
