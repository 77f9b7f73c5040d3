-- Payment cards (settings, manage cards). A lost or stolen card is cancelled for good and a
-- replacement takes its place: `replaces` links the new card to the one it replaces.
CREATE TABLE cards (
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit')),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expires text NOT NULL CHECK (expires ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),  -- MM/YY as printed
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'cancelled')),
  cancelled_reason text CHECK (cancelled_reason IN ('lost', 'stolen')),
  replaces text REFERENCES cards,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_customer ON cards (customer_number, created_at);
