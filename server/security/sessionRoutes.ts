import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { SignedInSessionList } from '../../contract/security';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { revokeSession } from '../session';
import { describeUserAgent } from './userAgent';

interface DeviceRow {
  id: string; user_agent: string | null; created_at: Date | string; last_active_at: Date | string; sessions: number; current: boolean;
}
const errors = { 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * Security: where the customer is signed in, one row per device, with "Log out" per device
 * and "Log out everywhere else". A browser that logged in thirty times without logging out is
 * one device, not thirty identical rows; its row ends all thirty.
 */
export function sessionRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/security/sessions', { onRequest, schema: { response: { 200: SignedInSessionList, ...errors } } }, async (request) => {
    const grant = grantOf(request);
    // Per device (browser id and the agent it sent): its latest session names the row; the
    // current device's row is the current session.
    const { rows } = await db.query<DeviceRow>(
      `WITH live AS (
         SELECT s.*, (s.id = $2) AS is_current,
                bool_or(s.id = $2) OVER (PARTITION BY s.browser_id, s.user_agent) AS device_current,
                count(*) OVER (PARTITION BY s.browser_id, s.user_agent)::int AS sessions,
                min(s.created_at) OVER (PARTITION BY s.browser_id, s.user_agent) AS first_created,
                row_number() OVER (PARTITION BY s.browser_id, s.user_agent ORDER BY (s.id = $2) DESC, s.last_active_at DESC, s.id) AS rank
           FROM sessions s WHERE s.customer_number = $1 AND s.revoked_at IS NULL)
       SELECT id, user_agent, first_created AS created_at, last_active_at, sessions, device_current AS current
         FROM live WHERE rank = 1 ORDER BY device_current DESC, last_active_at DESC, id`,
      [grant.customerNumber, grant.sessionId]);
    return {
      sessions: rows.map((r) => ({
        id: r.id, ...describeUserAgent(r.user_agent), signedInAt: new Date(r.created_at).toISOString(),
        lastActiveAt: new Date(r.last_active_at).toISOString(), current: r.current, sessionCount: r.sessions,
      })),
    };
  });

  api.post('/api/security/sessions/:id/log-out', {
    onRequest, config: ALLOWED_WHILE_LOCKED, schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 204: Type.Null(), 400: ApiErrorBody, 404: ApiErrorBody, ...errors } },
  }, async (request, reply) => {
    const grant = grantOf(request);
    // Only the customer's own sessions, found by id AND customer: another customer's id is "not found".
    const { rows } = await db.query<{ browser_id: string; user_agent: string | null; current_device: boolean }>(
      `SELECT s.browser_id, s.user_agent, EXISTS (SELECT 1 FROM sessions c WHERE c.id = $3 AND c.browser_id = s.browser_id
                AND c.user_agent IS NOT DISTINCT FROM s.user_agent) AS current_device
         FROM sessions s WHERE s.id::text = $1 AND s.customer_number = $2 AND s.revoked_at IS NULL`,
      [request.params.id, grant.customerNumber, grant.sessionId]);
    const device = rows[0];
    if (!device) return reply.status(404).send({ message: 'There is no such session.' });
    if (device.current_device) return reply.status(400).send({ message: 'To log out of this device, use Log out.' });
    await db.transaction(async (tx) => {
      const { rows: ended } = await tx.query<{ id: string }>(
        `SELECT id FROM sessions WHERE customer_number = $1 AND browser_id = $2 AND user_agent IS NOT DISTINCT FROM $3 AND revoked_at IS NULL`,
        [grant.customerNumber, device.browser_id, device.user_agent]);
      for (const session of ended) await revokeSession(tx, session.id, 'logged-out-elsewhere');
      await recordSecurityEvent(tx, request, { type: 'session-ended-elsewhere', detail: { sessions: ended.length } });
    });
    return reply.status(204).send(null);
  });

  api.post('/api/security/sessions/log-out-others', { onRequest, config: ALLOWED_WHILE_LOCKED, schema: { response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    const grant = grantOf(request);
    // Revoking a session ends its refresh tokens and access tokens: the other browser's next call is 401 98.
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id FROM sessions WHERE customer_number = $1 AND id <> $2 AND revoked_at IS NULL', [grant.customerNumber, grant.sessionId]);
      for (const other of rows) await revokeSession(tx, other.id, 'logged-out-elsewhere');
      if (rows.length) await recordSecurityEvent(tx, request, { type: 'session-ended-elsewhere', detail: { sessions: rows.length } });
    });
    return reply.status(204).send(null);
  });
}
