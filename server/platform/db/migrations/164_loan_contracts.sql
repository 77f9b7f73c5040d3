-- A personal loan's contract, signed on the digital-signature page (typed full name, a bound
-- code): once per application (the primary key), with the hash of the contract the customer
-- read, the loan account the approval opened and the drawdown that paid the money out.
CREATE TABLE loan_contracts (
  application_id uuid PRIMARY KEY REFERENCES applications ON DELETE CASCADE,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  signed_name text NOT NULL CHECK (length(signed_name) BETWEEN 1 AND 200),
  signed_at timestamptz NOT NULL,
  contract_sha256 text NOT NULL CHECK (contract_sha256 ~ '^[0-9a-f]{64}$'),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  loan_account_id text NOT NULL REFERENCES accounts,
  paid_into_account_id text NOT NULL REFERENCES accounts,
  drawdown_transaction_id uuid NOT NULL REFERENCES ledger_transactions
);
CREATE INDEX loan_contracts_customer ON loan_contracts (customer_number);
