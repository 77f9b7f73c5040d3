import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../../server/app/buildApp';
import { readConfig } from '../../../server/platform/config';
import type { Database, Queryable } from '../../../server/platform/db/Database';
import type { PgliteDatabase } from '../../../server/platform/db/PgliteDatabase';
import { VOLUME_ROWS, VOLUME_TRANSACTIONS } from '../../../server/platform/seed/seedVolume';
import { QUICK_VOLUME, volumeTemplate } from '../../support/pgliteTemplates';
import { BASIC, FORM, PASSWORD } from '../../support/sessionSandbox';

/**
 * `npm run test:plans` (FULL_SWEEP=1) checks the plans on the bank-sized volume, the 120,000
 * addresses included; `npm test` on the quick volume (50,000 transactions, no address
 * dictionary), whose ledger, session and key tables are still over BIG_TABLE_ROWS.
 */
const FULL = process.env.FULL_SWEEP === '1';
const VOLUME = FULL
  ? { size: 'full' as const, transactions: VOLUME_TRANSACTIONS, rows: VOLUME_ROWS, alsoBig: ['addresses'] }
  : { size: 'quick' as const, ...QUICK_VOLUME, alsoBig: [] };

/** A table with more rows than this must never be read whole by a hot query. */
const BIG_TABLE_ROWS = 10_000;
/**
 * Statements that read a whole table on purpose, once per server process, not per request:
 * the address-word dictionary the search keeps in memory (server/address/AddressWords.ts).
 */
const ONCE_PER_PROCESS = ['SELECT word, physical, deliverable FROM address_words'];

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }
interface Explained { sql: string; seqScans: string[] }

function seqScansOf(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOf)];
}

/**
 * The database every route of the sandbox gets, with each data statement also EXPLAINed with
 * the same parameters (plain EXPLAIN runs nothing), so the plans are those of the statements
 * the code really sends, not copies of them.
 */
function explaining(db: Database, plans: Explained[]): Database {
  const wrap = (q: Queryable): Queryable => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      if (/^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(sql) && !/pg_advisory/.test(sql)) {
        const { rows } = await q.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        const plan = rows[0]?.['QUERY PLAN'];
        const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
        plans.push({ sql: sql.replace(/\s+/g, ' ').trim(), seqScans: seqScansOf(root[0].Plan) });
      }
      return q.query<T>(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))), close: () => db.close(), kind: db.kind };
}

describe(`query plans of the hot paths on a ${VOLUME.size === 'full' ? 'bank-sized' : 'quick'} volume (npm run seed:volume)`, () => {
  let db: PgliteDatabase;
  let app: FastifyInstance;
  let big: Map<string, number>;
  const plans: Explained[] = [];

  beforeAll(async () => {
    // This process's own copy, loaded from the cached file: nothing else sees it, so no clone.
    db = await volumeTemplate(VOLUME.size);
    const { rows } = await db.query<{ relname: string; rows: number }>(
      "SELECT relname, reltuples::bigint AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace");
    big = new Map(rows.filter((r) => Number(r.rows) > BIG_TABLE_ROWS).map((r) => [r.relname, Number(r.rows)]));
    const config = { ...readConfig({}), dataDir: null, port: 0, devEndpoints: false, failedLoginsPerAddress: 1000 };
    app = await buildApp({ db: explaining(db, plans), config, sms: () => {}, securityLog: () => {} });
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const login = (username: string, password: string) => app.inject({
    method: 'POST', url: '/token', payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': FORM, authorization: BASIC },
  });

  it(`has the volume to make plans real: at least ${VOLUME.transactions.toLocaleString('en-NZ')} ledger transactions`, () => {
    expect(big.get('ledger_transactions')).toBeGreaterThanOrEqual(VOLUME.transactions);
    expect(big.get('postings')).toBeGreaterThanOrEqual(2 * VOLUME.transactions);
    expect([...big.keys()]).toEqual(expect.arrayContaining([...VOLUME.alsoBig, 'sessions', 'access_tokens', 'idempotency_keys', 'rate_limits']));
  });

  it('reads no table over 10,000 rows from end to end on any hot path', async () => {
    expect((await login('1000002', 'not the password')).statusCode).toBe(400); // the rate limit and lockout
    const loggedIn = await login('1000001', PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    const token = loggedIn.json<{ access_token: string }>().access_token;
    const accounts = await inject('GET', '/api/accounts', token);
    expect(accounts.statusCode).toBe(200);
    const everyday = '1000001-1';
    expect((await inject('GET', `/api/accounts/${everyday}`, token)).statusCode).toBe(200);
    const page = await inject('GET', `/api/accounts/${everyday}/transactions`, token);
    const cursor = page.json<{ nextCursor: string }>().nextCursor;
    expect(cursor).toBeTruthy();
    expect((await inject('GET', `/api/accounts/${everyday}/transactions?cursor=${cursor}`, token)).statusCode).toBe(200);
    expect((await inject('GET', `/api/accounts/${everyday}/transactions?q=countdown`, token)).statusCode).toBe(200);
    expect((await inject('GET', '/api/payees', token)).statusCode).toBe(200);
    expect((await inject('GET', '/api/messages', token)).statusCode).toBe(200);
    for (const query of ['12 queen st', '47 symonds street auck', 'private bag 47']) {
      expect((await inject('POST', '/api/address/search/physical', undefined, { query })).statusCode).toBe(200);
    }
    const payees = (await inject('GET', '/api/payees', token)).json<{ payees: { id: string }[] }>().payees;
    const payment = { fromAccountId: everyday, to: { payeeId: payees[0]?.id }, amountCents: 150, particulars: '', code: '', reference: 'plans' };
    const key = { 'idempotency-key': randomUUID() };
    const paid = await inject('POST', '/api/payments', token, payment, key);
    const replayed = await inject('POST', '/api/payments', token, payment, key);
    const transfer = { fromAccountId: everyday, toAccountId: '1000001-2', amountCents: 150, reference: 'plans' };
    const transferred = await inject('POST', '/api/transfers', token, transfer, { 'idempotency-key': randomUUID() });

    const scans = plans.filter((p) => !ONCE_PER_PROCESS.includes(p.sql)).flatMap((p) => p.seqScans.filter((table) => big.has(table)).map((table) => `${table} (${big.get(table)} rows) in: ${p.sql}`));
    expect(scans).toEqual([]);
    expect(plans.length).toBeGreaterThan(20);
    expect([paid.statusCode, paid.body]).toEqual([200, expect.any(String)]);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect([transferred.statusCode, transferred.body]).toEqual([200, expect.any(String)]);
  });
});
