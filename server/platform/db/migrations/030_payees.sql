-- Payees (domestic and international), direct debit authorities, and what the sandbox knows
-- about other banks' account holders for Confirmation of Payee.
-- A deleted payee keeps its row (deleted_at) so past payments can still name it.

CREATE TABLE payees (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  name text NOT NULL,
  account_number text NOT NULL,
  particulars text,
  code text,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX payees_customer ON payees (customer_number, name) WHERE deleted_at IS NULL;

-- An international payee is identified by IBAN where its country uses one, otherwise by an
-- account number with the bank's routing code (BSB, ABA ...): exactly one of the two.
CREATE TABLE international_payees (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  iban text,
  account_number text,
  bank_code text,
  swift_bic text NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((iban IS NULL) <> (account_number IS NULL))
);
CREATE INDEX international_payees_customer ON international_payees (customer_number, name) WHERE deleted_at IS NULL;

-- Authorities the customer gave a business to take money from one of their accounts.
CREATE TABLE direct_debit_authorities (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  initiator_name text NOT NULL,
  authorisation_code text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE INDEX direct_debit_authorities_customer ON direct_debit_authorities (customer_number);

-- Confirmation of Payee: the names other banks hold for their accounts (Kōwhai's own accounts
-- are answered from customers), and the banks (2-digit prefix) whose check is out of service.
CREATE TABLE known_account_holders (
  account_number text PRIMARY KEY,
  holder_name text NOT NULL
);

CREATE TABLE confirmation_unavailable_banks (
  bank_prefix text PRIMARY KEY CHECK (bank_prefix ~ '^[0-9]{2}$')
);
