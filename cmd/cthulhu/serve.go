package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"cthulhu/carddb"
	"cthulhu/server"
	"cthulhu/session"
	"cthulhu/store"
)

// cmdServe runs the game server until it is interrupted.
func cmdServe(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on (host:port; port 0 picks a free one)")
	data := fs.String("data", "", "the directory of the server's database and card images (default: the user's data directory, as for saved games)")
	dbURL := fs.String("db", "", "a PostgreSQL database (postgres://USER:PASSWORD@HOST/DB) in place of the embedded SQLite file in the data directory")
	textFile := fs.String("card-text", "", "show the printed card texts of this file (cthulhucli JSON lines or OCTGN set XML) in card details")
	every := fs.Int("snapshot-every", 100, "keep a snapshot of each game's state in the database every N moves, to rebuild a game from (0: none)")
	pack := fs.String("import-images", "", "import the card images of an OCTGN image pack (.o8c) into the data directory, then serve")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return fmt.Errorf("unexpected argument %q (flags: --addr, --data, --db, --card-text, --import-images, --snapshot-every)", pos[0])
	}
	dir := *data
	if dir == "" {
		if dir, err = session.DataDir(); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("the data directory: %v", err)
	}
	dsn := filepath.Join(dir, "games.db")
	if *dbURL != "" {
		dsn = *dbURL
	}
	db, err := store.Open(dsn)
	if err != nil {
		return err
	}
	where := dsn
	if *dbURL != "" {
		where = "PostgreSQL"
	}
	defer db.Close()
	opts := server.Options{Log: log.New(os.Stderr, "cthulhu serve: ", log.LstdFlags), Images: filepath.Join(dir, "images"), SnapshotEvery: *every}
	if *every <= 0 {
		opts.SnapshotEvery = -1
	}
	if *pack != "" {
		n, err := server.ImportImages(*pack, opts.Images)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Imported %d card images from %s\n", n, *pack)
	}
	if *textFile != "" {
		if opts.Texts, err = carddb.LoadTexts(*textFile, carddb.Default()); err != nil {
			return err
		}
	}
	srv, err := server.New(db, opts)
	if err != nil {
		return err
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stdout, "Serving games on http://%s/ (database %s); stop with Ctrl-C\n", ln.Addr(), where)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(shut); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
