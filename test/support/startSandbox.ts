import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app/buildApp';
import { readConfig, type ServerConfig } from '../../server/platform/config';
import type { Database } from '../../server/platform/db/Database';
import { freshDatabase, type FreshDatabaseOptions } from './freshDatabase';

export interface Sandbox { url: string; app: FastifyInstance; db: Database; close(): Promise<void> }

/**
 * A real sandbox server on a free loopback port with its own fresh database. The 120,000
 * addresses are seeded only on request: `startSandbox({ addresses: true })` (or
 * `seedAddresses: true`, the server's own switch).
 */
export async function startSandbox(overrides: Partial<ServerConfig> & FreshDatabaseOptions = {}): Promise<Sandbox> {
  const { addresses, ...configOverrides } = overrides;
  const fresh = await freshDatabase({ addresses: addresses ?? overrides.seedAddresses ?? false });
  const config = { ...readConfig({}), dataDir: null, port: 0, devEndpoints: !overrides.production, ...configOverrides };
  const app = await buildApp({ db: fresh.db, config, securityLog: () => undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db: fresh.db,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}
