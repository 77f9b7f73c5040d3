import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/Database';
import { freshDatabase } from './freshDatabase';

export interface Sandbox { url: string; app: FastifyInstance; db: Database; close(): Promise<void> }

/** A real sandbox server on a free loopback port with its own fresh database. */
export async function startSandbox(overrides: Partial<ServerConfig> = {}): Promise<Sandbox> {
  const fresh = await freshDatabase();
  const config = { ...readConfig({}), dataDir: null, port: 0, ...overrides };
  const app = await buildApp({ db: fresh.db, config });
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
