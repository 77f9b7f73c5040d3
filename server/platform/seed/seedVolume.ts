import type { Database } from '../db/Database';

/** Ledger transactions `npm run seed:volume` adds by default: enough for the planner to show its real plans. */
export const VOLUME_TRANSACTIONS = 100_000;
/** Sessions (each with an access and a refresh token), idempotency keys and rate-limit windows added beside them. */
export const VOLUME_ROWS = 20_000;

// Ids made from the row number, so a second run finds the first one's rows and adds nothing.
const TX_ID = (n: string) => `md5('volume-tx-' || ${n})::uuid`;
const PRODUCTS = `ARRAY['everyday', 'bills', 'savings', 'online-saver', 'credit-card']`;
const MERCHANTS = `ARRAY['Countdown Ponsonby', 'Z Energy Newmarket', 'Mercury Energy', 'Harcourts Rentals', 'Coffee Supreme',
  'Salary Kowhai Ltd', 'Spark NZ', 'New World Thorndon', 'Uber Eats', 'Transfer from Savings']`;

/**
 * A bank-sized ledger for the demo customers, beside their demo data: `transactions` posted
 * card spends and deposits spread over the past years (two postings each, summing to zero,
 * in pairs that leave each balance where it was), plus sessions with tokens, idempotency keys and rate-limit windows.
 * The EXPLAIN test (test/server/platform/queryPlans.test.ts) and the load figures use it. A
 * no-op when it has run before.
 */
export async function seedVolume(db: Database, transactions = VOLUME_TRANSACTIONS, rows = VOLUME_ROWS): Promise<boolean> {
  const { rows: done } = await db.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ledger_transactions WHERE id = ${TX_ID('1')}) AS present`);
  if (done[0]?.present) return false;
  await db.transaction(async (tx) => {
    await tx.query(`CREATE TEMP TABLE volume_accounts ON COMMIT DROP AS
      SELECT id, customer_number, (row_number() OVER (ORDER BY id) - 1)::int AS i, count(*) OVER ()::int AS n
        FROM accounts WHERE product = ANY(${PRODUCTS})`);
    await tx.query(`CREATE TEMP TABLE volume_tx ON COMMIT DROP AS
      SELECT ${TX_ID('g')} AS id, a.id AS account_id, a.customer_number,
             -- Spends and deposits in pairs of one size on one account: balances end where they began.
             (CASE WHEN g % 2 = 0 THEN 1 ELSE -1 END) * (100 + ((g / 2) * 7919) % 20000)::bigint AS amount,
             (${MERCHANTS})[1 + g % 10] AS description,
             date_trunc('milliseconds', sandbox_now() - make_interval(mins => g * 7)) AS at
        FROM generate_series(1, $1::int) AS g
        JOIN volume_accounts a ON a.i = (g / 2) % a.n`, [transactions]);
    await tx.query(`INSERT INTO ledger_transactions (id, customer_number, kind, description, status, created_at, posted_at)
      SELECT id, customer_number, CASE WHEN amount > 0 THEN 'deposit' ELSE 'card' END, description, 'posted', at, at FROM volume_tx`);
    await tx.query(`INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
      SELECT id, account_id, NULL, amount, description FROM volume_tx
      UNION ALL
      SELECT id, NULL, '12-3140-1573925-00', -amount, description FROM volume_tx`);
    await tx.query(`UPDATE accounts a SET balance_cents = a.balance_cents + v.total, available_cents = a.available_cents + v.total
      FROM (SELECT account_id, sum(amount) AS total FROM volume_tx GROUP BY account_id) AS v WHERE v.account_id = a.id`);
    await tx.query(`INSERT INTO sessions (id, customer_number, browser_id, created_at, revoked_at, revoked_reason)
      SELECT md5('volume-session-' || g)::uuid, c.customer_number, 'volume-browser', sandbox_now() - make_interval(mins => g), sandbox_now(), 'logout'
        FROM generate_series(1, $1::int) AS g
        JOIN (SELECT customer_number, (row_number() OVER (ORDER BY customer_number) - 1)::int AS i, count(*) OVER ()::int AS n FROM customers) AS c
          ON c.i = g % c.n`, [rows]);
    await tx.query(`INSERT INTO access_tokens (token_hash, session_id, privilege, lowpriv_at, expires_at)
      SELECT encode(sha256(('volume-access-' || g)::bytea), 'hex'), md5('volume-session-' || g)::uuid, 'full', sandbox_now(), sandbox_now()
        FROM generate_series(1, $1::int) AS g`, [rows]);
    await tx.query(`INSERT INTO refresh_tokens (token_hash, session_id, used_at)
      SELECT encode(sha256(('volume-refresh-' || g)::bytea), 'hex'), md5('volume-session-' || g)::uuid, sandbox_now()
        FROM generate_series(1, $1::int) AS g`, [rows]);
    await tx.query(`INSERT INTO idempotency_keys (customer_number, key, request_hash, status, response_status, response_body, created_at)
      SELECT s.customer_number, md5('volume-key-' || g)::uuid, 'volume', 'done', 201, '{}'::jsonb, sandbox_now() - make_interval(mins => g)
        FROM generate_series(1, $1::int) AS g JOIN sessions s ON s.id = md5('volume-session-' || g)::uuid`, [rows]);
    await tx.query(`INSERT INTO rate_limits (bucket, window_start, hits)
      SELECT 'login-failures:address:10.0.' || (g / 250) || '.' || (g % 250), date_trunc('hour', sandbox_now()) - make_interval(mins => 15 * (g % 96)), 1
        FROM generate_series(1, $1::int) AS g`, [rows]);
  });
  for (const table of ['ledger_transactions', 'postings', 'accounts', 'sessions', 'access_tokens', 'refresh_tokens', 'idempotency_keys', 'rate_limits']) {
    await db.exec(`VACUUM ANALYZE ${table}`);
  }
  return true;
}
