-- KiwiSaver changes a member makes online: a fund switch, a contribution rate, a
-- voluntary top-up (the top-up is a ledger transfer; nothing here).

-- The scheme's funds, with the risk indicator of their fund updates (1 lowest, 7 highest): the
-- same three a customer joins in (contract/rules/KiwiSaverApplication.ts KIWISAVER_FUNDS).
CREATE TABLE kiwisaver_funds (
  name text PRIMARY KEY,
  risk_indicator integer NOT NULL CHECK (risk_indicator BETWEEN 1 AND 7),
  description text NOT NULL
);
INSERT INTO kiwisaver_funds (name, risk_indicator, description) VALUES
  ('Conservative Fund', 3, 'Mostly cash and bonds: smaller ups and downs, lower expected returns. For money you need within 3 years.'),
  ('Balanced Fund', 4, 'About half shares and property, half cash and bonds. For saving over 5 years or more.'),
  ('Growth Fund', 5, 'Mostly shares and property: bigger ups and downs, higher expected returns. For saving over 10 years or more.');

-- Contributions from pay need an employer: only an employed member can change their rate.
ALTER TABLE kiwisaver_members ADD COLUMN employed boolean NOT NULL DEFAULT true;

-- A switch is made at the next business day's unit prices: pending until then, one at a time.
CREATE TABLE kiwisaver_fund_switches (
  id text PRIMARY KEY,
  customer_number text NOT NULL REFERENCES kiwisaver_members ON DELETE CASCADE,
  from_fund text NOT NULL,
  to_fund text NOT NULL REFERENCES kiwisaver_funds,
  requested_at timestamptz NOT NULL DEFAULT sandbox_now(),
  effective_date date NOT NULL,
  made boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX kiwisaver_one_pending_switch ON kiwisaver_fund_switches (customer_number) WHERE NOT made;
