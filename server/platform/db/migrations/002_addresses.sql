-- The sandbox address directory: 120,000 generated NZ addresses behind the typeahead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE addresses (
  dpid text PRIMARY KEY CHECK (dpid ~ '^[0-9]{1,10}$'),
  type text NOT NULL CHECK (type IN ('physical', 'postal')),
  full_address text NOT NULL,
  -- The address in normal form (lowercase, no macrons, "St" → street), as words with positions,
  -- plus each word's first 1–3 characters marked "~" ("qu~"), so a half-typed word is one
  -- posting list (see searchVector in server/address/normaliseAddress.ts). The seed normalises
  -- once, so no query touches a row's text. The GIN index answers "all of these words" by
  -- intersecting posting lists; positions let a phrase query (<->) rank "12 Queen Street"
  -- above "Flat 12, 5 Queen Street".
  words tsvector NOT NULL,
  physical boolean NOT NULL,     -- a place (street or rural address): the "physical" lookup
  deliverable boolean NOT NULL,  -- gets mail (street on a round, PO Box, Private Bag…): the "postal" lookup
  -- The wire contract's AddressDetails, one column each (most are null for most rows, and
  -- nulls cost nothing, where a jsonb copy of all 23 fields doubled the table).
  address_lines text[] NOT NULL,
  source_desc text NOT NULL,
  postcode text NOT NULL,
  unit_type text, unit_value text, apartment_number text, floor text,
  street_number text, street_alpha text, road_name text, road_type_name text, road_suffix_name text,
  suburb text, rural_delivery text, city_town text, mail_town text,
  box_bag_type text, box_bag_number text, po_box_number text, private_bag_number text, lobby text
);
CREATE INDEX addresses_words ON addresses USING gin (words);

-- Every distinct word of the directory with the number of addresses of each lookup type that
-- contain it. The server keeps a copy in memory to tell words from beginnings and misspellings
-- and to let the rarer words drive the index; this trigram index finds the real words nearest
-- to a misspelt one ("lammbtonn" → lambton) with pg_trgm's `%`. Trigrams over 13,000 short
-- words answer in a fraction of a millisecond; trigrams over 120,000 whole addresses are
-- dominated by "str", "eet", "auc" and take 20–560 ms (docs/benchmarks.md).
CREATE TABLE address_words (
  word text COLLATE "C" PRIMARY KEY,
  physical integer NOT NULL,
  deliverable integer NOT NULL
);
CREATE INDEX address_words_trgm ON address_words USING gin (word gin_trgm_ops);
