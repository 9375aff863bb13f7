package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"cthulhu/engine"
	"cthulhu/internal/pgtest"
)

// backends runs a test against SQLite and PostgreSQL (skipped, saying
// why, where no PostgreSQL answers).
func backends(t *testing.T, f func(t *testing.T, dsn string)) {
	t.Run("sqlite", func(t *testing.T) { f(t, filepath.Join(t.TempDir(), "games.db")) })
	t.Run("postgres", func(t *testing.T) { f(t, pgtest.URL(t)) })
}

func TestGameLifecycle(t *testing.T) { backends(t, testGameLifecycle) }

func testGameLifecycle(t *testing.T, path string) {
	ctx := context.Background()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{ID: "g1", Format: "lcg", Seed: 7, Seats: [2]string{"human", "human"}, Decks: [2][]string{{"Core 1"}},
		DeckNames: [2]string{"Agency"}, Tokens: [2]string{"abc", ""}, Invite: "inv", Public: true, Status: StatusOpen, Winner: -1}
	if err := db.Create(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := db.Create(ctx, g); err == nil {
		t.Fatal("a game created twice")
	}
	if err := db.Join(ctx, "g1", 1, "def", []string{"Core 2"}, "Cthulhu"); err != nil {
		t.Fatal(err)
	}
	if err := db.Join(ctx, "g1", 1, "xyz", nil, ""); !errors.Is(err, ErrConflict) {
		t.Fatalf("a seat taken twice: %v", err)
	}
	r := &engine.Replay{Version: 4, Format: "lcg", Seed: 7, Choices: []string{"keep", "keep"}}
	if err := db.Start(ctx, "g1", r); err != nil {
		t.Fatal(err)
	}
	if err := db.Append(ctx, "g1", 2, []string{"pick:3", "pick:4"}, [2]int64{5, 6}); err != nil {
		t.Fatal(err)
	}
	if err := db.Append(ctx, "g1", 2, []string{"pass"}, [2]int64{}); !errors.Is(err, ErrConflict) {
		t.Fatalf("moves appended out of order: %v", err)
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
	if m, err := db.Moves(ctx, "g1", 1); err != nil || !slices.Equal(m, []string{"keep", "pick:3", "pick:4"}) {
		t.Fatalf("moves from 1: %v %v", m, err)
	}
	if got.Status != StatusPlaying || got.Invite != "" || !got.Public || got.Tokens != [2]string{"abc", "def"} || got.DeckNames[1] != "Cthulhu" ||
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

// TestConcurrentAppends: of many appends of the same move at once (as
// from several processes), exactly one is kept, and the others are told
// ErrConflict.
func TestConcurrentAppends(t *testing.T) {
	backends(t, func(t *testing.T, dsn string) {
		ctx := context.Background()
		var dbs []*DB
		for range 4 {
			db, err := Open(dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			dbs = append(dbs, db)
		}
		g := &Game{ID: "race", Format: "lcg", Status: StatusPlaying, Winner: -1, Replay: &engine.Replay{Version: 4}}
		if err := dbs[0].Create(ctx, g); err != nil {
			t.Fatal(err)
		}
		for move := range 5 {
			errs := make(chan error, len(dbs))
			for i, db := range dbs {
				go func() { errs <- db.Append(ctx, "race", move, []string{fmt.Sprintf("pick:%d", i)}, [2]int64{}) }()
			}
			won := 0
			for range dbs {
				err := <-errs
				switch {
				case err == nil:
					won++
				case !errors.Is(err, ErrConflict):
					t.Fatalf("move %d: %v", move, err)
				}
			}
			if won != 1 {
				t.Fatalf("move %d kept %d times", move, won)
			}
		}
		got, err := dbs[3].Get(ctx, "race")
		if err != nil || len(got.Replay.Choices) != 5 || got.Moves != 5 {
			t.Fatalf("%v %v", got, err)
		}
	})
}

// TestWatch: a process watching the database hears of the changes
// another makes to a game (PostgreSQL; SQLite has one process).
func TestWatch(t *testing.T) {
	dsn := pgtest.URL(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	a, err := Open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	heard := make(chan string, 16)
	go a.Watch(ctx, func(id string, moves int) { heard <- fmt.Sprintf("%s %d", id, moves) })
	if id := <-heard; id != " -1" {
		t.Fatalf("first heard %q, want \" -1\" (listening begins)", id)
	}
	if err := b.Create(ctx, &Game{ID: "w", Format: "lcg", Status: StatusPlaying, Winner: -1, Replay: &engine.Replay{Version: 4}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		f    func() error
		want string
	}{
		{func() error { return b.Append(ctx, "w", 0, []string{"keep", "pick:3"}, [2]int64{}) }, "w 2"},
		{func() error { _, err := b.Say(ctx, "w", "players", "Player 1", "hi"); return err }, "w -1"},
		{func() error { return b.Finish(ctx, "w", 0, "stories") }, "w -1"},
	} {
		if err := c.f(); err != nil {
			t.Fatal(err)
		}
		select {
		case id := <-heard:
			if id != c.want {
				t.Fatalf("heard %q, want %q", id, c.want)
			}
		case <-ctx.Done():
			t.Fatal("the change was not heard")
		}
	}
}

// TestLease: one holder at a time; a holder renews his own; another
// takes it once it has run out.
func TestLease(t *testing.T) {
	backends(t, func(t *testing.T, dsn string) {
		ctx := context.Background()
		db, err := Open(dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		now := time.Unix(1_800_000_000, 0)
		db.now = func() time.Time { return now }
		for _, c := range []struct {
			holder string
			after  time.Duration
			want   bool
		}{
			{"a", 0, true},
			{"b", time.Second, false},
			{"a", time.Second, true}, // renewed: until 11 s
			{"b", 9 * time.Second, false},
			{"b", 2 * time.Second, true},
			{"a", 0, false},
		} {
			now = now.Add(c.after)
			got, err := db.Lease(ctx, "g", c.holder, 10*time.Second)
			if err != nil || got != c.want {
				t.Fatalf("%s at %v: %v %v, want %v", c.holder, now.Unix(), got, err, c.want)
			}
		}
	})
}

// TestSnapshots: a game's latest snapshot of a build is read back; an
// older one does not replace it, another build's does, and a build reads
// only its own.
func TestSnapshots(t *testing.T) {
	backends(t, func(t *testing.T, dsn string) {
		ctx := context.Background()
		db, err := Open(dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, _, err := db.Snapshot(ctx, "g", "b1"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("no snapshot yet: %v", err)
		}
		blob := []byte{0, 1, 2, 255, 0}
		for _, c := range []struct {
			build string
			moves int
			data  []byte
		}{
			{"b1", 100, blob},
			{"b1", 50, []byte("older")}, // not kept: fewer moves
			{"b1", 100, []byte("again")},
		} {
			if err := db.SaveSnapshot(ctx, "g", c.build, c.moves, c.data); err != nil {
				t.Fatal(err)
			}
		}
		if n, data, err := db.Snapshot(ctx, "g", "b1"); err != nil || n != 100 || !slices.Equal(data, blob) {
			t.Fatalf("read %d %q %v, want 100 %q", n, data, err, blob)
		}
		if err := db.SaveSnapshot(ctx, "g", "b2", 40, []byte("new build")); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.Snapshot(ctx, "g", "b1"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("another build's snapshot read: %v", err)
		}
		if n, data, err := db.Snapshot(ctx, "g", "b2"); err != nil || n != 40 || string(data) != "new build" {
			t.Fatalf("read %d %q %v", n, data, err)
		}
	})
}

// TestChatAtOnce: lines said at once through two connections (two
// processes) all keep a number of their own, in each channel from 0 on.
func TestChatAtOnce(t *testing.T) {
	backends(t, func(t *testing.T, dsn string) {
		ctx := context.Background()
		var dbs [2]*DB
		for i := range dbs {
			db, err := Open(dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			dbs[i] = db
		}
		g := &Game{ID: "chat", Format: "lcg", Seed: 1, Seats: [2]string{"human", "human"}, Status: StatusOpen, Winner: -1}
		if err := dbs[0].Create(ctx, g); err != nil {
			t.Fatal(err)
		}
		const each = 15
		errs := make(chan error, 2*each)
		for i := range dbs {
			go func() {
				for k := range each {
					_, err := dbs[i].Say(ctx, "chat", "players", fmt.Sprint("p", i), fmt.Sprint(k))
					errs <- err
				}
			}()
		}
		for range 2 * each {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		lines, err := dbs[1].Chat(ctx, "chat", "players")
		if err != nil {
			t.Fatal(err)
		}
		if len(lines) != 2*each {
			t.Fatalf("%d lines kept, want %d", len(lines), 2*each)
		}
		for i, l := range lines {
			if l.N != i {
				t.Fatalf("line %d has number %d", i, l.N)
			}
		}
	})
}
