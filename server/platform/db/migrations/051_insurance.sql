-- Insurance policies, the people they cover, their documents and the claims lodged on them.
CREATE TABLE insurance_policies (
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  product text NOT NULL,                -- life, income-protection, home
  name text NOT NULL,
  policy_number text NOT NULL UNIQUE,
  cover_cents bigint NOT NULL CHECK (cover_cents > 0),
  premium_cents bigint NOT NULL CHECK (premium_cents > 0),
  premium_frequency text NOT NULL CHECK (premium_frequency IN ('weekly', 'fortnightly', 'monthly', 'yearly')),
  start_date date NOT NULL,
  next_due_date date NOT NULL
);
CREATE INDEX insurance_policies_customer ON insurance_policies (customer_number);

CREATE TABLE insurance_insured_people (
  policy_id text NOT NULL REFERENCES insurance_policies ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  role text NOT NULL,
  PRIMARY KEY (policy_id, position)
);

CREATE TABLE insurance_documents (
  policy_id text NOT NULL REFERENCES insurance_policies ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  href text NOT NULL,
  PRIMARY KEY (policy_id, position)
);

CREATE TABLE insurance_claims (
  reference text PRIMARY KEY,
  policy_id text NOT NULL REFERENCES insurance_policies ON DELETE CASCADE,
  kind text NOT NULL,
  event_date date NOT NULL,
  description text NOT NULL,
  contact_phone text NOT NULL,
  lodged_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX insurance_claims_policy ON insurance_claims (policy_id, lodged_at);
