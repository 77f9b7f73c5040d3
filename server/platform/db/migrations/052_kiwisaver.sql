-- KiwiSaver membership and month-end balances. The balance itself is the kiwisaver account's.
CREATE TABLE kiwisaver_members (
  customer_number text PRIMARY KEY REFERENCES customers ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts ON DELETE CASCADE,
  fund text NOT NULL,
  contribution_rate numeric(4, 1) NOT NULL CHECK (contribution_rate IN (3, 3.5, 4, 6, 8, 10)),
  joined_date date NOT NULL,
  -- Member contributions in the current KiwiSaver year (1 July to 30 June).
  member_contributions_year_cents bigint NOT NULL DEFAULT 0 CHECK (member_contributions_year_cents >= 0)
);

CREATE TABLE kiwisaver_balance_history (
  customer_number text NOT NULL REFERENCES kiwisaver_members ON DELETE CASCADE,
  month_end date NOT NULL,
  balance_cents bigint NOT NULL,
  PRIMARY KEY (customer_number, month_end)
);
