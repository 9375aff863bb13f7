-- A game open to anyone: listed in the lobby, its open seat taken
-- without the invitation.
ALTER TABLE games ADD COLUMN public BOOLEAN NOT NULL DEFAULT FALSE;
