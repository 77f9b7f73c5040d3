-- Passkeys (WebAuthn): a second way to log in and to step up. Only public keys are
-- kept; the private key never leaves the customer's authenticator.
-- One WebAuthn user handle per customer (random, not the customer number: the authenticator
-- stores it and may show it), so an authenticator keeps one passkey per customer.
CREATE TABLE passkey_user_handles (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  user_handle text NOT NULL UNIQUE
);

CREATE TABLE passkeys (
  -- The credential id, base64url (unique across customers: one authenticator credential is one passkey).
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  name text NOT NULL,
  -- COSE public key, base64url.
  public_key text NOT NULL,
  -- The authenticator's signature counter: a later assertion must carry a larger one (cloned authenticator).
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT sandbox_now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_customer ON passkeys (customer_number, created_at);

-- One-time WebAuthn challenges: short-lived on the sandbox clock, spent by the first answer
-- (right or wrong). 'register' and 'approve' belong to a session; 'approve' also to the
-- safeguarded operation whose request hash is inside the challenge (dynamic linking).
CREATE TABLE webauthn_challenges (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'approve')),
  challenge text NOT NULL,
  customer_number text,
  session_id uuid,
  operation_id text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
