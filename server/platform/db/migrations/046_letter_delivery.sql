-- How a customer wants their statements and letters: 'digital' (in internet banking) or
-- 'posted' (to their postal address, or residential when there is none). No row means digital.
CREATE TABLE letter_delivery (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  delivery text NOT NULL CHECK (delivery IN ('digital', 'posted')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
