import type { Cents } from '../../../../../contract/rules/Money';
import type { Transaction } from './Transaction';

/** Every posted transaction of a date range, oldest first, between the balances either side of it. */
export interface StatementRange {
  /** Auckland dates, both included. */
  from: string;
  to: string;
  openingBalance: Cents;
  closingBalance: Cents;
  transactions: Transaction[];
}

/** The longest range one export covers: a year, leap day included (the sandbox's limit too). */
export const MAX_EXPORT_DAYS = 366;

/**
 * Whether a statement adds up: each balance is the one before plus its amount, from the opening
 * balance to the closing one. A file that does not would put wrong balances into someone's books.
 */
export function addsUp(statement: StatementRange): boolean {
  let running = statement.openingBalance;
  for (const t of statement.transactions) {
    running += t.amount;
    if (t.balanceAfter !== running) return false;
  }
  return running === statement.closingBalance;
}

/**
 * Running balances for posted transactions listed newest first, ending at `balance` (the
 * balance after the newest): each older one's is the newer one's less the newer amount.
 */
export function runningBalancesNewestFirst(balance: Cents, postedNewestFirst: readonly Transaction[]): Transaction[] {
  let after = balance;
  return postedNewestFirst.map((t) => {
    const withBalance = { ...t, balanceAfter: after };
    after -= t.amount;
    return withBalance;
  });
}
