-- Online EFTPOS approvals move money through the ledger: a 'card' transaction from the
-- customer's account to the merchant's, found from the request.
ALTER TABLE eftpos_requests ADD COLUMN transaction_id uuid REFERENCES ledger_transactions;

-- Approvals made before this took the amount off the balance and wrote only an
-- eftpos_postings row, so those accounts' balances no longer equalled their postings. Each
-- becomes the ledger transaction it should have been (the balance already reflects it). The
-- merchant's account is merchantAccountOf (server/payments/merchantAccounts.ts), in SQL.
DO $$
DECLARE r record; h bigint; merchant_account text; tx uuid;
BEGIN
  FOR r IN SELECT p.request_id, p.account_id, p.amount_cents, p.posted_at, q.customer_number, q.merchant
             FROM eftpos_postings p JOIN eftpos_requests q ON q.id = p.request_id ORDER BY p.posted_at LOOP
    h := 7;
    FOR i IN 1..length(r.merchant) LOOP
      h := (h * 31 + ascii(substr(r.merchant, i, 1))) % 4294967296;
    END LOOP;
    merchant_account := '12-3' || lpad((h % 1000)::text, 3, '0') || '-0' || lpad((h % 1000000)::text, 6, '0') || '-00';
    tx := gen_random_uuid();
    INSERT INTO ledger_transactions (id, customer_number, kind, description, payee_name, status, created_at, posted_at)
      VALUES (tx, r.customer_number, 'card', left('Online EFTPOS ' || r.merchant, 80), left(r.merchant, 20), 'posted',
              date_trunc('milliseconds', r.posted_at), date_trunc('milliseconds', r.posted_at));
    INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
      VALUES (tx, r.account_id, NULL, -r.amount_cents, left('Online EFTPOS ' || r.merchant, 80)),
             (tx, NULL, merchant_account, r.amount_cents, 'Online EFTPOS');
    UPDATE eftpos_requests SET transaction_id = tx WHERE id = r.request_id;
  END LOOP;
END $$;

DROP TABLE eftpos_postings;
