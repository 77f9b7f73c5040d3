-- The alerts the sandbox would have sent (it has no SMS or email gateway): one row per alert,
-- by the channel the customer chose, with the inbox message that shows it.
CREATE TABLE alert_deliveries (
  id bigserial PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('low-balance', 'large-payment', 'new-login')),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  message_id text NOT NULL REFERENCES customer_messages ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_deliveries_customer ON alert_deliveries (customer_number, created_at DESC);
