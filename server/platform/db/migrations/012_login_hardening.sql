-- Logins that cannot be turned into a weapon or an oracle.
-- Failed logins for customer numbers that do not exist are counted too, so an unknown number
-- locks after 3 failures exactly like a real one and the answers cannot tell them apart.
CREATE TABLE unknown_login_failures (
  customer_number text PRIMARY KEY,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_at timestamptz
);

-- Fixed-window counters for rate limits, in the database so several servers share them.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
