-- System status, feature flags and customer messages.

-- The two subsystems the client checks; anything but 'normal' (any case) means "down".
CREATE TABLE system_status (
  subsystem text PRIMARY KEY CHECK (subsystem IN ('contentApi', 'onlineApi')),
  status text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO system_status (subsystem, status) VALUES ('contentApi', 'Normal'), ('onlineApi', 'Normal');

-- Global flags, every flag of the spec, all on. Names are compared case-insensitively,
-- so no two may differ only by case.
CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX feature_flags_name_ci ON feature_flags (lower(name));
INSERT INTO feature_flags (name, enabled) VALUES
  ('PostedLettersToggle', true), ('DigitalLetterBypass', true), ('CustomerAccountUnlock', true),
  ('CustomerPasswordReset', true), ('HomeLoanTopUp', true), ('HomeLoanTopUpMobileLink', true),
  ('HomeLoan', true), ('OverdraftAllowAutomatedApproval', true),
  ('CreditCardIncreaseAllowAutomatedApproval', true), ('ConfirmationOfPayee', true),
  ('ReactPayAndTransfer', true), ('ReactDashboard', true);

-- A customer's own setting wins over the global one.
CREATE TABLE customer_feature_flags (
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  name text NOT NULL REFERENCES feature_flags ON DELETE CASCADE ON UPDATE CASCADE,
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_number, name)
);

-- The secure messages inbox. 'Sent' is unread unless the notification was dismissed.
CREATE TABLE customer_messages (
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  subject text NOT NULL,
  body text NOT NULL,
  received_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'Sent' CHECK (status IN ('Sent', 'Read')),
  notification_dismissed boolean NOT NULL DEFAULT false
);
CREATE INDEX customer_messages_customer ON customer_messages (customer_number, received_at DESC);
