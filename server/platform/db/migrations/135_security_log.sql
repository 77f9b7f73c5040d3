-- The security log: one row per security event, written by every
-- instance into the one database, so there is one log however many servers run. Never a
-- secret: no password, code or token is ever a column or inside detail (securityLog.ts
-- drops such keys). customer_number is not a foreign key: a failed login for a number that
-- does not exist is logged without it, and the log outlives a deleted customer.
CREATE TABLE security_events (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT sandbox_now(),
  type text NOT NULL,
  customer_number text,
  -- The ClientBrowserId of the device, when known (the token's Basic header or the session's).
  device text,
  session_id uuid,
  address text,
  user_agent text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX security_events_customer ON security_events (customer_number, occurred_at DESC, id DESC);

-- Devices (ClientBrowserId) a customer has logged in from: a known device keeps its own
-- failed-login count, so wrong passwords typed elsewhere cannot lock it (OWASP device cookies),
-- and a device's first login is announced to the customer.
CREATE TABLE known_devices (
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  browser_id text NOT NULL,
  first_login_at timestamptz NOT NULL DEFAULT sandbox_now(),
  last_login_at timestamptz NOT NULL DEFAULT sandbox_now(),
  PRIMARY KEY (customer_number, browser_id)
);

-- Failed logins per customer number and device. device is the browser id for a known device,
-- '' for every unknown device together (a fraudster makes a new browser id per guess, so
-- unknown devices share one count). A number that does not exist is counted here too, so it
-- answers exactly as a real one does. Replaces customers.failed_logins/locked_at and
-- unknown_login_failures, which no code reads any more.
CREATE TABLE login_failures (
  customer_number text NOT NULL,
  device text NOT NULL,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_at timestamptz,
  PRIMARY KEY (customer_number, device)
);

-- Devices seen before this migration are known: the sessions they logged in with say so.
INSERT INTO known_devices (customer_number, browser_id, first_login_at, last_login_at)
SELECT customer_number, browser_id, min(created_at), max(created_at) FROM sessions GROUP BY customer_number, browser_id
ON CONFLICT DO NOTHING;

-- A lock in force stays in force, for unknown devices.
INSERT INTO login_failures (customer_number, device, failed_logins, locked_at)
SELECT customer_number, '', failed_logins, locked_at FROM customers WHERE failed_logins > 0 OR locked_at IS NOT NULL;
INSERT INTO login_failures (customer_number, device, failed_logins, locked_at)
SELECT customer_number, '', failed_logins, locked_at FROM unknown_login_failures ON CONFLICT DO NOTHING;

-- Security notices go by the customer's channels like alerts do.
ALTER TABLE alert_deliveries DROP CONSTRAINT alert_deliveries_kind_check;
ALTER TABLE alert_deliveries ADD CONSTRAINT alert_deliveries_kind_check
  CHECK (kind IN ('low-balance', 'large-payment', 'new-login', 'security-notice'));
