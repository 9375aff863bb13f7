package load

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"cthulhu/server"
	"cthulhu/store"
)

// TestRun: a short run between four clients makes moves and measures
// them, without errors.
func TestRun(t *testing.T) {
	db, err := store.Open(filepath.Join(t.TempDir(), "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	srv, err := server.New(db, server.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	res, err := Run(context.Background(), Config{URLs: []string{ts.URL}, Clients: 4, Duration: 3 * time.Second, Seed: 2, Deck: "agency-cthulhu-1"})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(res)
	if res.Moves < 50 || res.P50 <= 0 || res.P99 < res.P50 || res.Errors > 0 {
		t.Fatalf("%v", res)
	}
	if _, err := Run(context.Background(), Config{URLs: []string{ts.URL}, Clients: 1}); err == nil {
		t.Fatal("one client ran")
	}
}
