-- Tax details (settings, /tax): the IRD number, the prescribed investor rate for PIE funds
-- (KiwiSaver), and the other countries the customer is tax resident in, with their TINs.
CREATE TABLE customer_tax (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  ird_number text CHECK (ird_number ~ '^[0-9]{8,9}$'),          -- digits only; shown NN-NNN-NNN
  pir_tenths integer CHECK (pir_tenths IN (105, 175, 280)),       -- 10.5%, 17.5% or 28%, in tenths of a percent
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE customer_tax_residencies (
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),           -- ISO 3166-1 alpha-2
  tin text NOT NULL,
  PRIMARY KEY (customer_number, country)
);
