import { fork, type ChildProcess } from 'node:child_process';

/**
 * One sandbox for the load benchmark, in a child process (so autocannon does not share its
 * event loop), configured from the environment like `npm start` (scripts/bench-load.ts sets
 * DATA_DIR or DATABASE_URL, SANDBOX_DEV and FAILED_LOGINS_PER_ADDRESS). The parent asks it,
 * by message, for its resident memory and for the ledger checks, which run on its own
 * database connection.
 */
export interface Started { url: string; kind: string; log: string[] }

export interface LedgerCheck {
  transactions: number;
  postings: number;
  /** Transactions whose postings do not sum to zero. */
  unbalanced: number;
  /** Accounts whose balance is not the sum of their postings of posted transactions. */
  wrongBalances: number;
  /** Accounts whose available amount is not balance + credit limit + pending holds. */
  wrongAvailable: number;
}

type Request = { id: number; ask: 'rss' } | { id: number; ask: 'cpu' } | { id: number; ask: 'ledger' } | { id: number; ask: 'sql'; sql: string; params: unknown[] } | { id: number; ask: 'stop' };

const BALANCES = `
  SELECT count(*)::int AS wrong FROM accounts a
   WHERE a.balance_cents <> coalesce((SELECT sum(p.amount_cents) FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                                       WHERE p.account_id = a.id AND t.status = 'posted'), 0)`;
const AVAILABLE = `
  SELECT count(*)::int AS wrong FROM accounts a
   WHERE a.available_cents <> a.balance_cents + coalesce(a.credit_limit_cents, 0)
         + coalesce((SELECT sum(p.amount_cents) FROM postings p JOIN ledger_transactions t ON t.id = p.transaction_id
                      WHERE p.account_id = a.id AND t.status = 'pending' AND t.scheduled_for IS NULL), 0)`;

/** The child's side: starts the sandbox and answers the parent's requests. */
export async function serveForLoad(): Promise<void> {
  const { prepareDatabase } = await import('../../server/app/prepareDatabase');
  const { buildApp } = await import('../../server/app/buildApp');
  const { readConfig } = await import('../../server/platform/config');
  const log: string[] = [];
  const config = { ...readConfig(), port: 0, distDir: '/nonexistent' };
  const db = await prepareDatabase(config, (message) => log.push(message));
  const app = await buildApp({ db, config, sms: () => {} });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ url: `http://127.0.0.1:${port}`, kind: db.kind, log } satisfies Started);
  const one = async (sql: string, params: unknown[] = []) => (await db.query<Record<string, number>>(sql, params)).rows[0] ?? {};
  process.on('message', async (message: Request) => {
    if (message.ask === 'rss') process.send?.({ id: message.id, value: process.memoryUsage().rss });
    if (message.ask === 'cpu') process.send?.({ id: message.id, value: process.cpuUsage() });
    if (message.ask === 'sql') process.send?.({ id: message.id, value: (await db.query(message.sql, message.params)).rows });
    if (message.ask === 'ledger') {
      const counts = await one('SELECT (SELECT count(*) FROM ledger_transactions)::int AS transactions, (SELECT count(*) FROM postings)::int AS postings');
      const unbalanced = await one('SELECT count(*)::int AS n FROM (SELECT transaction_id FROM postings GROUP BY 1 HAVING sum(amount_cents) <> 0) AS u');
      const value: LedgerCheck = {
        transactions: counts.transactions ?? -1, postings: counts.postings ?? -1, unbalanced: unbalanced.n ?? -1,
        wrongBalances: (await one(BALANCES)).wrong ?? -1, wrongAvailable: (await one(AVAILABLE)).wrong ?? -1,
      };
      process.send?.({ id: message.id, value });
    }
    if (message.ask === 'stop') {
      await app.close();
      await db.close();
      process.exit(0);
    }
  });
}

/** The parent's handle on one sandbox child. */
export class LoadServer {
  private next = 0;
  private constructor(private readonly child: ChildProcess, readonly started: Started) {}

  static start(script: string, env: NodeJS.ProcessEnv): Promise<LoadServer> {
    const child = fork(script, ['--serve'], { env, execArgv: process.execArgv, stdio: 'inherit' });
    return new Promise((resolve, reject) => {
      child.once('message', (started) => resolve(new LoadServer(child, started as Started)));
      child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code} before listening`)));
    });
  }

  get url(): string { return this.started.url; }

  private ask<T>(request: Record<string, unknown>): Promise<T> {
    const id = ++this.next;
    return new Promise((resolve) => {
      const listen = (message: { id: number; value: T }) => {
        if (message.id !== id) return;
        this.child.off('message', listen);
        resolve(message.value);
      };
      this.child.on('message', listen);
      this.child.send({ ...request, id });
    });
  }

  rss(): Promise<number> { return this.ask({ ask: 'rss' }); }
  /** CPU time (user + system, µs) the server process has used so far (with PGlite that includes the database). */
  async cpu(): Promise<number> {
    const usage = await this.ask<NodeJS.CpuUsage>({ ask: 'cpu' });
    return usage.user + usage.system;
  }
  ledger(): Promise<LedgerCheck> { return this.ask({ ask: 'ledger' }); }
  sql<T>(sql: string, params: unknown[] = []): Promise<T[]> { return this.ask({ ask: 'sql', sql, params }); }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ ask: 'stop', id: 0 });
    });
  }
}
