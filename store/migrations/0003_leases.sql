-- Which process makes a game's computer moves, until when (Unix
-- milliseconds): one at a time, taken over when its holder stops
-- renewing it.
CREATE TABLE leases (
	game   TEXT PRIMARY KEY,
	holder TEXT NOT NULL,
	until  BIGINT NOT NULL
);
