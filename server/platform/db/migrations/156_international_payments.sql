-- International payments (server/international-payments): the bank's rate table, and the quotes
-- a customer gets before sending money overseas (one quote pays at most once, before it expires).

-- Mid-market rates: how much of each currency 1 NZD buys, times 10,000 (0.5750 USD → 5750).
-- Reference data of the sandbox's bank (late-2026 levels), not demo data: every database has it.
-- The day's rate moves a little around it on the sandbox clock (server/international-payments/rates.ts).
CREATE TABLE fx_rates (
  currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
  -- Decimals of the currency's minor unit (ISO 4217): JPY 0, the rest here 2.
  decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 3),
  mid_rate_e4 bigint NOT NULL CHECK (mid_rate_e4 > 0)
);
INSERT INTO fx_rates (currency, decimals, mid_rate_e4) VALUES
  ('AUD', 2, 8850), ('USD', 2, 5750), ('GBP', 2, 4350), ('EUR', 2, 5050), ('JPY', 0, 885000),
  ('CNY', 2, 41200), ('FJD', 2, 12900), ('WST', 2, 15600), ('TOP', 2, 13500), ('CAD', 2, 8000),
  ('SGD', 2, 7500), ('HKD', 2, 44800), ('INR', 2, 505000), ('PHP', 2, 335000);

CREATE TABLE international_quotes (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  payee_id uuid NOT NULL REFERENCES international_payees,
  from_account_id text NOT NULL,
  currency text NOT NULL,
  decimals integer NOT NULL,
  -- The customer's rate (the day's mid less the margin), times 10,000.
  rate_e4 bigint NOT NULL CHECK (rate_e4 > 0),
  foreign_amount_minor bigint NOT NULL CHECK (foreign_amount_minor > 0),
  nzd_cents bigint NOT NULL CHECK (nzd_cents > 0),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT sandbox_now(),
  expires_at timestamptz NOT NULL,
  -- Set once, in the payment's transaction: a quote pays at most once.
  used_at timestamptz,
  transaction_id uuid,
  CHECK ((used_at IS NULL) = (transaction_id IS NULL))
);
CREATE INDEX international_quotes_customer ON international_quotes (customer_number, created_at DESC);
