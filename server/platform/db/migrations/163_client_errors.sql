-- Errors the browser reported through its Monitoring port (POST /api/client-errors), for the
-- operator (npm run operator -- errors). No personal data: no customer number, address or
-- amount; reporter_group is a hash of the session id under a key each server process makes and
-- keeps nowhere (null for anonymous visitors): enough to tell how many sessions saw an error,
-- not whose they were. The route and the message are scrubbed
-- by the server before they are stored (contract/rules/ClientErrorReport.ts).
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT sandbox_now(),
  occurred_at timestamptz NOT NULL,
  route text NOT NULL CHECK (char_length(route) BETWEEN 1 AND 200),
  query_key text NOT NULL CHECK (char_length(query_key) <= 120),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  message text NOT NULL CHECK (char_length(message) <= 300),
  status integer CHECK (status BETWEEN 0 AND 599),
  code integer,
  reporter_group text CHECK (reporter_group ~ '^[0-9a-f]{16}$')
);
CREATE INDEX client_errors_received ON client_errors (received_at DESC);
