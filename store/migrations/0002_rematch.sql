-- The game a player asked for after a game.
ALTER TABLE games ADD COLUMN rematch TEXT NOT NULL DEFAULT '';
