package deck

import (
	"fmt"
	"slices"
	"strings"

	"cthulhu/carddb"
)

// Preset is one of the Core Set's "first game" decks (LCG rulebook, "For
// the First Game", as the FAQ v3.0 Players Handbook Errata corrects it):
// the cards of two of the seven factions plus one of the two neutral
// packets, one copy of each card; or a deck built the same way from an
// expansion that brings a faction of its own (Set): that faction's cards
// of the expansion, one copy of each, plus a neutral packet.
type Preset struct {
	Name     string // e.g. "agency-cthulhu-1"
	Title    string // e.g. "Agency + Cthulhu, neutral packet 1"
	Factions [2]carddb.Faction
	Neutral  int // 1: Core F141-F147; 2: Core F148-F154
	// Set is the expansion whose cards of Factions[0] are the deck's
	// faction packet, Factions[1] being Neutral; "" for the Core Set's
	// two packets.
	Set string
}

// coreFactions are the Core Set's factions in their canonical order.
var coreFactions = []carddb.Faction{
	carddb.Agency, carddb.Miskatonic, carddb.Syndicate, carddb.Cthulhu,
	carddb.Hastur, carddb.YogSothoth, carddb.ShubNiggurath,
}

// neutralPackets are the collector numbers of the two neutral packets. The
// conspiracy F155 and the stories F156-F165 belong to no packet.
var neutralPackets = [2][2]int{{141, 147}, {148, 154}}

// lastFactionCard is the last collector number of the faction packets.
const lastFactionCard = 140

var presets = func() []Preset {
	var out []Preset
	for i, a := range coreFactions {
		for _, b := range coreFactions[i+1:] {
			for n := 1; n <= len(neutralPackets); n++ {
				out = append(out, Preset{
					Name:     fmt.Sprintf("%s-%s-%d", a, b, n),
					Title:    fmt.Sprintf("%s + %s, neutral packet %d", a.Short(), b.Short(), n),
					Factions: [2]carddb.Faction{a, b},
					Neutral:  n,
				})
			}
		}
	}
	return out
}()

// expansionPresets are the decks of the expansions that bring a faction:
// The Order of the Silver Twilight's 40 Silver Twilight cards with each
// neutral packet, 47 cards as the first-game decks have.
var expansionPresets = func() []Preset {
	var out []Preset
	for n := 1; n <= len(neutralPackets); n++ {
		out = append(out, Preset{
			Name:     fmt.Sprintf("%s-%d", carddb.SilverTwilight, n),
			Title:    fmt.Sprintf("%s, neutral packet %d", carddb.SilverTwilight.Short(), n),
			Factions: [2]carddb.Faction{carddb.SilverTwilight, carddb.Neutral},
			Neutral:  n,
			Set:      "TOotST",
		})
	}
	return out
}()

// eldritchPresets are the Eldritch Edition's decks, built as the LCG's
// first-game decks are (docs/decks.md, Presets): the EE cards of two of its
// seven factions, one copy of each, plus one of two neutral packets, the
// set's neutral draw-deck cards split in two halves in the database's
// (title) order. The Eldritch rules' starter boxes held fixed cards that
// no source lists; these are the project's.
var eldritchPresets = func() []Preset {
	var out []Preset
	for i, a := range coreFactions {
		for _, b := range coreFactions[i+1:] {
			for n := 1; n <= 2; n++ {
				out = append(out, Preset{
					Name:     fmt.Sprintf("ee-%s-%s-%d", a, b, n),
					Title:    fmt.Sprintf("Eldritch Edition: %s + %s, neutral packet %d", a.Short(), b.Short(), n),
					Factions: [2]carddb.Faction{a, b},
					Neutral:  n,
					Set:      eldritchSet,
				})
			}
		}
	}
	return out
}()

// eldritchSet is the Eldritch Edition's set code.
const eldritchSet = "EE"

// Format is the format the preset is played in: the Eldritch Edition's
// decks in the Eldritch format, the others in the LCG.
func (p Preset) Format() carddb.Format {
	if p.Set == eldritchSet {
		return carddb.FormatEldritch
	}
	return carddb.FormatLCG
}

// PresetsFor returns the presets a game of the format picks its decks
// from when none is named: the Core Set's first-game decks for the LCG,
// the Eldritch Edition's for the Eldritch format.
func PresetsFor(f carddb.Format) []Preset {
	if f == carddb.FormatEldritch {
		return slices.Clone(eldritchPresets)
	}
	return Presets()
}

// Presets returns the 42 first-game decks of the Core Set (21 faction
// pairs times 2 neutral packets), pairs in the factions' canonical order,
// then by packet.
func Presets() []Preset { return slices.Clone(presets) }

// AllPresets returns the first-game decks of the Core Set, then those of
// the expansions that bring a faction (the Silver Twilight's), then the
// Eldritch Edition's.
func AllPresets() []Preset { return slices.Concat(presets, expansionPresets, eldritchPresets) }

// FindPreset finds a preset by name, case-insensitive; the two factions may
// come in either order ("cthulhu-agency-1").
func FindPreset(name string) (Preset, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, p := range presets {
		if name == p.Name || name == fmt.Sprintf("%s-%s-%d", p.Factions[1], p.Factions[0], p.Neutral) {
			return p, true
		}
	}
	for _, p := range expansionPresets {
		if name == p.Name {
			return p, true
		}
	}
	for _, p := range eldritchPresets {
		if name == p.Name || name == fmt.Sprintf("ee-%s-%s-%d", p.Factions[1], p.Factions[0], p.Neutral) {
			return p, true
		}
	}
	return Preset{}, false
}

// Build makes the preset's deck from the database's Core Set: the first
// faction's packet, the second's, then the neutral packet, each in
// collector-number order, one copy of each card. A faction packet is the
// Core cards numbered 1 to 140 of that faction that are characters, support
// cards or events.
func (p Preset) Build(db *carddb.DB) (*Deck, error) {
	if db == nil {
		return nil, fmt.Errorf("preset %s: no card database", p.Name)
	}
	if p.Neutral < 1 || p.Neutral > len(neutralPackets) {
		return nil, fmt.Errorf("preset %s: no neutral packet %d (want 1 or 2)", p.Name, p.Neutral)
	}
	d := &Deck{Name: p.Name}
	if p.Set == eldritchSet {
		return p.buildEldritch(db, d)
	}
	if p.Set != "" {
		packet := setPacket(db, p.Set, p.Factions[0])
		if len(packet) == 0 {
			return nil, fmt.Errorf("preset %s: the database has no %s cards of %s", p.Name, p.Set, p.Factions[0].Title())
		}
		for _, c := range packet {
			d.Entries = append(d.Entries, Entry{Card: c, Count: 1})
		}
	}
	for _, f := range p.Factions {
		if p.Set != "" {
			break
		}
		packet := corePacket(db, func(c *carddb.Card) bool {
			return c.Number <= lastFactionCard && c.Faction == f
		})
		if len(packet) == 0 {
			return nil, fmt.Errorf("preset %s: the database has no Core Set cards of %s", p.Name, f.Title())
		}
		for _, c := range packet {
			d.Entries = append(d.Entries, Entry{Card: c, Count: 1})
		}
	}
	lo, hi := neutralPackets[p.Neutral-1][0], neutralPackets[p.Neutral-1][1]
	packet := corePacket(db, func(c *carddb.Card) bool { return c.Number >= lo && c.Number <= hi })
	if len(packet) != hi-lo+1 {
		return nil, fmt.Errorf("preset %s: neutral packet %d is Core F%d-F%d, the database has %d of its %d cards",
			p.Name, p.Neutral, lo, hi, len(packet), hi-lo+1)
	}
	for _, c := range packet {
		d.Entries = append(d.Entries, Entry{Card: c, Count: 1})
	}
	return d, nil
}

// setPacket returns an expansion's draw-deck cards of a faction, by
// collector number.
func setPacket(db *carddb.DB, set string, f carddb.Faction) []*carddb.Card {
	var out []*carddb.Card
	for _, c := range db.SetCards(set) {
		if c.Faction == f && (c.Type == carddb.Character || c.Type == carddb.Support || c.Type == carddb.Event) {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b *carddb.Card) int { return a.Number - b.Number })
	return out
}

// corePacket returns the LCG Core Set's draw-deck cards (characters,
// support cards, events) that match, by collector number.
func corePacket(db *carddb.DB, match func(*carddb.Card) bool) []*carddb.Card {
	var out []*carddb.Card
	for _, c := range db.Cards() {
		if c.Era != carddb.LCG || c.Set != "Core" || c.Number < 1 {
			continue
		}
		if c.Type != carddb.Character && c.Type != carddb.Support && c.Type != carddb.Event {
			continue
		}
		if match(c) {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b *carddb.Card) int { return a.Number - b.Number })
	return out
}

// buildEldritch makes an Eldritch Edition preset: the first faction's EE
// cards, the second's, then the neutral packet, each in the database's
// order, one copy of each card.
func (p Preset) buildEldritch(db *carddb.DB, d *Deck) (*Deck, error) {
	for _, f := range p.Factions {
		packet := setPacket(db, p.Set, f)
		if len(packet) == 0 {
			return nil, fmt.Errorf("preset %s: the database has no %s cards of %s", p.Name, p.Set, f.Title())
		}
		for _, c := range packet {
			d.Entries = append(d.Entries, Entry{Card: c, Count: 1})
		}
	}
	neutral := setPacket(db, p.Set, carddb.Neutral)
	if len(neutral) < 2 {
		return nil, fmt.Errorf("preset %s: the database has %d neutral %s cards", p.Name, len(neutral), p.Set)
	}
	half := (len(neutral) + 1) / 2
	packet := neutral[:half]
	if p.Neutral == 2 {
		packet = neutral[half:]
	}
	for _, c := range packet {
		d.Entries = append(d.Entries, Entry{Card: c, Count: 1})
	}
	return d, nil
}
