-- A snapshot of a game's state at one of its moves (engine.Snapshot),
-- to rebuild the game from without replaying every move: the latest
-- written, by the server build that wrote it (a build reads only its
-- own). The moves stay the record of the game; a snapshot is a shortcut
-- to one of its states.
CREATE TABLE snapshots (
	game  TEXT PRIMARY KEY,
	build TEXT NOT NULL,
	moves INTEGER NOT NULL,
	data  BYTEA NOT NULL
);
