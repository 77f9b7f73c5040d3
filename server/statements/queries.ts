import type { Queryable } from '../platform/db/Database';
import type { LetterDelivery, StatementSummary } from '../../contract/statements';
import { mailingAddressLines } from '../contact';

/**
 * The first instant of an Auckland month, `monthsAhead` after `local` (an Auckland wall-clock
 * timestamp). Statement months are Auckland's, never the server's; the months are added to
 * the wall clock before the zone is applied, as a month is not a fixed number of hours (DST).
 */
const aucklandMonthStart = (local: string, monthsAhead = 0) =>
  `((${local}) + interval '${monthsAhead} months') AT TIME ZONE 'Pacific/Auckland'`;
const THIS_MONTH_LOCAL = `date_trunc('month', sandbox_now() AT TIME ZONE 'Pacific/Auckland')`;
const THIS_MONTH = aucklandMonthStart(THIS_MONTH_LOCAL);

/** The customer's statements: each finished month of the last 12 with posted transactions, per account. */
export async function listStatements(db: Queryable, customerNumber: string): Promise<StatementSummary[]> {
  const { rows } = await db.query<{ id: string; name: string; account_number: string; month: string; n: number }>(
    `SELECT a.id, COALESCE(a.nickname, a.name) AS name, a.account_number,
            to_char(t.posted_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM') AS month, count(*)::int AS n
       FROM accounts a
       JOIN postings p ON p.account_id = a.id
       JOIN ledger_transactions t ON t.id = p.transaction_id AND t.status = 'posted'
      WHERE a.customer_number = $1
        AND t.posted_at < ${THIS_MONTH}
        AND t.posted_at >= ${aucklandMonthStart(THIS_MONTH_LOCAL, -12)}
      GROUP BY a.id, a.sort_order, 2, a.account_number, 4
      ORDER BY month DESC, a.sort_order, a.id`, [customerNumber]);
  return rows.map((r) => ({ accountId: r.id, accountName: r.name, accountNumber: r.account_number, month: r.month, transactionCount: r.n }));
}

export interface StatementLine { postedAt: Date; description: string; amountCents: number }

export interface Statement {
  customerName: string;
  /** Where the statement is posted (postal, else residential address), line by line; empty when none is on file. */
  mailingAddress: string[];
  accountName: string;
  accountNumber: string;
  month: string;
  openingCents: number;
  lines: StatementLine[];
}

/**
 * One account's statement for a finished Auckland month, or null when the account is not the
 * customer's or the month is not finished (the current month, or later).
 */
export async function readStatement(db: Queryable, customerNumber: string, accountId: string, month: string): Promise<Statement | null> {
  const start = aucklandMonthStart(`($3 || '-01')::timestamp`);
  const end = aucklandMonthStart(`($3 || '-01')::timestamp`, 1);
  const { rows: heads } = await db.query<{ name: string; account_number: string; customer_name: string; opening: string; finished: boolean }>(
    `SELECT COALESCE(a.nickname, a.name) AS name, a.account_number, c.first_name || ' ' || c.last_name AS customer_name,
            ${end} <= ${THIS_MONTH} AS finished,
            COALESCE((SELECT sum(p.amount_cents) FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                       WHERE p.account_id = a.id AND t.status = 'posted' AND t.posted_at < ${start}), 0)::text AS opening
       FROM accounts a JOIN customers c ON c.customer_number = a.customer_number
      WHERE a.id = $2 AND a.customer_number = $1`, [customerNumber, accountId, month]);
  const head = heads[0];
  if (!head?.finished) return null;
  const { rows } = await db.query<{ posted_at: Date | string; description: string; amount: string }>(
    `SELECT t.posted_at, p.description, p.amount_cents::text AS amount
       FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE p.account_id = $2 AND t.status = 'posted'
        AND t.posted_at >= ${start} AND t.posted_at < ${end}
        AND EXISTS (SELECT 1 FROM accounts WHERE id = $2 AND customer_number = $1)
      ORDER BY t.posted_at, t.id, p.id`, [customerNumber, accountId, month]);
  return {
    customerName: head.customer_name, mailingAddress: await mailingAddressLines(db, customerNumber), accountName: head.name, accountNumber: head.account_number, month,
    openingCents: Number(head.opening),
    lines: rows.map((r) => ({ postedAt: new Date(r.posted_at), description: r.description, amountCents: Number(r.amount) })),
  };
}

export async function readLetterDelivery(db: Queryable, customerNumber: string): Promise<{ preference: LetterDelivery; hasEmail: boolean }> {
  const { rows } = await db.query<{ delivery: LetterDelivery | null; has_email: boolean }>(
    `SELECT d.delivery, (c.email IS NOT NULL AND btrim(c.email) <> '') AS has_email
       FROM customers c LEFT JOIN letter_delivery d ON d.customer_number = c.customer_number WHERE c.customer_number = $1`, [customerNumber]);
  return { preference: rows[0]?.delivery ?? 'digital', hasEmail: rows[0]?.has_email ?? false };
}

export async function saveLetterDelivery(db: Queryable, customerNumber: string, delivery: LetterDelivery): Promise<void> {
  await db.query(
    `INSERT INTO letter_delivery (customer_number, delivery) VALUES ($1, $2)
     ON CONFLICT (customer_number) DO UPDATE SET delivery = excluded.delivery, updated_at = sandbox_now()`, [customerNumber, delivery]);
}
