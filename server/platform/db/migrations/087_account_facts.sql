-- What each product's account page shows beside the balance, as rows other seeds and routes can
-- read (the inbox's "your term deposit matures in 14 days" reads term_deposits.maturity_date):
-- a credit card's statements, a term deposit's rate and maturity, a loan's rate and repayments.
-- Rates are basis points (510 = 5.10% p.a.); money is integer cents; dates are Auckland dates.

CREATE TABLE credit_card_statements (
  account_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  -- The day the statement period closed.
  statement_date date NOT NULL,
  -- Signed as balances are: negative is owed to the bank.
  closing_balance_cents bigint NOT NULL,
  minimum_payment_cents bigint NOT NULL CHECK (minimum_payment_cents >= 0),
  due_date date NOT NULL CHECK (due_date > statement_date),
  PRIMARY KEY (account_id, statement_date)
);

CREATE TABLE term_deposits (
  account_id text PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  interest_rate_bps integer NOT NULL CHECK (interest_rate_bps BETWEEN 0 AND 10000),
  term_months integer NOT NULL CHECK (term_months BETWEEN 1 AND 120),
  start_date date NOT NULL,
  maturity_date date NOT NULL CHECK (maturity_date > start_date),
  maturity_instruction text NOT NULL CHECK (maturity_instruction IN ('reinvest-all', 'reinvest-principal', 'pay-out')),
  -- Where paid-out money goes: one of the customer's accounts or one at another bank.
  pay_to_account_number text CHECK (pay_to_account_number IS NULL OR pay_to_account_number ~ '^[0-9]{2}-[0-9]{4}-[0-9]{7,8}-[0-9]{2,4}$'),
  CHECK ((maturity_instruction = 'reinvest-all') = (pay_to_account_number IS NULL))
);

CREATE TABLE loans (
  account_id text PRIMARY KEY REFERENCES accounts ON DELETE CASCADE,
  interest_rate_bps integer NOT NULL CHECK (interest_rate_bps BETWEEN 0 AND 10000),
  rate_type text NOT NULL CHECK (rate_type IN ('fixed', 'floating')),
  fixed_until date,
  repayment_cents bigint NOT NULL CHECK (repayment_cents > 0),
  repayment_frequency text NOT NULL CHECK (repayment_frequency IN ('weekly', 'fortnightly', 'monthly')),
  -- A day a repayment falls on; the next one on or after today follows from it and the frequency.
  next_repayment_date date NOT NULL,
  CHECK ((rate_type = 'fixed') = (fixed_until IS NOT NULL))
);
