import type { ExportDto, ExportQuery } from '../../contract/accounts';
import { addDays, startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import type { Queryable } from '../platform/db/Database';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from './queries';

/** The longest range one export covers: a year, leap day included (a tax year from 1 April). */
export const MAX_EXPORT_DAYS = 366;

/**
 * Every posted transaction of an account from `from` to `to` (Auckland dates, both included),
 * oldest first, each with the balance after it. One statement reads the balance and every
 * posting since the range began, so the closing balance (today's less what posted after the
 * range) and the running balances agree with each other and with the ledger at one moment.
 */
export async function exportTransactions(db: Queryable, accountId: string, { from, to }: ExportQuery): Promise<ExportDto> {
  const end = startOfAucklandDayUtcMs(addDays(to, 1));
  const { rows } = await db.query<TransactionRow & { balance: string | number }>(
    `SELECT ${TRANSACTION_COLUMNS}, (SELECT balance_cents FROM accounts WHERE id = $1) AS balance
       FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE p.account_id = $1 AND t.status = 'posted' AND t.posted_at >= $2::timestamptz
      ORDER BY t.posted_at, t.id`, [accountId, new Date(startOfAucklandDayUtcMs(from))]);
  let balance: number;
  if (rows[0]) balance = Number(rows[0].balance);
  else {
    const { rows: [account] } = await db.query<{ balance_cents: string | number }>('SELECT balance_cents FROM accounts WHERE id = $1', [accountId]);
    balance = Number(account?.balance_cents ?? 0);
  }
  const inRange = rows.filter((r) => new Date(r.posted_at as Date | string).getTime() < end);
  const after = rows.slice(inRange.length).reduce((sum, r) => sum + Number(r.amount_cents), 0);
  const closingBalanceCents = balance - after;
  const openingBalanceCents = closingBalanceCents - inRange.reduce((sum, r) => sum + Number(r.amount_cents), 0);
  let running = openingBalanceCents;
  const transactions = inRange.map((r) => {
    running += Number(r.amount_cents);
    return toTransactionDto(r, running);
  });
  return { from, to, openingBalanceCents, closingBalanceCents, transactions };
}
