-- Refund remediation for the consumer-credit case. Money is integer cents.

-- Who is owed a refund, and when they proved who they are (verify comes before submit).
CREATE TABLE remediation_recipients (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  case_reference text NOT NULL UNIQUE,
  refund_cents bigint NOT NULL CHECK (refund_cents > 0),
  verified_at timestamptz
);

-- At most one refund request per recipient: the primary key is what makes two racing
-- submits credit once (the second insert finds the first and does nothing).
CREATE TABLE remediation_submissions (
  customer_number text PRIMARY KEY REFERENCES remediation_recipients ON DELETE CASCADE,
  own_account_id text REFERENCES accounts ON DELETE SET NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  refund_cents bigint NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
