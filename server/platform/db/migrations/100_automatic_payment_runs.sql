-- The occurrences of automatic payments the sandbox has run. An occurrence is the payment and
-- its due date, and that pair is the primary key: moving the clock forward twice, two servers
-- running the job at once, or moving back and forward again never pays one occurrence twice.
-- A failed occurrence (the account could not cover it) is recorded too, so it is not retried
-- for ever; the payment moves on to its next date either way, as a bank's would.
CREATE TABLE automatic_payment_runs (
  automatic_payment_id uuid NOT NULL REFERENCES automatic_payments ON DELETE CASCADE,
  due_date date NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('posted', 'failed')),
  transaction_id uuid REFERENCES ledger_transactions ON DELETE CASCADE,
  ran_at timestamptz NOT NULL DEFAULT sandbox_now(),
  PRIMARY KEY (automatic_payment_id, due_date),
  CHECK ((outcome = 'posted') = (transaction_id IS NOT NULL))
);
CREATE INDEX automatic_payments_due ON automatic_payments (next_date) WHERE cancelled_at IS NULL;
