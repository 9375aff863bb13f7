// Package store keeps a game server's games in a database: each game's
// set-up, seats and tokens, every move as it is made, its result and its
// chat. The database is SQLite, embedded (a pure-Go build) in one file,
// by default, or PostgreSQL (pgx) for several server processes: the same
// schema, its migrations embedded and run when the store is opened, and
// the same statements but for their placeholders.
//
// Every write is a transaction committed to the disk before it returns,
// so that a move the server acknowledges survives the process being
// killed. A game's moves are appended in order, each append conditional
// on the moves kept so far: of two processes appending the same move,
// one wins and the other is told ErrConflict.
package store

import (
	"context"
	"database/sql"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"cthulhu/engine"

	"github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/stdlib" // the database/sql driver "pgx"
	_ "modernc.org/sqlite"             // the database/sql driver "sqlite"
)

//go:embed migrations/*.sql
var migrations embed.FS

// ErrNotFound is the error for a game the store does not hold.
var ErrNotFound = errors.New("no such game")

// ErrConflict is the error for a move appended after another has been
// kept in its place (by another process), or a seat taken meanwhile.
var ErrConflict = errors.New("the game has moved on")

// Store is a database of games: SQLite or PostgreSQL (Open).
type Store interface {
	// Create adds a new game; its replay, if it has one, is kept with it.
	Create(ctx context.Context, g *Game) error
	// Start keeps the game's replay whole, in place of what was kept, and
	// marks it playing.
	Start(ctx context.Context, id string, r *engine.Replay) error
	// Append keeps choices made from move number from on: ErrConflict
	// when from is not the number of moves kept.
	Append(ctx context.Context, id string, from int, choices []string, usedMS [2]int64) error
	// Join gives the open seat of a game to a second player: his token's
	// sum and his deck; ErrConflict when the seat is no longer open.
	Join(ctx context.Context, id string, seat int, token string, deck []string, deckName string) error
	// Finish records how a game ended.
	Finish(ctx context.Context, id string, winner int, reason string) error
	// SetRematch records the game that follows a game.
	SetRematch(ctx context.Context, id, next string) error
	// Get reads a game, its replay and moves included.
	Get(ctx context.Context, id string) (*Game, error)
	// List reads the games of a status, the most recently moved first,
	// at most limit of them, without their replays.
	List(ctx context.Context, status string, limit int) ([]*Game, error)
	// Say adds a message to a game's chat channel and returns it.
	Say(ctx context.Context, id, channel, who, text string) (ChatLine, error)
	// Chat reads a game's chat channel, oldest first.
	Chat(ctx context.Context, id, channel string) ([]ChatLine, error)
	// Shared reports whether several processes may use the database at
	// once (PostgreSQL), so that they must take turns (Lease, Watch).
	Shared() bool
	// Lease gives holder the right to make game id's computer moves for
	// ttl, unless another holds it still; a holder renews his own. It
	// reports whether holder has it.
	Lease(ctx context.Context, id, holder string, ttl time.Duration) (bool, error)
	// Watch calls changed with a game's id each time a process changes
	// the game (a move, a seat, its end, a chat line), with the number of
	// moves it has when moves were appended (-1 for another change), and
	// with "" when it may have missed some (everything may have changed),
	// until ctx is done. A database only one process uses (SQLite) calls
	// nothing.
	Watch(ctx context.Context, changed func(id string, moves int)) error
	// Moves reads a game's moves from move number from on.
	Moves(ctx context.Context, id string, from int) ([]string, error)
	// SaveSnapshot keeps a snapshot of a game's state after its first
	// moves moves, written by a server build, in place of an earlier one
	// (one of fewer moves, or of another build).
	SaveSnapshot(ctx context.Context, id, build string, moves int, data []byte) error
	// Snapshot reads a game's latest snapshot of a build, and the number
	// of moves it was taken after; ErrNotFound for none.
	Snapshot(ctx context.Context, id, build string) (moves int, data []byte, err error)
	// Close closes the database.
	Close() error
}

// Status of a game.
const (
	StatusOpen    = "open"    // waiting for a friend to take the second seat
	StatusPlaying = "playing" // started, not over
	StatusOver    = "over"
)

// Game is a game as the store keeps it.
type Game struct {
	ID               string
	Created, Updated time.Time
	Format           string
	Seed             uint64
	Seats            [2]string // "human" or a computer player's kind
	Decks            [2][]string
	DeckNames        [2]string
	// Tokens are the SHA-256 sums (hexadecimal) of each seat's token, ""
	// for a seat no one holds yet or a computer's.
	Tokens [2]string
	Invite string // the open seat's invitation, "" when none
	// Public: the game is open to anyone, listed in the lobby, its open
	// seat taken without the invitation.
	Public  bool
	ClockMS int64 // each player's time for the game, 0 for no clock
	UsedMS  [2]int64
	Status  string
	Rematch string // the game that follows, "" for none
	Winner  int    // 0 or 1, -1 while no one has won
	Reason  string
	Moves   int
	// Replay is the game's replay, its choices included, once it has
	// started; nil while it waits for the second player.
	Replay *engine.Replay
}

// DB is a store open on a database: the Store of both kinds.
type DB struct {
	db *sql.DB
	pg bool // PostgreSQL: placeholders are $1, $2...
	// url is a PostgreSQL database's, for the connection that listens.
	url string
	// appends wait for the writer (SQLite's group commit).
	appends     chan *pendingAppend
	startWriter sync.Once
	closed      chan struct{}
	closeOnce   sync.Once
	// now is the clock that stamps games (the store's, not the engine's:
	// the engine keeps no time).
	now func() time.Time
}

// Open opens a store: a PostgreSQL database given by its URL
// (postgres://...), or else the SQLite database in the file dsn names,
// created if need be. It brings the schema up to date.
func Open(dsn string) (*DB, error) {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		return openPostgres(dsn)
	}
	return openSQLite(dsn)
}

// openPostgres opens a PostgreSQL database.
func openPostgres(url string) (*DB, error) {
	db, err := sql.Open("pgx", url)
	if err != nil {
		return nil, fmt.Errorf("opening the database: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("opening the database: %v", err)
	}
	s := &DB{db: db, pg: true, url: url, now: time.Now, appends: make(chan *pendingAppend), closed: make(chan struct{})}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("opening the database: %v", err)
	}
	return s, nil
}

// openSQLite opens the SQLite database in a file.
func openSQLite(path string) (*DB, error) {
	if path == "" {
		return nil, errors.New("opening the database: no file named")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("opening the database %s: %v", path, err)
	}
	// WAL lets readers go on while a move is written; synchronous FULL
	// makes each commit durable; a write transaction takes its lock at
	// once (immediate), so that two never deadlock upgrading.
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "synchronous(FULL)", "busy_timeout(10000)", "foreign_keys(1)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+(&url.URL{Path: abs}).EscapedPath()+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("opening the database %s: %v", path, err)
	}
	s := &DB{db: db, now: time.Now, appends: make(chan *pendingAppend), closed: make(chan struct{})}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("opening the database %s: %v", path, err)
	}
	return s, nil
}

// Close closes the database.
func (s *DB) Close() error {
	s.closeOnce.Do(func() { close(s.closed) })
	return s.db.Close()
}

// migrate runs the embedded migrations the database has not run, each in
// a transaction of its own, in the order of their numbers. Processes
// opening one PostgreSQL database at once take turns (an advisory lock).
func (s *DB) migrate(ctx context.Context) error {
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, name := range names {
		base := filepath.Base(name)
		v, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil {
			return fmt.Errorf("migration %s: its name does not start with a number", base)
		}
		body, err := migrations.ReadFile(name)
		if err != nil {
			return err
		}
		err = s.tx(ctx, func(tx *sql.Tx) error {
			if s.pg {
				if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(20261126)`); err != nil {
					return err
				}
			}
			if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
				return err
			}
			var have int
			if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&have); err != nil {
				return err
			}
			if v <= have {
				return nil
			}
			if _, err := tx.ExecContext(ctx, string(body)); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, s.q(`INSERT INTO schema_version (version) VALUES (?)`), v)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %v", base, err)
		}
	}
	return nil
}

// q is a statement in the database's own placeholders: SQLite's ?, or
// PostgreSQL's $1, $2...
func (s *DB) q(query string) string {
	if !s.pg {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// tx runs f in a transaction, committed if f returns nil.
func (s *DB) tx(ctx context.Context, f func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func js(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // the store's own types always marshal
	}
	return string(b)
}

// notifyChannel is the PostgreSQL notification channel of games changed.
const notifyChannel = "cthulhu_games"

// notify tells the other processes that game id has changed, when the
// transaction commits: "ID MOVES" for moves appended (the game now has
// MOVES moves), "ID" for any other change.
func (s *DB) notify(ctx context.Context, tx *sql.Tx, id string, moves ...int) error {
	if !s.pg {
		return nil
	}
	payload := id
	if len(moves) > 0 {
		payload += " " + strconv.Itoa(moves[0])
	}
	_, err := tx.ExecContext(ctx, `SELECT pg_notify($1, $2)`, notifyChannel, payload)
	return err
}

// Watch listens for other processes' changes (Store.Watch).
func (s *DB) Watch(ctx context.Context, changed func(id string, moves int)) error {
	if !s.pg {
		<-ctx.Done()
		return nil
	}
	for first := true; ctx.Err() == nil; first = false {
		if !first {
			select {
			case <-ctx.Done():
				return nil
			case <-time.After(time.Second):
			}
		}
		conn, err := pgx.Connect(ctx, s.url)
		if err != nil {
			continue
		}
		if _, err = conn.Exec(ctx, "LISTEN "+notifyChannel); err == nil {
			// Listening again after a break: what happened meanwhile is
			// unknown.
			changed("", -1)
			for {
				n, err := conn.WaitForNotification(ctx)
				if err != nil {
					break
				}
				id, moves, ok := strings.Cut(n.Payload, " ")
				m, err := strconv.Atoi(moves)
				if !ok || err != nil {
					m = -1
				}
				changed(id, m)
			}
		}
		conn.Close(context.Background())
	}
	return nil
}

// Create adds a new game. Its replay, if it has one, is kept with it.
func (s *DB) Create(ctx context.Context, g *Game) error {
	now := s.now()
	g.Created, g.Updated = now, now
	header, moves := "", []string(nil)
	if g.Replay != nil {
		var err error
		if header, err = headerOf(g.Replay); err != nil {
			return err
		}
		moves = g.Replay.Choices
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.q(`INSERT INTO games (id, created, updated, format, seed, seats, decks, deck_names,
			tokens, invite, clock_ms, status, winner, reason, header, moves, used_ms, public) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			g.ID, now.Unix(), now.Unix(), g.Format, int64(g.Seed), js(g.Seats), js(g.Decks), js(g.DeckNames),
			js(g.Tokens), g.Invite, g.ClockMS, g.Status, g.Winner, g.Reason, header, len(moves), js(g.UsedMS), g.Public)
		if err != nil {
			return fmt.Errorf("creating game %s: %v", g.ID, err)
		}
		return s.insertMoves(ctx, tx, g.ID, 0, moves)
	})
}

// headerOf is a replay's JSON without its choices.
func headerOf(r *engine.Replay) (string, error) {
	h := *r
	h.Choices = nil
	b, err := json.Marshal(&h)
	return string(b), err
}

func (s *DB) insertMoves(ctx context.Context, tx *sql.Tx, id string, from int, choices []string) error {
	if len(choices) == 0 {
		return nil
	}
	st, err := tx.PrepareContext(ctx, s.q(`INSERT INTO moves (game, n, choice) VALUES (?, ?, ?)`))
	if err != nil {
		return err
	}
	defer st.Close()
	for i, c := range choices {
		if _, err := st.ExecContext(ctx, id, from+i, c); err != nil {
			return fmt.Errorf("game %s, move %d: %v", id, from+i, err)
		}
	}
	return nil
}

// Start keeps the game's replay whole, in place of what was kept (the
// game starting, or a move taken back), and marks it playing.
func (s *DB) Start(ctx context.Context, id string, r *engine.Replay) error {
	header, err := headerOf(r)
	if err != nil {
		return err
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`UPDATE games SET header = ?, moves = ?, updated = ?,
			status = CASE status WHEN 'open' THEN 'playing' ELSE status END WHERE id = ?`),
			header, len(r.Choices), s.now().Unix(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM moves WHERE game = ?`), id); err != nil {
			return err
		}
		if err := s.notify(ctx, tx, id); err != nil {
			return err
		}
		return s.insertMoves(ctx, tx, id, 0, r.Choices)
	})
}

// Append keeps choices made from move number from on. A game's moves are
// kept in order: from must be the number of moves kept.
func (s *DB) Append(ctx context.Context, id string, from int, choices []string, usedMS [2]int64) error {
	// The appends of many games waiting at once are committed together,
	// in one transaction and one flush to the disk (group commit), each
	// still conditional on its own game's moves, and each answered once
	// the transaction is on the disk: SQLite has one writer, and
	// PostgreSQL commits the transactions that notify one at a time.
	a := &pendingAppend{id: id, from: from, choices: choices, used: usedMS, done: make(chan error, 1)}
	s.startWriter.Do(func() { go s.writer() })
	select {
	case s.appends <- a:
	case <-s.closed:
		return errors.New("the database is closed")
	}
	return <-a.done
}

// appendIn appends a game's moves in a transaction.
func (s *DB) appendIn(ctx context.Context, tx *sql.Tx, id string, from int, choices []string, usedMS [2]int64) error {
	res, err := tx.ExecContext(ctx, s.q(`UPDATE games SET moves = moves + ?, updated = ?, used_ms = ? WHERE id = ? AND moves = ?`),
		len(choices), s.now().Unix(), js(usedMS), id, from)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("game %s, move %d: %w", id, from, ErrConflict)
	}
	if err := s.notify(ctx, tx, id, from+len(choices)); err != nil {
		return err
	}
	return s.insertMoves(ctx, tx, id, from, choices)
}

// pendingAppend is an append waiting for the writer.
type pendingAppend struct {
	id      string
	from    int
	choices []string
	used    [2]int64
	done    chan error
}

// maxBatch bounds the appends committed together.
const maxBatch = 256

// writer commits the appends waiting, together, until the store closes.
func (s *DB) writer() {
	for {
		var batch []*pendingAppend
		select {
		case a := <-s.appends:
			batch = append(batch, a)
		case <-s.closed:
			return
		}
	more:
		for len(batch) < maxBatch {
			select {
			case a := <-s.appends:
				batch = append(batch, a)
			default:
				break more
			}
		}
		errs := make([]error, len(batch))
		ctx := context.Background()
		err := s.tx(ctx, func(tx *sql.Tx) error {
			for i, a := range batch {
				// A conflict refuses one game's append; any other error
				// fails the transaction, and every append in it.
				if err := s.appendIn(ctx, tx, a.id, a.from, a.choices, a.used); errors.Is(err, ErrConflict) {
					errs[i] = err
				} else if err != nil {
					return err
				}
			}
			return nil
		})
		for i, a := range batch {
			if err != nil {
				errs[i] = err
			}
			a.done <- errs[i]
		}
	}
}

// Join gives the open seat of a game to a second player: his token's sum
// and his deck. It fails with ErrConflict when the seat is no longer
// open.
func (s *DB) Join(ctx context.Context, id string, seat int, token string, deck []string, deckName string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		g, err := s.get(ctx, tx, id, false)
		if err != nil {
			return err
		}
		if g.Status != StatusOpen || g.Tokens[seat] != "" {
			return fmt.Errorf("game %s: the seat is taken: %w", id, ErrConflict)
		}
		g.Tokens[seat], g.Decks[seat], g.DeckNames[seat] = token, deck, deckName
		// Conditional on the seat still being open: another process may
		// have given it meanwhile.
		res, err := tx.ExecContext(ctx, s.q(`UPDATE games SET tokens = ?, decks = ?, deck_names = ?, invite = '', updated = ?
			WHERE id = ? AND invite <> '' AND status = 'open'`),
			js(g.Tokens), js(g.Decks), js(g.DeckNames), s.now().Unix(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("game %s: the seat is taken: %w", id, ErrConflict)
		}
		return s.notify(ctx, tx, id)
	})
}

// Finish records how a game ended.
func (s *DB) Finish(ctx context.Context, id string, winner int, reason string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.q(`UPDATE games SET status = 'over', winner = ?, reason = ?, updated = ? WHERE id = ?`),
			winner, reason, s.now().Unix(), id)
		if err != nil {
			return err
		}
		return s.notify(ctx, tx, id)
	})
}

// SetRematch records the game that follows a game.
func (s *DB) SetRematch(ctx context.Context, id, next string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE games SET rematch = ? WHERE id = ?`), next, id); err != nil {
			return err
		}
		return s.notify(ctx, tx, id)
	})
}

// Get reads a game, its replay and moves included.
func (s *DB) Get(ctx context.Context, id string) (*Game, error) {
	var g *Game
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var err error
		g, err = s.get(ctx, tx, id, true)
		return err
	})
	return g, err
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

const gameColumns = `id, created, updated, format, seed, seats, decks, deck_names, tokens, invite, clock_ms,
	status, winner, reason, header, moves, used_ms, rematch, public`

func scanGame(row interface{ Scan(...any) error }) (*Game, string, error) {
	var g Game
	var created, updated, seed int64
	var seats, decks, names, tokens, header, used string
	err := row.Scan(&g.ID, &created, &updated, &g.Format, &seed, &seats, &decks, &names, &tokens, &g.Invite, &g.ClockMS,
		&g.Status, &g.Winner, &g.Reason, &header, &g.Moves, &used, &g.Rematch, &g.Public)
	if err != nil {
		return nil, "", err
	}
	g.Created, g.Updated, g.Seed = time.Unix(created, 0), time.Unix(updated, 0), uint64(seed)
	for _, f := range []struct {
		s string
		v any
	}{{seats, &g.Seats}, {decks, &g.Decks}, {names, &g.DeckNames}, {tokens, &g.Tokens}, {used, &g.UsedMS}} {
		if err := json.Unmarshal([]byte(f.s), f.v); err != nil {
			return nil, "", fmt.Errorf("game %s: %v", g.ID, err)
		}
	}
	return &g, header, nil
}

func (s *DB) get(ctx context.Context, q querier, id string, withMoves bool) (*Game, error) {
	g, header, err := scanGame(q.QueryRowContext(ctx, s.q(`SELECT `+gameColumns+` FROM games WHERE id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if header == "" || !withMoves {
		return g, nil
	}
	var r engine.Replay
	if err := json.Unmarshal([]byte(header), &r); err != nil {
		return nil, fmt.Errorf("game %s: its replay: %v", id, err)
	}
	rows, err := q.QueryContext(ctx, s.q(`SELECT n, choice FROM moves WHERE game = ? ORDER BY n`), id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	r.Choices = make([]string, 0, g.Moves)
	for rows.Next() {
		var n int
		var c string
		if err := rows.Scan(&n, &c); err != nil {
			return nil, err
		}
		if n != len(r.Choices) {
			return nil, fmt.Errorf("game %s: move %d is missing", id, len(r.Choices))
		}
		r.Choices = append(r.Choices, c)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	g.Replay = &r
	return g, nil
}

// Moves reads a game's moves from move number from on.
func (s *DB) Moves(ctx context.Context, id string, from int) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT n, choice FROM moves WHERE game = ? AND n >= ? ORDER BY n`), id, from)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n int
		var c string
		if err := rows.Scan(&n, &c); err != nil {
			return nil, err
		}
		if n != from+len(out) {
			return nil, fmt.Errorf("game %s: move %d is missing", id, from+len(out))
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// List reads the games of a status, the most recently moved first, at
// most limit of them, without their replays.
func (s *DB) List(ctx context.Context, status string, limit int) ([]*Game, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT `+gameColumns+` FROM games WHERE status = ? ORDER BY updated DESC, id LIMIT ?`), status, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*Game
	for rows.Next() {
		g, _, err := scanGame(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// Shared reports whether the database is PostgreSQL, shared by processes.
func (s *DB) Shared() bool { return s.pg }

// Lease takes or renews a game's lease (Store.Lease).
func (s *DB) Lease(ctx context.Context, id, holder string, ttl time.Duration) (bool, error) {
	now := s.now().UnixMilli()
	res, err := s.db.ExecContext(ctx, s.q(`INSERT INTO leases (game, holder, until) VALUES (?, ?, ?)
		ON CONFLICT (game) DO UPDATE SET holder = excluded.holder, until = excluded.until
		WHERE leases.holder = excluded.holder OR leases.until < ?`), id, holder, now+ttl.Milliseconds(), now)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// SaveSnapshot keeps a snapshot of a game's state (Store.SaveSnapshot).
func (s *DB) SaveSnapshot(ctx context.Context, id, build string, moves int, data []byte) error {
	_, err := s.db.ExecContext(ctx, s.q(`INSERT INTO snapshots (game, build, moves, data) VALUES (?, ?, ?, ?)
		ON CONFLICT (game) DO UPDATE SET build = excluded.build, moves = excluded.moves, data = excluded.data
		WHERE snapshots.moves < excluded.moves OR snapshots.build <> excluded.build`), id, build, moves, data)
	return err
}

// Snapshot reads a game's latest snapshot of a build (Store.Snapshot).
func (s *DB) Snapshot(ctx context.Context, id, build string) (int, []byte, error) {
	var moves int
	var data []byte
	err := s.db.QueryRowContext(ctx, s.q(`SELECT moves, data FROM snapshots WHERE game = ? AND build = ?`), id, build).Scan(&moves, &data)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil, ErrNotFound
	}
	return moves, data, err
}

// ChatLine is one message of a game's chat.
type ChatLine struct {
	N    int    `json:"n"`
	Who  string `json:"who"`
	Text string `json:"text"`
	At   int64  `json:"at"` // Unix seconds
}

// Say adds a message to a game's chat channel ("players" or
// "spectators") and returns it. Its number is the channel's next: of two
// processes saying a line at once, one takes the number and the other the
// one after (its insert, refused, is made again).
func (s *DB) Say(ctx context.Context, id, channel, who, text string) (ChatLine, error) {
	l := ChatLine{Who: who, Text: text, At: s.now().Unix()}
	for range 16 {
		err := s.tx(ctx, func(tx *sql.Tx) error {
			err := tx.QueryRowContext(ctx, s.q(`INSERT INTO chat (game, channel, n, who, text, at)
				SELECT ?, ?, COALESCE(MAX(n) + 1, 0), ?, ?, ? FROM chat WHERE game = ? AND channel = ?
				ON CONFLICT (game, channel, n) DO NOTHING RETURNING n`),
				id, channel, who, text, l.At, id, channel).Scan(&l.N)
			if err != nil {
				return err
			}
			return s.notify(ctx, tx, id)
		})
		if !errors.Is(err, sql.ErrNoRows) {
			return l, err
		}
	}
	return l, fmt.Errorf("game %s: a chat line kept no number: too many said at once", id)
}

// Chat reads a game's chat channel, oldest first.
func (s *DB) Chat(ctx context.Context, id, channel string) ([]ChatLine, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT n, who, text, at FROM chat WHERE game = ? AND channel = ? ORDER BY n`), id, channel)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []ChatLine{}
	for rows.Next() {
		var l ChatLine
		if err := rows.Scan(&l.N, &l.Who, &l.Text, &l.At); err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}
