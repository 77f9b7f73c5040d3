-- The session lifecycle (refresh rotation, FreshSession, logout) and escalation.

-- The full-privilege window belongs to the session, not to one access token: FreshSession
-- restarts it, and a refresh with FreshSession=false reports what is left of it.
ALTER TABLE sessions ADD COLUMN lowpriv_until timestamptz NOT NULL DEFAULT now();

-- An escalated access token is good for one operation only (see one_time_codes).
ALTER TABLE access_tokens ADD COLUMN operation_id text;
CREATE INDEX access_tokens_session ON access_tokens (session_id);

-- One row per safeguarded operation: the 6-digit code "sent by SMS" and the operation's
-- progress. Codes are stored in plain text on purpose (sandbox): the development-only
-- endpoint lists them, and a hash of a 6-digit code would be brute-forced in milliseconds
-- anyway; the protection is the 3-attempt limit, the expiry and single use.
CREATE TABLE one_time_codes (
  operation_id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  session_id uuid REFERENCES sessions ON DELETE CASCADE,
  purpose text NOT NULL,
  code text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  escalated_at timestamptz,   -- the right code was given and an escalated token issued
  completed_at timestamptz,   -- the operation ran; its escalated token is spent
  voided_at timestamptz       -- three wrong codes
);
CREATE INDEX one_time_codes_created ON one_time_codes (created_at DESC);
