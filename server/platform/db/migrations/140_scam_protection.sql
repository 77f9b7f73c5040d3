-- Scam protection (architecture.md "Scam protection").

-- The answer to "What is this payment for?" travels with the payment (contract/rules/PaymentPurpose).
ALTER TABLE ledger_transactions ADD COLUMN purpose text;

-- A payment the risk engine held: no ledger transaction and no money moves until the bank
-- releases it (then it is made as asked, checked again); stopped or cancelled, it never moves.
CREATE TABLE held_payments (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  -- The payment request as asked (contract/pay PaymentRequest), made as it is when released.
  request jsonb NOT NULL,
  from_account_id text NOT NULL,
  account_number text NOT NULL,
  payee_name text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  purpose text,
  reasons text NOT NULL,
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released', 'stopped', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT sandbox_now(),
  hold_until timestamptz NOT NULL,
  decided_at timestamptz,
  transaction_id uuid,
  CHECK ((status = 'held') = (decided_at IS NULL))
);
CREATE INDEX held_payments_customer ON held_payments (customer_number, created_at DESC);
CREATE INDEX held_payments_open ON held_payments (created_at) WHERE status = 'held';

-- Every decision of the risk engine on a payment, with the rules that fired in words.
CREATE TABLE payment_risk_decisions (
  id bigserial PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  outcome text NOT NULL CHECK (outcome IN ('allow', 'warn', 'hold', 'decline')),
  rules text[] NOT NULL,
  reasons text NOT NULL,
  purpose text,
  amount_cents bigint NOT NULL,
  account_number text NOT NULL,
  transaction_id uuid,
  held_payment_id uuid,
  decided_at timestamptz NOT NULL DEFAULT sandbox_now()
);
CREATE INDEX payment_risk_decisions_customer ON payment_risk_decisions (customer_number, decided_at DESC);

-- The sandbox's shared list of accounts reported as scammers' (as banks share them).
CREATE TABLE scam_accounts (
  account_number text PRIMARY KEY,
  case_reference text,
  reported_at timestamptz NOT NULL DEFAULT sandbox_now()
);
INSERT INTO scam_accounts (account_number, case_reference) VALUES ('12-3456-9999862-00', 'SEEDED');

CREATE TABLE scam_reports (
  case_reference text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  transaction_id uuid,
  account_number text NOT NULL,
  what_happened text NOT NULL CHECK (length(what_happened) <= 1000),
  reported_at timestamptz NOT NULL DEFAULT sandbox_now()
);
CREATE INDEX scam_reports_customer ON scam_reports (customer_number);

-- "Lock my banking": a row means locked. Payments, payee changes and new-device logins stop;
-- automatic and card payments carry on. Removed by the operator or a password reset.
CREATE TABLE banking_locks (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  locked_at timestamptz NOT NULL DEFAULT sandbox_now()
);

-- The daily limit for payments to others. The row is locked (FOR UPDATE) by every payment to
-- another's account, so concurrent payments queue and can never pass the limit together.
-- A raise waits (pending_limit_cents from pending_from); a lowering applies at once.
CREATE TABLE payment_limits (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  daily_limit_cents bigint NOT NULL CHECK (daily_limit_cents >= 0),
  pending_limit_cents bigint CHECK (pending_limit_cents IS NULL OR pending_limit_cents > daily_limit_cents),
  pending_from timestamptz,
  CHECK ((pending_limit_cents IS NULL) = (pending_from IS NULL))
);

-- When a factor or contact detail (mobile, email, password, passkey) last changed: the risk
-- engine holds payments to someone new for 24 hours after one.
CREATE TABLE factor_changes (
  id bigserial PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  kind text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT sandbox_now()
);
CREATE INDEX factor_changes_customer ON factor_changes (customer_number, changed_at DESC);
