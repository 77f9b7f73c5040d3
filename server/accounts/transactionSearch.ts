import type { TransactionPageDto, TransactionQuery } from '../../contract/accounts';
import { addDays, startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import type { Queryable } from '../platform/db/Database';
import { TRANSACTION_COLUMNS, toTransactionDto, type TransactionRow } from './queries';
import { runningBalances } from './runningBalances';

export const PAGE_SIZE = 25;

/** Thrown for a cursor the server did not make (tampered, or from another account). */
export class BadCursor extends Error {}

interface Cursor { at: string; id: string }

const encodeCursor = (c: Cursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');
function decodeCursor(text: string): Cursor {
  const [at = '', id = ''] = Buffer.from(text, 'base64url').toString().split('|');
  if (Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) throw new BadCursor('cursor is not one this server gave.');
  return { at, id };
}

/** The filters both lists share, as SQL over `t` (transaction) and `p` (this account's posting). */
function filters(query: TransactionQuery, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => { params.push(value); where.push(sql(`$${params.length}`)); };
  const text = query.q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add((n) => `(p.description ILIKE ${n} OR t.particulars ILIKE ${n} OR t.code ILIKE ${n} OR t.reference ILIKE ${n})`, like);
  }
  if (query.minCents !== undefined) add((n) => `abs(p.amount_cents) >= ${n}::bigint`, Number(query.minCents));
  if (query.maxCents !== undefined) add((n) => `abs(p.amount_cents) <= ${n}::bigint`, Number(query.maxCents));
  // Auckland dates become the instants their days begin: [from 00:00, the day after `to` 00:00).
  if (query.from) add((n) => `coalesce(t.posted_at, t.created_at) >= ${n}::timestamptz`, new Date(startOfAucklandDayUtcMs(query.from)));
  if (query.to) add((n) => `coalesce(t.posted_at, t.created_at) < ${n}::timestamptz`, new Date(startOfAucklandDayUtcMs(addDays(query.to, 1))));
  if (query.type === 'in') where.push('p.amount_cents > 0');
  else if (query.type === 'out') where.push('p.amount_cents < 0');
  else if (query.type) add((n) => `t.kind = ${n}`, query.type);
  return where;
}

/**
 * A page of one account's transactions (the caller has checked the account is the customer's).
 * Posted ones are ordered by when they posted, then id, and paged by a keyset cursor, so a
 * payment made while someone pages never shifts a row onto two pages.
 */
export async function searchTransactions(db: Queryable, accountId: string, query: TransactionQuery): Promise<TransactionPageDto> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const postedParams: unknown[] = [accountId];
  const postedWhere = ['p.account_id = $1', `t.status = 'posted'`, ...filters(query, postedParams)];
  if (cursor) {
    postedParams.push(new Date(cursor.at), cursor.id);
    postedWhere.push(`(t.posted_at, t.id) < ($${postedParams.length - 1}::timestamptz, $${postedParams.length}::uuid)`);
  }
  const posted = (await db.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE ${postedWhere.join(' AND ')} ORDER BY t.posted_at DESC, t.id DESC LIMIT ${PAGE_SIZE + 1}`, postedParams)).rows;
  const more = posted.length > PAGE_SIZE;
  const rows = posted.slice(0, PAGE_SIZE);
  const balances = await runningBalances(db, accountId, rows);
  const page = rows.map((r) => toTransactionDto(r, balances.get(r.id) ?? null));
  const last = page[page.length - 1];

  let pending: TransactionPageDto['pending'] = [];
  if (!cursor) {
    const pendingParams: unknown[] = [accountId];
    const pendingWhere = ['p.account_id = $1', `t.status = 'pending'`, 't.scheduled_for IS NULL', ...filters(query, pendingParams)];
    pending = (await db.query<TransactionRow>(
      `SELECT ${TRANSACTION_COLUMNS} FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE ${pendingWhere.join(' AND ')} ORDER BY t.created_at DESC, t.id DESC`, pendingParams)).rows.map((r) => toTransactionDto(r));
  }
  return { pending, posted: page, nextCursor: more && last ? encodeCursor({ at: last.at, id: last.id }) : null };
}
