-- Games, their moves and their chat.
CREATE TABLE games (
	id         TEXT PRIMARY KEY,
	created    BIGINT NOT NULL,            -- Unix seconds
	updated    BIGINT NOT NULL,
	format     TEXT NOT NULL,
	seed       BIGINT NOT NULL,
	seats      TEXT NOT NULL,              -- JSON: ["human", "heuristic"]
	decks      TEXT NOT NULL,              -- JSON: each side's deck, as card keys
	deck_names TEXT NOT NULL,              -- JSON: each side's deck's label
	tokens     TEXT NOT NULL,              -- JSON: each seat's token's SHA-256, "" while open
	invite     TEXT NOT NULL DEFAULT '',   -- the open seat's invitation, "" when none
	clock_ms   BIGINT NOT NULL DEFAULT 0,  -- each player's time, 0 for no clock
	status     TEXT NOT NULL,              -- open, playing, over
	winner     INTEGER NOT NULL DEFAULT -1,
	reason     TEXT NOT NULL DEFAULT '',
	header     TEXT NOT NULL DEFAULT '',   -- the replay without its choices, once the game starts
	moves      INTEGER NOT NULL DEFAULT 0,
	used_ms    TEXT NOT NULL DEFAULT '[0,0]' -- JSON: each player's time used, as of the last move
);
CREATE INDEX games_status ON games (status, updated);

CREATE TABLE moves (
	game   TEXT NOT NULL REFERENCES games (id),
	n      INTEGER NOT NULL,               -- 0 the first choice
	choice TEXT NOT NULL,
	PRIMARY KEY (game, n)
);

CREATE TABLE chat (
	game    TEXT NOT NULL REFERENCES games (id),
	channel TEXT NOT NULL,                 -- players, spectators
	n       INTEGER NOT NULL,
	who     TEXT NOT NULL,
	text    TEXT NOT NULL,
	at      BIGINT NOT NULL,
	PRIMARY KEY (game, channel, n)
);
