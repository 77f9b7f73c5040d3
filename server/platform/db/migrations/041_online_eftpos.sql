-- Online EFTPOS: a merchant asks the customer to approve a payment in internet banking.
-- The customer's switch (off: no new requests are shown or decided).
CREATE TABLE eftpos_settings (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  enabled boolean NOT NULL
);

CREATE TABLE eftpos_requests (
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  merchant text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decided_at timestamptz,
  rejection_reason text,
  paid_from text REFERENCES accounts
);
CREATE INDEX eftpos_requests_customer ON eftpos_requests (customer_number, status, expires_at);

-- This area's own ledger posting until the money issue's ledger lands: one row per approved
-- request, written in the same transaction that takes the amount off the account's balance.
CREATE TABLE eftpos_postings (
  request_id text PRIMARY KEY REFERENCES eftpos_requests,
  account_id text NOT NULL REFERENCES accounts,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  posted_at timestamptz NOT NULL DEFAULT now()
);
