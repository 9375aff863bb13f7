package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"cthulhu/load"
	"cthulhu/server"
	"cthulhu/store"
)

// cmdLoad plays games between pairs of clients through a game server's
// API, and prints the moves per second and the time from a choice to its
// acknowledgement.
func cmdLoad(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	url := fs.String("url", "", "the server (http://HOST:PORT), or several processes' addresses separated by commas (a game's two players then talk to two of them); default: a server in this process, on a new database on disk")
	clients := fs.Int("clients", 200, "players, in pairs that play each other")
	dur := fs.Duration("duration", 30*time.Second, "how long to play")
	seed := fs.Uint64("seed", 1, "the seed of the games and of the clients' choices")
	deckSpec := fs.String("deck", "random", "each player's deck: random, or a preset's name")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return fmt.Errorf("unexpected argument %q", pos[0])
	}
	if *url == "" {
		dir, err := os.MkdirTemp("", "cthulhu-load-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		db, err := store.Open(filepath.Join(dir, "games.db"))
		if err != nil {
			return err
		}
		defer db.Close()
		srv, err := server.New(db, server.Options{})
		if err != nil {
			return err
		}
		defer srv.Close()
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		hs := &http.Server{Handler: srv.Handler()}
		go hs.Serve(ln)
		defer hs.Close()
		*url = "http://" + ln.Addr().String()
		fmt.Fprintf(stdout, "A server on %s, its database on disk in %s\n", *url, dir)
	}
	res, err := load.Run(context.Background(), load.Config{URLs: strings.Split(*url, ","), Clients: *clients, Duration: *dur, Seed: *seed, Deck: *deckSpec})
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, res)
	return nil
}
