-- The sandbox's double-entry ledger. Every movement of money is one ledger transaction whose
-- postings sum to zero; a posting is on one of the bank's own accounts or on an account at
-- another bank (a counterparty account number). Money is integer cents (bigint), signed:
-- a negative posting takes money out of that account.
--
-- accounts.balance_cents is kept in the same database transaction as the postings that move it:
--   balance_cents   = sum of the account's postings of posted transactions
--   available_cents = balance_cents + credit limit + sum of its postings of pending holds
--                     (a pending card transaction, not yet posted, that is not a scheduled payment)
-- A scheduled payment holds its postings from the day it is made, with status 'pending' and
-- scheduled_for set; they move no balance until the sandbox posts them on that date.

CREATE TABLE ledger_transactions (
  id uuid PRIMARY KEY,
  -- The customer whose transaction this is (who made the payment, or whose card was used):
  -- payments, transfers and receipts are read and changed only by this customer.
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('payment', 'transfer', 'card', 'direct-debit', 'deposit', 'interest', 'fee', 'opening')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 80),
  -- What the other party's statement and ours show (nz-banking-rules.md, "Payment details").
  payee_name text CHECK (payee_name IS NULL OR length(payee_name) <= 20),
  particulars text NOT NULL DEFAULT '' CHECK (length(particulars) <= 12),
  code text NOT NULL DEFAULT '' CHECK (length(code) <= 12),
  reference text NOT NULL DEFAULT '' CHECK (length(reference) <= 12),
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'failed')),
  -- Millisecond precision: the transaction list pages by (posted_at, id) through a cursor that
  -- JavaScript carries as a Date, which holds milliseconds.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  posted_at timestamptz,
  -- An Auckland calendar date; the scheduler posts the payment on (or after) it.
  scheduled_for date,
  cancelled_at timestamptz,
  CHECK ((status = 'posted') = (posted_at IS NOT NULL)),
  CHECK (cancelled_at IS NULL OR (status = 'pending' AND scheduled_for IS NOT NULL))
);
CREATE INDEX ledger_transactions_customer ON ledger_transactions (customer_number, created_at DESC);
CREATE INDEX ledger_transactions_due ON ledger_transactions (scheduled_for) WHERE status = 'pending' AND cancelled_at IS NULL AND scheduled_for IS NOT NULL;

CREATE TABLE postings (
  id bigserial PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES ledger_transactions ON DELETE CASCADE,
  -- Exactly one of: one of the bank's accounts, or an account number at another bank.
  account_id text REFERENCES accounts ON DELETE CASCADE,
  external_account text CHECK (external_account IS NULL OR external_account ~ '^[0-9]{2}-[0-9]{4}-[0-9]{7,8}-[0-9]{2,4}$'),
  -- A movement of at most a billion dollars either way, never zero.
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0 AND abs(amount_cents) <= 100000000000),
  -- What this account's statement says ('To Mercury Energy', 'Transfer from Everyday').
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 80),
  CHECK ((account_id IS NULL) <> (external_account IS NULL))
);
CREATE INDEX postings_transaction ON postings (transaction_id);
CREATE INDEX postings_account ON postings (account_id, transaction_id) WHERE account_id IS NOT NULL;

-- The postings of a transaction sum to zero. A transaction's postings are written together, in
-- one INSERT, and never changed, so the check runs once per statement over the transactions it
-- touched: no code path can leave money appearing or vanishing.
CREATE FUNCTION postings_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced uuid;
BEGIN
  SELECT p.transaction_id INTO unbalanced
    FROM postings p WHERE p.transaction_id IN (SELECT DISTINCT transaction_id FROM new_postings)
   GROUP BY p.transaction_id HAVING sum(p.amount_cents) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'the postings of transaction % do not sum to 0', unbalanced;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER postings_sum_to_zero AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION postings_balance();

CREATE FUNCTION postings_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'postings are never changed: record a new transaction instead';
END $$;
CREATE TRIGGER postings_never_change BEFORE UPDATE ON postings
  FOR EACH ROW EXECUTE FUNCTION postings_are_immutable();

-- A money-moving request's Idempotency-Key: the first request with a key for a customer runs,
-- later ones with the same key replay its answer (same body), or are refused (another body: 422;
-- still running: 409). Kept in the database so every server sharing it agrees.
CREATE TABLE idempotency_keys (
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  key uuid NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('in-flight', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_number, key),
  CHECK ((status = 'done') = (response_status IS NOT NULL))
);
