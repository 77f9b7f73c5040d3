-- A customer's residential and postal address (settings, contact details). `dpid` links an
-- address chosen from the directory; a manually entered address has none. No foreign key to
-- addresses: a sandbox started with SEED_ADDRESSES=false still has customers with addresses.
CREATE TABLE customer_addresses (
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('residential', 'postal')),
  dpid text,
  address_lines text[] NOT NULL CHECK (cardinality(address_lines) BETWEEN 1 AND 4),
  suburb text,
  city_town text NOT NULL,
  postcode text NOT NULL CHECK (postcode ~ '^[0-9]{4}$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_number, kind)
);
