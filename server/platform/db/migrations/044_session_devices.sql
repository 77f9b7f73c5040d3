-- Security, signed-in sessions: what the customer logged in with, and when the session was
-- last used (any token issued: login, refresh, escalation), for the "where you're logged in" list.
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN last_active_at timestamptz NOT NULL DEFAULT now();
