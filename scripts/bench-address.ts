/**
 * npm run bench:address — the address search under load (p95 under 20 ms at 100,000+
 * addresses with 10 concurrent clients on loopback). Starts the sandbox in a child process on
 * a fresh in-memory PGlite (and again on DATABASE_URL when it is set), seeds the addresses,
 * warms up, then lets autocannon keep 10 connections busy for 10 s with realistic typeahead
 * queries, and prints the latency percentiles from every response. Not part of npm test.
 * Results and method: docs/benchmarks.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';

type AutocannonResult = Parameters<Parameters<typeof autocannon>[1]>[1];
import { benchQueries, type BenchQuery } from './bench/addressQueries';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = 3;

interface Started { url: string; kind: string; log: string[] }

/** The sandbox, in a child process so that autocannon does not share its event loop. */
async function serve(): Promise<void> {
  const { prepareDatabase } = await import('../server/app/prepareDatabase');
  const { buildApp } = await import('../server/app/buildApp');
  const { readConfig } = await import('../server/platform/config');
  const log: string[] = [];
  const config = { ...readConfig(), dataDir: null, seedAddresses: true, distDir: '/nonexistent' };
  const db = await prepareDatabase(config, (message) => log.push(message));
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ url: `http://127.0.0.1:${port}`, kind: db.kind, log } satisfies Started);
  process.on('message', async (message) => {
    if (message === 'cpu') {
      process.send?.(process.cpuUsage());
      return;
    }
    await app.close();
    await db.close();
    process.exit(0);
  });
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; started: Started }> {
  const child = fork(__filename, ['--serve'], { env, execArgv: process.execArgv, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (started) => resolve({ child, started: started as Started }));
    child.once('exit', (code) => reject(new Error(`The sandbox exited with ${code} before listening`)));
  });
}

/** CPU time (user + system, µs) the sandbox process has used so far. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage) => resolve((usage as NodeJS.CpuUsage).user + (usage as NodeJS.CpuUsage).system));
    child.send('cpu');
  });
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Every query once, one at a time: all must answer 200; counts how many find something. */
async function checkQueries(url: string, queries: BenchQuery[]): Promise<number> {
  let found = 0;
  for (const { type, query } of queries) {
    const response = await fetch(`${url}/api/address/search/${type}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }),
    });
    if (response.status !== 200) throw new Error(`${type} "${query}" answered ${response.status}`);
    if (((await response.json()) as { addresses: unknown[] }).addresses.length) found += 1;
  }
  return found;
}

function load(url: string, queries: BenchQuery[], seconds: number): Promise<{ times: number[]; result: AutocannonResult }> {
  let next = 0;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url, connections: CONNECTIONS, duration: seconds,
      requests: [{
        method: 'POST', headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const { type, query } = queries[next++ % queries.length] as BenchQuery;
          return { ...request, path: `/api/address/search/${type}`, body: JSON.stringify({ query }) };
        },
      }],
    }, (error, result) => (error ? reject(error) : resolve({ times, result })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function scenario(name: string, env: NodeJS.ProcessEnv, queries: BenchQuery[]): Promise<void> {
  console.log(`\n## ${name}`);
  const startedAt = performance.now();
  const { child, started } = await startServer(env);
  try {
    for (const line of started.log) console.log(`  ${line}`);
    console.log(`  sandbox up on ${started.kind} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    const found = await checkQueries(started.url, queries);
    console.log(`  ${queries.length} distinct queries, ${found} find at least one address`);
    await load(started.url, queries, WARM_UP_S);
    const before = loadavg()[0] ?? 0;
    const cpuBefore = await serverCpu(child);
    const { times, result } = await load(started.url, queries, DURATION_S);
    const cpuMs = (await serverCpu(child) - cpuBefore) / 1000;
    times.sort((a, b) => a - b);
    const ms = (p: number) => percentile(times, p).toFixed(1);
    console.log(`  ${CONNECTIONS} connections, ${DURATION_S} s: ${times.length} requests, ${(times.length / DURATION_S).toFixed(0)} req/s,`
      + ` non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(`  latency ms: p50 ${ms(50)}  p90 ${ms(90)}  p95 ${ms(95)}  p99 ${ms(99)}  max ${(times.at(-1) ?? NaN).toFixed(1)}`);
    // CPU per request hardly depends on what else the machine runs; latency under load does.
    const whose = started.kind === 'pglite' ? 'Node and PGlite' : 'Node only, not the PostgreSQL server';
    console.log(`  sandbox CPU ${(cpuMs / times.length).toFixed(2)} ms per request, ${(cpuMs / (DURATION_S * 10)).toFixed(0)}% of one core (${whose})`);
    console.log(`  load average (1 min) ${before.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`);
  } finally {
    child.send('stop');
  }
}

async function main(): Promise<void> {
  const queries = benchQueries();
  console.log(`# Address search benchmark`);
  console.log(`node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}),`
    + ` ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory (${(freemem() / 2 ** 30).toFixed(1)} GiB free)`);
  const { DATABASE_URL, ...withoutUrl } = process.env;
  await scenario('PGlite (embedded, in memory)', { ...withoutUrl, DATA_DIR: ':memory:' }, queries);
  if (DATABASE_URL) await scenario('PostgreSQL (DATABASE_URL)', process.env, queries);
}

if (process.argv.includes('--serve')) void serve();
else main().catch((error: unknown) => { console.error(error); process.exit(1); });
