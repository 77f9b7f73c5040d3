-- Automatic payments: repeating payments from a customer's account to an NZ account number.
-- Dates are Auckland calendar dates; a monthly payment keeps its day of the month (anchor_day).
-- The same Idempotency-Key from a customer names one automatic payment: a repeated POST
-- answers the one already made instead of setting up a second.

CREATE TABLE automatic_payments (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  from_account_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  to_account_number text NOT NULL,
  payee_name text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents <= 100000000),
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'fortnightly', 'monthly')),
  next_date date NOT NULL,
  anchor_day smallint NOT NULL CHECK (anchor_day BETWEEN 1 AND 31),
  particulars text,
  code text,
  reference text,
  idempotency_key uuid,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  UNIQUE (customer_number, idempotency_key)
);
CREATE INDEX automatic_payments_customer ON automatic_payments (customer_number, from_account_id) WHERE cancelled_at IS NULL;
CREATE INDEX automatic_payments_cancelled ON automatic_payments (customer_number, cancelled_at) WHERE cancelled_at IS NOT NULL;
