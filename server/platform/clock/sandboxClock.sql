-- The sandbox's clock in the database: one row holding how far the sandbox runs ahead of the
-- machine, and sandbox_now(), the only function SQL may take the current time from. Every
-- server sharing the database reads the same row, so they agree with each other and with
-- their SQL. Idempotent: it runs before the numbered migrations on every start.
CREATE TABLE IF NOT EXISTS sandbox_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_ms bigint NOT NULL DEFAULT 0,
  moved_at timestamptz
);
INSERT INTO sandbox_clock (id, offset_ms) VALUES (true, 0) ON CONFLICT (id) DO NOTHING;

-- now() is the transaction's start, so every statement of one transaction sees one instant.
CREATE OR REPLACE FUNCTION sandbox_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT now() + make_interval(secs => coalesce((SELECT offset_ms FROM sandbox_clock WHERE id), 0) / 1000.0)
$$;
