// Package pgtest gives tests a PostgreSQL database of their own, on the
// server CTHULHU_TEST_POSTGRES names (a postgres:// URL), or else on
// one listening on this machine's default port as the postgres user
// (as .ci/run starts it). A test that finds none is skipped, and says
// why.
package pgtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the database/sql driver "pgx"
)

// Env names the PostgreSQL server for the tests.
const Env = "CTHULHU_TEST_POSTGRES"

const fallback = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

// URL creates a new, empty database for the test, dropped when it ends,
// and returns its URL; the test is skipped when no server answers.
func URL(t testing.TB) string {
	t.Helper()
	admin := os.Getenv(Env)
	if admin == "" {
		admin = fallback
	}
	db, err := sql.Open("pgx", admin)
	if err != nil {
		t.Skipf("no PostgreSQL (%s=%q): %v", Env, admin, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		t.Skipf("no PostgreSQL answers at %s (set %s, or start one as .ci/run does): %v", redact(admin), Env, err)
	}
	var b [6]byte
	rand.Read(b[:])
	name := "cthulhu_test_" + hex.EncodeToString(b[:])
	if _, err := db.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		db.Close()
		t.Fatalf("creating a test database: %v", err)
	}
	t.Cleanup(func() {
		db.Exec("DROP DATABASE " + name + " WITH (FORCE)")
		db.Close()
	})
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

func redact(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(a URL that does not parse)"
	}
	return u.Redacted()
}
