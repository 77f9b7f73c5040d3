/**
 * npm run bench:load — the sandbox under a realistic mix of customers (scripts/bench/loadMix.ts)
 * for 60 s with autocannon, first one server on a fresh PGlite data folder, then two servers on
 * one throwaway PostgreSQL (Debian's, when installed) with the load sent round-robin to both.
 * Reports throughput, p50/p95/p99, errors and server RSS; afterwards checks the ledger (every
 * transaction sums to zero, every balance is the sum of its postings, one ledger transaction
 * per payment answered) and, on PostgreSQL, that idempotency, the login lockout and the
 * per-address rate limit hold across both servers. Not part of npm test. Results:
 * docs/benchmarks.md. BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ONLY=pglite|postgres.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

type AutocannonResult = Parameters<Parameters<typeof autocannon>[1]>[1];
import { LoadServer, serveForLoad, type LedgerCheck } from './bench/loadServer';
import { LoadMix, MONEY, loginRequest, prepareCustomers, send, PASSWORD, type LoadCustomer, type Operation } from './bench/loadMix';
import { postgresBin, startCluster } from './bench/postgresCluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_S = 5;
/** Loaded customers; 1000006 is kept out of the load for the lockout check. */
const LOAD_CUSTOMERS = ['1000001', '1000002', '1000003', '1000004', '1000005', '1000007'];
const LOCKOUT_CUSTOMER = '1000006';
/** The per-address failed-login limit of the two PostgreSQL servers, small enough to reach in the check. */
const ADDRESS_LIMIT = 5;

interface RunResult {
  requests: number; seconds: number; times: number[]; byOp: Map<Operation, { ok: number; bad: Map<number, number> }>;
  errors: number; timeouts: number; non2xx: number; maxRss: number;
  /** References of the payments and transfers answered 2xx. */
  paid: string[];
  /** Server CPU time per request, ms (all servers together). */
  cpuMs: number;
}

/** What a connection remembers of its request in flight. */
interface LoadContext extends Record<string, unknown> { op?: Operation; customer?: LoadCustomer; reference?: string }

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** One autocannon per server, sharing one mix: a login answered by one server feeds requests to every server. */
async function run(servers: LoadServer[], mix: LoadMix, seconds: number): Promise<RunResult> {
  const times: number[] = [];
  const byOp = new Map<Operation, { ok: number; bad: Map<number, number> }>();
  const paid: string[] = [];
  let maxRss = 0;
  const cpuBefore = await Promise.all(servers.map((s) => s.cpu()));
  const sampler = setInterval(() => {
    void Promise.all(servers.map((s) => s.rss())).then((rss) => { maxRss = Math.max(maxRss, ...rss); });
  }, 1000);
  const results = await Promise.all(servers.map((server) => new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon({
      url: server.url, connections: Math.max(1, Math.round(CONNECTIONS / servers.length)), duration: seconds,
      requests: [{
        setupRequest: (request, context: LoadContext) => {
          const next = mix.next();
          context.op = next.op;
          context.customer = next.customer;
          context.reference = next.reference;
          return { ...request, ...next.request };
        },
        onResponse: (status, body, context: LoadContext) => {
          const op = context.op as Operation;
          const tally = byOp.get(op) ?? { ok: 0, bad: new Map<number, number>() };
          byOp.set(op, tally);
          if (status >= 200 && status < 300) {
            tally.ok += 1;
            if (MONEY.has(op)) paid.push(context.reference as string);
            if (op === 'login' && context.customer) context.customer.token = (JSON.parse(body) as { access_token: string }).access_token;
          } else {
            tally.bad.set(status, (tally.bad.get(status) ?? 0) + 1);
          }
        },
      }],
    }, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  })));
  clearInterval(sampler);
  maxRss = Math.max(maxRss, ...await Promise.all(servers.map((s) => s.rss())));
  const cpuAfter = await Promise.all(servers.map((s) => s.cpu()));
  times.sort((a, b) => a - b);
  const cpuMs = cpuAfter.reduce((total, after, i) => total + after - (cpuBefore[i] ?? 0), 0) / 1000 / Math.max(1, times.length);
  const sum = (f: (r: AutocannonResult) => number) => results.reduce((total, r) => total + f(r), 0);
  return {
    requests: times.length, seconds, times, byOp, paid, maxRss, cpuMs,
    errors: sum((r) => r.errors), timeouts: sum((r) => r.timeouts), non2xx: sum((r) => r.non2xx),
  };
}

function report(result: RunResult): void {
  const ms = (p: number) => percentile(result.times, p).toFixed(1);
  console.log(`  ${CONNECTIONS} connections, ${result.seconds} s: ${result.requests} requests, **${(result.requests / result.seconds).toFixed(0)} req/s**`);
  console.log(`  latency ms: p50 ${ms(50)}  p95 **${ms(95)}**  p99 ${ms(99)}  max ${(result.times.at(-1) ?? NaN).toFixed(1)}`);
  console.log(`  server CPU ${result.cpuMs.toFixed(2)} ms per request (${(result.cpuMs * result.requests / result.seconds / 10).toFixed(0)}% of one core)`);
  console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; largest server RSS ${(result.maxRss / 2 ** 20).toFixed(0)} MB`);
  const ops = [...result.byOp.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log(`  answered 2xx by kind: ${ops.map(([op, t]) => `${op} ${t.ok}`).join(', ')}`);
  for (const [op, t] of ops) {
    if (t.bad.size) console.log(`  ! ${op}: ${[...t.bad.entries()].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
  }
}

/**
 * The ledger after the run: balanced transactions and balances, and each payment or transfer
 * answered 2xx in it exactly once (its reference is unique to its request).
 */
async function checkLedger(server: LoadServer, paid: string[]): Promise<string[]> {
  const ledger: LedgerCheck = await server.ledger();
  const [{ found, twice } = { found: -1, twice: -1 }] = await server.sql<{ found: number; twice: number }>(
    `SELECT count(DISTINCT reference)::int AS found, (count(*) - count(DISTINCT reference))::int AS twice
       FROM ledger_transactions WHERE kind IN ('payment', 'transfer') AND reference = ANY($1)`, [paid]);
  console.log(`  ledger: ${ledger.transactions} transactions, ${ledger.postings} postings; unbalanced transactions ${ledger.unbalanced},`
    + ` balances not equal to postings ${ledger.wrongBalances}, available amounts not equal ${ledger.wrongAvailable};`
    + ` payments and transfers answered 2xx ${paid.length}, found in the ledger ${found}, twice ${twice}`);
  const problems: string[] = [];
  if (ledger.unbalanced || ledger.wrongBalances || ledger.wrongAvailable) problems.push('the ledger does not balance');
  if (found !== paid.length || twice) problems.push('payments answered and payments in the ledger differ');
  return problems;
}

/** Warm-up, the measured run, the ledger check. */
async function measure(name: string, servers: LoadServer[]): Promise<{ result: RunResult; problems: string[] }> {
  const mix = new LoadMix(await prepareCustomers(servers.map((s) => s.url), LOAD_CUSTOMERS));
  console.log(`  ${mix.customers.length} customers in the load: ${mix.customers.map((c) => c.customerNumber).join(', ')}`);
  await run(servers, mix, WARM_UP_S);
  const before = loadavg()[0] ?? 0;
  const result = await run(servers, mix, SECONDS);
  console.log(`\n### ${name}`);
  report(result);
  console.log(`  load average (1 min) ${before.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`);
  const problems = await checkLedger(servers[0] as LoadServer, result.paid);
  if (result.errors || result.timeouts || result.non2xx) problems.push('some requests failed');
  return { result, problems };
}

/** The same payment with the same Idempotency-Key sent to both servers at once pays once. */
async function checkIdempotency(a: LoadServer, b: LoadServer): Promise<string[]> {
  const [customer] = await prepareCustomers([a.url], ['1000001']);
  if (!customer) return ['no customer to pay with'];
  const reference = `idem${Date.now() % 1e8}`;
  const request = {
    method: 'POST', path: '/api/payments',
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ fromAccountId: customer.payFrom, to: { payeeId: customer.payeeId ?? '' }, amountCents: 123, particulars: '', code: '', reference }),
  };
  const answers = await Promise.all([send(a.url, request), send(b.url, request)]);
  const again = await send(b.url, request);
  const [{ n } = { n: -1 }] = await a.sql<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = $1', [reference]);
  const statuses = [...answers, again].map((r) => `${r.status}${r.headers.get('idempotent-replayed') ? ' (replayed)' : ''}`);
  console.log(`  idempotency: one key sent to both servers at once, then again: answers ${statuses.join(', ')}; ledger transactions with it: ${n}`);
  const paid = answers.filter((r) => r.status < 300);
  return n === 1 && paid.length >= 1 && again.status < 300 && again.headers.get('idempotent-replayed') === 'true' ? [] : ['idempotency did not hold across servers'];
}

/**
 * Failed logins counted across both servers: two wrong passwords on one and one on the other
 * lock the customer (the right password is then refused on either); the per-address limit
 * (ADDRESS_LIMIT failures) answers 429 on whichever server the next attempt reaches.
 */
async function checkLockout(a: LoadServer, b: LoadServer): Promise<string[]> {
  const attempts: string[] = [];
  const attempt = async (server: LoadServer, username: string, password: string) => {
    const answer = await send(server.url, loginRequest(username, password));
    const error = (answer.body as { error?: string }).error ?? 'ok';
    attempts.push(`${server === a ? 'A' : 'B'}:${answer.status} ${error}`);
    return { status: answer.status, error };
  };
  await attempt(a, LOCKOUT_CUSTOMER, 'wrong-1');
  await attempt(a, LOCKOUT_CUSTOMER, 'wrong-2');
  const third = await attempt(b, LOCKOUT_CUSTOMER, 'wrong-3');
  const right = await attempt(a, LOCKOUT_CUSTOMER, PASSWORD);
  // Four failures so far from 127.0.0.1 (the refused right password counts); one more is the limit.
  const fifth = await attempt(b, '9999001', 'wrong');
  const sixth = await attempt(a, '9999002', 'wrong');
  console.log(`  lockout and rate limit across servers: ${attempts.join(', ')}`);
  const problems: string[] = [];
  if (third.error !== 'account_locked' || right.error !== 'account_locked') problems.push('the lockout was not counted across servers');
  if (fifth.status !== 400 || sixth.status !== 429) problems.push(`the per-address limit of ${ADDRESS_LIMIT} was not counted across servers`);
  return problems;
}

/**
 * Every virtual customer of the load comes from one loopback address, which a real deployment
 * would see as thousands: the per-address /token allowance (1,000 per window) is raised so the
 * limiter is not what the run measures. The per-address failed-login limit is checked on its
 * own (checkLockout).
 */
const ONE_ADDRESS_FOR_MANY = { TOKEN_REQUESTS_PER_ADDRESS: '1000000' };

async function pgliteScenario(): Promise<{ result: RunResult; problems: string[] }> {
  console.log('\n## One server, PGlite (fresh data folder)');
  const data = mkdtempSync(join(tmpdir(), 'kowhai-load-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = await LoadServer.start(__filename, {
    ...env, ...ONE_ADDRESS_FOR_MANY, DATA_DIR: data, HOST: '127.0.0.1', SANDBOX_DEV: 'true', FAILED_LOGINS_PER_ADDRESS: '100000',
  });
  try {
    for (const line of server.started.log) console.log(`  ${line}`);
    return await measure('One server, PGlite', [server]);
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
}

async function postgresScenario(bin: string): Promise<{ result: RunResult; problems: string[] }> {
  const cluster = await startCluster(bin);
  console.log(`\n## Two servers, one PostgreSQL (${cluster.version}, throwaway cluster, initdb defaults)`);
  const env = { ...process.env, ...ONE_ADDRESS_FOR_MANY, DATABASE_URL: cluster.url, HOST: '127.0.0.1', SANDBOX_DEV: 'true', FAILED_LOGINS_PER_ADDRESS: String(ADDRESS_LIMIT) };
  const servers: LoadServer[] = [];
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i += 1) servers.push(await LoadServer.start(__filename, env));
    for (const line of servers.flatMap((s) => s.started.log)) console.log(`  ${line}`);
    const measured = await measure('Two servers, one PostgreSQL, round-robin', servers);
    const [a, b] = servers as [LoadServer, LoadServer];
    measured.problems.push(...await checkIdempotency(a, b), ...await checkLockout(a, b));
    return measured;
  } finally {
    for (const server of servers) await server.stop();
    cluster.stop();
  }
}

async function main(): Promise<void> {
  console.log('# Load benchmark');
  console.log(`${new Date().toISOString()}; node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}),`
    + ` ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory (${(freemem() / 2 ** 30).toFixed(1)} GiB free), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const only = process.env.BENCH_ONLY;
  const problems: string[] = [];
  const rows: string[] = [];
  const row = (name: string, r: RunResult) => rows.push(`| ${name} | ${(r.requests / r.seconds).toFixed(0)} | ${percentile(r.times, 50).toFixed(1)} | `
    + `${percentile(r.times, 95).toFixed(1)} | ${percentile(r.times, 99).toFixed(1)} | ${r.errors + r.timeouts + r.non2xx} | ${(r.maxRss / 2 ** 20).toFixed(0)} MB | ${r.cpuMs.toFixed(2)} ms |`);
  if (only !== 'postgres') {
    const { result, problems: found } = await pgliteScenario();
    row('1 server, PGlite', result);
    problems.push(...found.map((p) => `PGlite: ${p}`));
  }
  const bin = postgresBin();
  if (only !== 'pglite' && bin) {
    const { result, problems: found } = await postgresScenario(bin);
    row('2 servers, PostgreSQL', result);
    problems.push(...found.map((p) => `PostgreSQL: ${p}`));
  } else if (only !== 'pglite') {
    console.log('\n(PostgreSQL is not installed: apt-get install postgresql for the scale-out run.)');
  }
  console.log('\n| setup | req/s | p50 ms | p95 ms | p99 ms | failed | largest RSS | server CPU per request |\n|---|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
  if (problems.length) {
    console.error(`\nFAILED: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log('\nLedger and cross-server checks passed.');
}

if (process.argv.includes('--serve')) void serveForLoad();
else main().catch((error: unknown) => { console.error(error); process.exit(1); });
