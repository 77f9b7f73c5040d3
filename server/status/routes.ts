import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SystemStatus } from '../../contract/status';
import type { Database } from '../platform/db/Database';
import { readSystemStatus } from './systemStatus';

/** GET /api/system/status: no login needed, the client checks it before anything else. */
export function systemStatusRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/system/status', {
    schema: { response: { 200: SystemStatus } },
  }, async (_request, reply) => {
    // Never cached: an operator flipping a subsystem must take effect on the next check.
    reply.header('Cache-Control', 'no-store');
    return readSystemStatus(db);
  });
}
