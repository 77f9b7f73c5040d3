-- The alerts a customer asked for: one row per customer and kind (low balance, large payment,
-- new login), with its threshold in integer cents and the channel it goes by.
CREATE TABLE alert_preferences (
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('low-balance', 'large-payment', 'new-login')),
  enabled boolean NOT NULL,
  threshold_cents bigint CHECK (threshold_cents IS NULL OR threshold_cents BETWEEN 100 AND 100000000),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  PRIMARY KEY (customer_number, kind)
);
