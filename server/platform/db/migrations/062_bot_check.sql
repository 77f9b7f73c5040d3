-- The bot check on anonymous submits: a proof-of-work puzzle the server issues and the browser
-- solves. Kept in the database so every server sharing it honours the same puzzle once only.
CREATE TABLE bot_challenges (
  id uuid PRIMARY KEY,
  salt text NOT NULL,
  difficulty integer NOT NULL CHECK (difficulty BETWEEN 1 AND 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  spent_at timestamptz   -- a solved puzzle is good for one submit
);
CREATE INDEX bot_challenges_expires ON bot_challenges (expires_at);
