package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"cthulhu/carddb"
)

// Replay is a whole game as data: the format, the seed, the decks and every
// choice. Replaying it reproduces the game exactly. It is also the save
// file of a game in progress.
type Replay struct {
	Version   int           `json:"version"`
	Format    string        `json:"format"`
	Seed      uint64        `json:"seed"`
	Players   [2]ReplayDeck `json:"players"`
	StoryDeck []string      `json:"story_deck"` // card keys
	AlwaysAsk [2]bool       `json:"always_ask,omitempty"`
	Bluff     [2]bool       `json:"bluff,omitempty"`
	Sampling  [2]bool       `json:"sampling,omitempty"`
	Choices   []string      `json:"choices"`
	// Seats names who played each side ("human" or an AI kind), for a
	// program that resumes the game; the engine does not read it.
	Seats  [2]string      `json:"seats,omitzero"`
	Result *ReplayOutcome `json:"result,omitempty"` // informational
	// Sealed holds the seed and the decks, encrypted, of a save of a game
	// in progress (Seed and the decks are then empty): the program that
	// saved it unseals it (package session); the engine plays only an
	// unsealed replay.
	Sealed string `json:"sealed,omitempty"`
}

// ReplayDeck is one player's name and deck, as card keys ("Core 3").
type ReplayDeck struct {
	Name string   `json:"name"`
	Deck []string `json:"deck"`
}

// ReplayOutcome records how a finished game ended.
type ReplayOutcome struct {
	Winner int    `json:"winner"` // 1 or 2
	Reason string `json:"reason"`
	Turns  int    `json:"turns"`
}

// replayVersion is the version of the replays written. Version 2 changed
// how a sampling player's decisions are asked (Options.Sampling: sampled
// commitments, a decision whose one candidate is legal taken at once): a
// version 1 replay is read only if no player sampled, as its choices then
// mean what they meant. Version 3 asks decisions that the rules asked and
// version 2 did not (a Disrupt window after a targeting choice made while
// an ability resolves, the order of passive effects before forced
// responses, the active player's order of an effect on each player, FAQ
// 1.7): a version 2 replay is read, and plays as it did until it reaches
// one of them, where its refusal says that an earlier version saved it.
// Version 4 asks the active player the order of several characters
// wounded or driven insane at once (FAQ 1.7), which version 3 resolved in
// a fixed order; a version 3 replay is read as version 2 is.
const replayVersion = 4

// Replay returns the game's replay. Only games started with New have one.
func (g *Game) Replay() (*Replay, error) {
	if g.config == nil {
		return nil, fmt.Errorf("this game was set up from a position, not from decks: it has no replay")
	}
	if g.unrecorded {
		return nil, fmt.Errorf("this game was played without recording its decisions (Options.NoReplay): it has no replay")
	}
	cfg := g.config
	r := &Replay{Version: replayVersion, Format: cfg.Format.String(), Seed: cfg.Seed,
		AlwaysAsk: cfg.Options.AlwaysAsk, Bluff: cfg.Options.Bluff, Sampling: cfg.Options.Sampling, Choices: g.Choices()}
	for p := range 2 {
		r.Players[p].Name = cfg.Players[p].Name
		for _, c := range cfg.Players[p].Cards {
			r.Players[p].Deck = append(r.Players[p].Deck, c.Key())
		}
	}
	for _, c := range cfg.StoryDeck {
		r.StoryDeck = append(r.StoryDeck, c.Key())
	}
	if g.over {
		r.Result = &ReplayOutcome{Winner: int(g.winner) + 1, Reason: g.reason, Turns: int(g.turn)}
	}
	return r, nil
}

// Config rebuilds the configuration a replay was started with.
func (r *Replay) Config(db *carddb.DB, lib *Library) (Config, error) {
	switch {
	case r.Sealed != "":
		return Config{}, errors.New("the replay is sealed (a game in progress): open it with the program that saved it")
	case r.Version == 1 && r.Sampling != [2]bool{}:
		return Config{}, fmt.Errorf("replay version 1 of a sampling player: its choices were asked as this program no longer asks them (version %d)", replayVersion)
	case r.Version < 1 || r.Version > replayVersion:
		return Config{}, fmt.Errorf("replay version %d: this program reads versions 1 to %d", r.Version, replayVersion)
	}
	f, err := carddb.ParseFormat(r.Format)
	if err != nil {
		return Config{}, err
	}
	cfg := Config{Format: f, Seed: r.Seed, Options: Options{AlwaysAsk: r.AlwaysAsk, Bluff: r.Bluff, Sampling: r.Sampling}, Library: lib}
	keys := func(what string, ks []string) ([]*carddb.Card, error) {
		out := make([]*carddb.Card, 0, len(ks))
		for i, k := range ks {
			c := db.ByKey(k)
			if c == nil {
				return nil, fmt.Errorf("%s card %d: unknown card key %q", what, i+1, k)
			}
			out = append(out, c)
		}
		return out, nil
	}
	for p := range 2 {
		cards, err := keys(fmt.Sprintf("player %d's deck,", p+1), r.Players[p].Deck)
		if err != nil {
			return Config{}, err
		}
		cfg.Players[p] = PlayerDeck{Name: r.Players[p].Name, Cards: cards}
	}
	if cfg.StoryDeck, err = keys("story deck,", r.StoryDeck); err != nil {
		return Config{}, err
	}
	return cfg, nil
}

// Play rebuilds the game of a replay and takes its first n choices (all of
// them when n < 0). An illegal choice is an error that names it.
func (r *Replay) Play(db *carddb.DB, lib *Library, n int) (*Game, error) {
	cfg, err := r.Config(db, lib)
	if err != nil {
		return nil, err
	}
	g, err := New(cfg)
	if err != nil {
		return nil, err
	}
	if n < 0 || n > len(r.Choices) {
		n = len(r.Choices)
	}
	for i, id := range r.Choices[:n] {
		if err := g.Choose(id); err != nil {
			if r.Version < replayVersion {
				return nil, fmt.Errorf("replay choice %d (%q): %v (the game was saved by an earlier version of the program, replay version %d, which asked other decisions than version %d asks)", i+1, id, err, r.Version, replayVersion)
			}
			return nil, fmt.Errorf("replay choice %d (%q): %v", i+1, id, err)
		}
	}
	return g, nil
}

// Write writes the replay as indented JSON.
func (r *Replay) Write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// ReadReplay reads a replay written by Write, and the choices appended
// after it, if any (AppendChoice): a game's save file grows by its moves
// between two writes of the whole. A last choice cut short (a write that
// a crash interrupted, never acknowledged) is left out.
func ReadReplay(rd io.Reader) (*Replay, error) {
	var r Replay
	dec := json.NewDecoder(rd)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("reading replay: %v", err)
	}
	for {
		var id string
		err := dec.Decode(&id)
		switch {
		case err == io.EOF, errors.Is(err, io.ErrUnexpectedEOF):
			return &r, nil
		case err != nil:
			return nil, fmt.Errorf("reading replay: choice %d appended: %v", len(r.Choices)+1, err)
		}
		r.Choices = append(r.Choices, id)
	}
}

// AppendChoice writes a choice to append to a replay written by Write:
// its ID as a JSON string, on a line of its own. ReadReplay reads the
// choices so appended as the replay's last.
func AppendChoice(w io.Writer, id string) error {
	b, err := json.Marshal(id)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
