import { buildApp } from './app/buildApp';
import { readConfig } from './platform/config';
import { prepareDatabase } from './app/prepareDatabase';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './platform/seed/demoCustomers';

async function main() {
  const config = readConfig();
  const db = await prepareDatabase(config, (message) => console.log(message));
  const app = await buildApp({ db, config, logger: process.env.LOG_REQUESTS === 'true' });
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir ?? 'memory'}`;
  console.log(`\nKōwhai Bank is running at http://localhost:${config.port}/  (database: ${where})`);
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const c of DEMO_CUSTOMERS) console.log(`  ${c.customerNumber}  ${c.firstName} ${c.lastName}`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
