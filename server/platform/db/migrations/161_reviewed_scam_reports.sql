-- A customer's scam report protects that customer at once; the account joins the shared list
-- (scam_accounts, every customer's payments to it declined) only when the bank confirms the
-- report (npm run operator -- scam-reports confirm <reference>), so one customer cannot block
-- an account for everyone.
ALTER TABLE scam_reports ADD COLUMN confirmed_at timestamptz;
CREATE INDEX scam_reports_account ON scam_reports (customer_number, account_number);
