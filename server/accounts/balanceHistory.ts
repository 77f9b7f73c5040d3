import type { BalanceHistoryDto } from '../../contract/accounts';
import { addDays, aucklandDateOf, startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import type { Queryable } from '../platform/db/Database';

interface MovementRow { posted_at: Date | string; amount_cents: number | string }

/**
 * The account's balance at the end of each of the last `days` Auckland days, derived from the
 * current balance by taking back what was posted after each day ended (no stored history).
 */
export async function balanceHistory(
  db: Queryable, account: { id: string; balanceCents: number }, days: number, nowMs: number,
): Promise<BalanceHistoryDto> {
  const today = aucklandDateOf(nowMs);
  const first = addDays(today, -(days - 1));
  const { rows } = await db.query<MovementRow>(
    `SELECT t.posted_at, p.amount_cents FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE p.account_id = $1 AND t.status = 'posted' AND t.posted_at >= $2::timestamptz`,
    [account.id, new Date(startOfAucklandDayUtcMs(addDays(first, 1)))]);
  const movedOn = new Map<string, number>();
  for (const row of rows) {
    const date = aucklandDateOf(new Date(row.posted_at).getTime());
    movedOn.set(date, (movedOn.get(date) ?? 0) + Number(row.amount_cents));
  }
  const points: BalanceHistoryDto['points'] = [];
  let balance = account.balanceCents;
  for (let date = today; date >= first; date = addDays(date, -1)) {
    points.push({ date, balanceCents: balance });
    balance -= movedOn.get(date) ?? 0;
  }
  return { points: points.reverse() };
}
