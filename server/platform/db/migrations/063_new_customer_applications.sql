-- Applications submitted by a visitor who continued as a new customer: the applicant record
-- holds who they said they are (no customer number yet), the application its answers and decision.
CREATE TABLE new_customer_applicants (
  id uuid PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  mobile text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE new_customer_applications (
  id uuid PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES new_customer_applicants ON DELETE CASCADE,
  product text NOT NULL CHECK (product IN ('personal-loan', 'credit-card')),
  answers jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('approved', 'referred', 'declined')),
  reason_code integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX new_customer_applications_applicant ON new_customer_applications (applicant_id);
