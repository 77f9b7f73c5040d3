import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { SignedInSessionList } from '../../contract/security';
import type { Database } from '../platform/db/Database';
import { grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { revokeSession } from '../session/sessions';
import { describeUserAgent } from './userAgent';

interface SessionRow { id: string; user_agent: string | null; created_at: Date | string; last_active_at: Date | string }
const errors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** Security: where the customer is signed in, and "Log out everywhere else". */
export function sessionRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/security/sessions', { onRequest, schema: { response: { 200: SignedInSessionList, ...errors } } }, async (request) => {
    const grant = grantOf(request);
    const { rows } = await db.query<SessionRow>(
      `SELECT id, user_agent, created_at, last_active_at FROM sessions
        WHERE customer_number = $1 AND revoked_at IS NULL ORDER BY (id = $2) DESC, last_active_at DESC, id`,
      [grant.customerNumber, grant.sessionId]);
    return {
      sessions: rows.map((r) => ({
        id: r.id, ...describeUserAgent(r.user_agent), signedInAt: new Date(r.created_at).toISOString(),
        lastActiveAt: new Date(r.last_active_at).toISOString(), current: r.id === grant.sessionId,
      })),
    };
  });

  api.post('/api/security/sessions/log-out-others', { onRequest, schema: { response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    const grant = grantOf(request);
    // Revoking a session ends its refresh tokens and access tokens: the other browser's next call is 401 98.
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id FROM sessions WHERE customer_number = $1 AND id <> $2 AND revoked_at IS NULL', [grant.customerNumber, grant.sessionId]);
      for (const other of rows) await revokeSession(tx, other.id, 'logged-out-elsewhere');
    });
    return reply.status(204).send(null);
  });
}
