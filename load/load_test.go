package load

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
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
	// A few moves prove the clients play; how many a busy machine makes in
	// 3 s is no test (BenchmarkLoad200 measures it).
	if res.Moves < 10 || res.P50 <= 0 || res.P99 < res.P50 || res.Errors > 0 {
		t.Fatalf("%v", res)
	}
	if _, err := Run(context.Background(), Config{URLs: []string{ts.URL}, Clients: 1}); err == nil {
		t.Fatal("one client ran")
	}
}

// BenchmarkLoad200 is the load of 200 clients for LOAD_SECONDS (10)
// against a server in this process on a database on disk: run with
// -cpuprofile to see where a move's time goes.
func BenchmarkLoad200(b *testing.B) {
	db, err := store.Open(filepath.Join(b.TempDir(), "games.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	srv, err := server.New(db, server.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	secs := 10
	if v, err := strconv.Atoi(os.Getenv("LOAD_SECONDS")); err == nil {
		secs = v
	}
	for b.Loop() {
		res, err := Run(context.Background(), Config{URLs: []string{ts.URL}, Clients: 200, Duration: time.Duration(secs) * time.Second, Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(res.MovesPerSecond(), "moves/s")
		b.ReportMetric(float64(res.P50.Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(res.P99.Microseconds())/1000, "p99-ms")
	}
}
