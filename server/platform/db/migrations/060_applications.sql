-- Applications of the apply area (personal loan, credit card, KiwiSaver, accounts): one
-- engine, answers as typed (jsonb of strings), decided on submit.
CREATE TABLE applications (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  product text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'referred', 'declined')),
  step integer NOT NULL DEFAULT 0 CHECK (step >= 0),
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  reason_code integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One open (draft) application per customer and product: get-or-create relies on it
-- (INSERT ... ON CONFLICT), so two tabs starting the same application share one draft.
CREATE UNIQUE INDEX applications_one_draft ON applications (customer_number, product) WHERE status = 'draft';

-- The sandbox's credit bureau: one score per customer, read when a lending application is decided.
CREATE TABLE credit_scores (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 1000)
);
