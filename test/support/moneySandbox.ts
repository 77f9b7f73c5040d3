import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../server/platform/db/Database';
import { login, sessionSandbox, type SessionSandbox } from './sessionSandbox';

/** The sandbox with a helper per money route, logged in as the given customers. */
export interface MoneySandbox extends SessionSandbox {
  tokens: Record<string, string>;
  get(customer: string, url: string): Promise<LightMyRequestResponse>;
  post(customer: string, url: string, body: unknown, key?: string): Promise<LightMyRequestResponse>;
  del(customer: string, url: string): Promise<LightMyRequestResponse>;
}

export async function moneySandbox(customers: string[] = ['1000001', '1000004']): Promise<MoneySandbox> {
  const sandbox = await sessionSandbox({ paymentSchedulerMs: 0 });
  const tokens: Record<string, string> = {};
  for (const c of customers) tokens[c] = `Bearer ${(await login(sandbox.app, c)).accessToken}`;
  const auth = (c: string) => ({ authorization: tokens[c] ?? '' });
  return {
    ...sandbox, tokens,
    get: (c, url) => sandbox.app.inject({ url, headers: auth(c) }),
    post: (c, url, body, key = randomUUID()) => sandbox.app.inject({
      method: 'POST', url, payload: JSON.stringify(body),
      headers: { ...auth(c), 'content-type': 'application/json', 'idempotency-key': key },
    }),
    del: (c, url) => sandbox.app.inject({ method: 'DELETE', url, headers: auth(c) }),
  };
}

/** The balance of an account as the database holds it. */
export async function balanceOf(db: Database, id: string): Promise<{ balance: number; available: number }> {
  const { rows: [row] } = await db.query<{ balance_cents: number; available_cents: number }>(
    'SELECT balance_cents, available_cents FROM accounts WHERE id = $1', [id]);
  return { balance: Number(row?.balance_cents), available: Number(row?.available_cents) };
}

/**
 * The ledger's invariants, for every account and transaction: the postings of each transaction
 * sum to 0; each balance is the sum of its posted postings; each available balance is the
 * balance plus the credit limit plus the pending holds. Returns the accounts that break one.
 */
export async function ledgerBreaks(db: Database): Promise<unknown[]> {
  const unbalanced = (await db.query(
    'SELECT transaction_id FROM postings GROUP BY transaction_id HAVING sum(amount_cents) <> 0')).rows;
  const accounts = (await db.query(`
    SELECT a.id, a.balance_cents, a.available_cents,
      coalesce((SELECT sum(p.amount_cents) FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                 WHERE p.account_id = a.id AND t.status = 'posted'), 0) AS posted,
      coalesce((SELECT sum(p.amount_cents) FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                 WHERE p.account_id = a.id AND t.status = 'pending' AND t.scheduled_for IS NULL), 0) AS held,
      coalesce(a.credit_limit_cents, 0) AS lim
    FROM accounts a`)).rows as { id: string; balance_cents: number; available_cents: number; posted: number; held: number; lim: number }[];
  return [...unbalanced, ...accounts.filter((a) => Number(a.balance_cents) !== Number(a.posted)
    || Number(a.available_cents) !== Number(a.balance_cents) + Number(a.lim) + Number(a.held))];
}

export const uuid = randomUUID;
