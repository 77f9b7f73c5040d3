-- Customers, their contact details and accounts; sessions and their tokens.
-- Money is integer cents (bigint). Times are timestamptz (shown in Pacific/Auckland by the client).

CREATE TABLE customers (
  customer_number text PRIMARY KEY CHECK (customer_number ~ '^[0-9]{7}$'),
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date NOT NULL,
  email text,
  password_hash text NOT NULL,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_at timestamptz,
  payee_editing_restricted boolean NOT NULL DEFAULT false
);

CREATE TABLE customer_phones (
  id serial PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  type text NOT NULL,          -- 'Mobile', 'Home', 'Work' (the client treats a type containing 'Mobile' as mobile)
  number text NOT NULL
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  product text NOT NULL,       -- everyday, bills, savings, online-saver, term-deposit, credit-card, kiwisaver, personal-loan
  name text NOT NULL,
  account_number text NOT NULL UNIQUE,
  balance_cents bigint NOT NULL,
  available_cents bigint NOT NULL,
  credit_limit_cents bigint,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX accounts_customer ON accounts (customer_number, sort_order);

-- One row per login. The refresh token rotates; the session is what gets revoked.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  browser_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);

-- Tokens are stored as SHA-256 hashes: a database leak does not leak usable tokens.
CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions ON DELETE CASCADE,
  privilege text NOT NULL CHECK (privilege IN ('full', 'low', 'escalated')),
  issued_at timestamptz NOT NULL DEFAULT now(),
  lowpriv_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
