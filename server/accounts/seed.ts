import { randomUUID } from 'node:crypto';
import { aucklandToday } from '../../contract/rules/AucklandDate';
import { mulberry32 } from '../address';
import type { Queryable } from '../platform/db/Database';
import { externalAccountOf, historyFor, type SeedAccount, type SeedEvent } from './seedHistory';
import type { Clock } from '../platform/clock/Clock';

/** Thirteen months and more of history: statements for each of the last 12 finished months, and a full 90-day balance chart. */
const HISTORY_DAYS = 400;

interface AccountRow {
  id: string; customer_number: string; product: string; name: string;
  balance_cents: number | string; credit_limit_cents: number | string | null;
}

/** The lowest a balance may be: a card down to its limit, a loan anywhere below 0, everything else 0. */
const floorOf = (a: SeedAccount) =>
  (a.product === 'personal-loan' || a.product === 'home-loan' ? -Infinity : -(a.creditLimitCents ?? 0));

/**
 * Keeps the events that fit the seeded balances. Walking back from today, each posted event is
 * undone; one that would take an account below its floor before it happened is dropped. What
 * is left at the start becomes the opening balance, so the postings of every account sum to
 * exactly its seeded balance.
 */
function fitToBalances(accounts: readonly SeedAccount[], events: SeedEvent[]) {
  const running = new Map(accounts.map((a) => [a.id, a.balanceCents]));
  const kept: SeedEvent[] = [];
  for (const event of [...events].sort((a, b) => b.atMs - a.atMs)) {
    if (event.pending) { kept.push(event); continue; }
    const before = event.postings.filter((p) => p.accountId).map((p) => [p.accountId as string, (running.get(p.accountId as string) ?? 0) - p.amountCents] as const);
    if (before.some(([id, balance]) => balance < floorOf(accounts.find((a) => a.id === id) as SeedAccount))) continue;
    for (const [id, balance] of before) running.set(id, balance);
    kept.push(event);
  }
  return { kept, opening: running };
}

/**
 * Seeds months of believable transactions for every account of the demo customers, consistent
 * with their seeded balances (and their available balances lowered by the pending card
 * payments), with two bulk INSERTs. Runs inside the demo customers' seed transaction.
 */
export async function seedLedger(tx: Queryable, clock: Clock): Promise<void> {
  const nowMs = clock.nowMs();
  const { rows } = await tx.query<AccountRow>(
    'SELECT id, customer_number, product, name, balance_cents, credit_limit_cents FROM accounts ORDER BY customer_number, sort_order');
  const today = aucklandToday(nowMs);
  const openedAt = nowMs - (HISTORY_DAYS + 1) * 86_400_000;
  const transactions: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
  const postings: unknown[][] = [[], [], [], [], []];
  const addTransaction = (customer: string, e: SeedEvent) => {
    const id = randomUUID();
    const values = [id, customer, e.kind, e.postings[0]?.description ?? e.kind, e.particulars, e.code, e.reference,
      e.pending ? 'pending' : 'posted', new Date(e.atMs), e.pending ? null : new Date(e.atMs)];
    values.forEach((value, i) => transactions[i]?.push(value));
    for (const p of e.postings) [id, p.accountId, p.external, p.amountCents, p.description].forEach((value, i) => postings[i]?.push(value));
  };
  for (const customer of [...new Set(rows.map((r) => r.customer_number))]) {
    const accounts: SeedAccount[] = rows.filter((r) => r.customer_number === customer).map((r) => ({
      id: r.id, product: r.product, name: r.name, balanceCents: Number(r.balance_cents),
      creditLimitCents: r.credit_limit_cents === null ? null : Number(r.credit_limit_cents),
    }));
    const history = historyFor(customer, accounts, mulberry32(Number(customer)), today, nowMs, HISTORY_DAYS);
    const { kept, opening } = fitToBalances(accounts, history);
    for (const [accountId, amount] of opening) {
      if (amount === 0) continue;
      addTransaction(customer, { kind: 'opening', atMs: openedAt, pending: false, particulars: '', code: '', reference: '', postings: [
        { accountId, external: null, amountCents: amount, description: 'Opening balance' },
        { accountId: null, external: externalAccountOf('Kōwhai Bank'), amountCents: -amount, description: 'Opening balance' }] });
    }
    for (const event of kept) addTransaction(customer, event);
  }
  await tx.query(
    `INSERT INTO ledger_transactions (id, customer_number, kind, description, particulars, code, reference, status, created_at, posted_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::timestamptz[])`,
    transactions);
  await tx.query(
    `INSERT INTO postings (transaction_id, account_id, external_account, amount_cents, description)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[], $5::text[])`, postings);
  // Pending card payments hold money: the available balance falls, the balance does not.
  await tx.query(
    `UPDATE accounts a SET available_cents = a.available_cents + held.amount
       FROM (SELECT p.account_id, sum(p.amount_cents) AS amount FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
              WHERE t.status = 'pending' AND t.scheduled_for IS NULL AND p.account_id IS NOT NULL GROUP BY p.account_id) held
      WHERE a.id = held.account_id`);
}
