-- Dynamic linking: a one-time code approves exactly one request. The challenge keeps
-- the SHA-256 of the canonical form of what it approves (operation, amount, destination, payee
-- fields, ...); the escalated request must hash the same or nothing happens.
ALTER TABLE one_time_codes ADD COLUMN request_hash text;

-- A mobile added to the profile cannot receive payment codes until its cooling-off ends: a
-- stolen session that adds "its" number cannot approve a payment with it straight away.
-- NULL (every number there before this migration) approves now.
ALTER TABLE customer_phones ADD COLUMN approves_from timestamptz;
