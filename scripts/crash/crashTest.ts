/**
 * npm run test:crash: a stream of payments and transfers from several clients over HTTP while
 * the server is killed with SIGKILL at random points and restarted on the same database. Then
 * every operation is checked (see checkLedger.ts). DATABASE_URL selects PostgreSQL (see
 * scripts/test-crash-postgres.sh); otherwise PGlite in a fresh temporary data folder.
 * On PostgreSQL every other kill also crashes the cluster itself (pg_ctl stop -m immediate).
 * Options (environment): CRASH_KILLS (10), CRASH_CLIENTS (4).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/platform/db/openDatabase';
import { CrashClient } from './CrashClient';
import { checkLedger } from './checkLedger';
import { PostgresCluster } from './PostgresCluster';
import { SandboxProcess, freePort } from './SandboxProcess';

const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'kowhai-crash-'));
  const server = new SandboxProcess({ port: await freePort(), dataDir, databaseUrl });
  const cluster = databaseUrl ? PostgresCluster.fromEnvironment() : null;
  let clusterCrashes = 0;
  const started = Date.now();
  try {
    await server.start();
    // Customers with two accounts each that can pay and transfer; two clients share Aroha.
    const customers = ['1000001', '1000002', '1000003', '1000001', '1000005', '1000002'].slice(0, CLIENTS);
    const clients = await Promise.all(customers.map((customer, i) => CrashClient.login(server.baseUrl, customer, i)));
    const running = clients.map((client) => client.run());
    for (let kill = 1; kill <= KILLS; kill++) {
      await sleep(400 + Math.random() * 1600);
      const inFlight = clients.reduce((n, c) => n + c.unacknowledged(), 0);
      // The database goes down first, under the server's open transactions, then the server.
      const alsoDatabase = cluster !== null && kill % 2 === 0;
      if (alsoDatabase) { cluster.crash(); clusterCrashes += 1; }
      await server.kill();
      if (alsoDatabase) cluster.start();
      console.log(`kill ${kill}/${KILLS}: SIGKILL with ${inFlight} operation(s) unacknowledged${alsoDatabase ? ', and PostgreSQL crashed' : ''}`);
      await server.start();
    }
    await sleep(1000);
    for (const client of clients) client.stop();
    await Promise.all(running);
    // Every operation a client started is retried with its key until the server answers it.
    await Promise.all(clients.map((client) => client.drain()));
    await server.stop();

    const db = await openDatabase({ databaseUrl, dataDir });
    try {
      const result = await checkLedger(db, clients.flatMap((client) => client.operations()));
      const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
      console.log(JSON.stringify({ engine, kills: KILLS, ...(cluster ? { postgresCrashes: clusterCrashes } : {}), clients: CLIENTS, seconds: Math.round((Date.now() - started) / 1000), ...result }, null, 2));
      if (result.lost || result.duplicated || result.unbalancedTransactions || result.accountsOff || result.unacknowledged) {
        process.exitCode = 1;
        console.error('Crash test FAILED');
      } else console.log('Crash test passed');
    } finally {
      await db.close();
    }
  } finally {
    await server.stop().catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
