package store

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"cthulhu/engine"
)

func TestGameLifecycle(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "games.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{ID: "g1", Format: "lcg", Seed: 7, Seats: [2]string{"human", "human"}, Decks: [2][]string{{"Core 1"}},
		DeckNames: [2]string{"Agency"}, Tokens: [2]string{"abc", ""}, Invite: "inv", Status: StatusOpen, Winner: -1}
	if err := db.Create(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := db.Create(ctx, g); err == nil {
		t.Fatal("a game created twice")
	}
	if err := db.Join(ctx, "g1", 1, "def", []string{"Core 2"}, "Cthulhu"); err != nil {
		t.Fatal(err)
	}
	if err := db.Join(ctx, "g1", 1, "xyz", nil, ""); err == nil {
		t.Fatal("a seat taken twice")
	}
	r := &engine.Replay{Version: 4, Format: "lcg", Seed: 7, Choices: []string{"keep", "keep"}}
	if err := db.Start(ctx, "g1", r); err != nil {
		t.Fatal(err)
	}
	if err := db.Append(ctx, "g1", 2, []string{"pick:3", "pick:4"}, [2]int64{5, 6}); err != nil {
		t.Fatal(err)
	}
	if err := db.Append(ctx, "g1", 2, []string{"pass"}, [2]int64{}); err == nil {
		t.Fatal("moves appended out of order")
	}
	db.Close()

	db, err = Open(path) // the migrations are not run twice
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got, err := db.Get(ctx, "g1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != StatusPlaying || got.Invite != "" || got.Tokens != [2]string{"abc", "def"} || got.DeckNames[1] != "Cthulhu" ||
		got.UsedMS != [2]int64{5, 6} || got.Replay == nil || !slices.Equal(got.Replay.Choices, []string{"keep", "keep", "pick:3", "pick:4"}) {
		t.Fatalf("read back %+v", got)
	}
	if err := db.Start(ctx, "g1", &engine.Replay{Version: 4, Choices: []string{"keep"}}); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.Get(ctx, "g1"); len(got.Replay.Choices) != 1 || got.Moves != 1 {
		t.Fatalf("after a move taken back: %v", got.Replay.Choices)
	}
	if l, _ := db.List(ctx, StatusPlaying, 10); len(l) != 1 || l[0].ID != "g1" {
		t.Fatalf("playing: %v", l)
	}
	if err := db.Finish(ctx, "g1", 1, "stories"); err != nil {
		t.Fatal(err)
	}
	if l, _ := db.List(ctx, StatusPlaying, 10); len(l) != 0 {
		t.Fatal("a finished game listed as playing")
	}
	for i, text := range []string{"hello", "<b>gg</b>"} {
		l, err := db.Say(ctx, "g1", "players", "Player 1", text)
		if err != nil || l.N != i {
			t.Fatal(l, err)
		}
	}
	if c, _ := db.Chat(ctx, "g1", "players"); len(c) != 2 || c[1].Text != "<b>gg</b>" {
		t.Fatalf("chat: %v", c)
	}
	if c, _ := db.Chat(ctx, "g1", "spectators"); len(c) != 0 {
		t.Fatalf("spectators' chat: %v", c)
	}
	if _, err := db.Get(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing game: %v", err)
	}
}

func TestOpenRefusesNoFile(t *testing.T) {
	if _, err := Open(""); err == nil {
		t.Fatal("opened nothing")
	}
	if _, err := Open(filepath.Join(t.TempDir(), "no", "such", "dir", "x.db")); err == nil {
		t.Fatal("opened a file in a missing directory")
	}
}
