import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { SecurityActivityList } from '../../contract/security';
import type { Database } from '../platform/db/Database';
import { grantOf, requireCustomer } from '../platform/auth/requireCustomer';
import { describeUserAgent } from './userAgent';

/** How many events the customer sees: recent activity, not the whole log. */
const SHOWN = 30;

interface EventRow { id: string; type: string; occurred_at: Date | string; user_agent: string | null; device: string | null; this_device: boolean }

/** Security's "Recent security activity": the customer's own events from the security log. */
export function activityRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/security/activity', {
    onRequest: requireCustomer(db),
    schema: { response: { 200: SecurityActivityList, 401: ApiErrorBody, 403: ApiErrorBody } },
  }, async (request) => {
    const grant = grantOf(request);
    const { rows } = await db.query<EventRow>(
      `SELECT e.id::text, e.type, e.occurred_at, e.user_agent, e.device,
              e.device IS NOT NULL AND e.device = (SELECT browser_id FROM sessions WHERE id = $2) AS this_device
         FROM security_events e WHERE e.customer_number = $1 ORDER BY e.occurred_at DESC, e.id DESC LIMIT $3`,
      [grant.customerNumber, grant.sessionId, SHOWN]);
    return {
      events: rows.map((r) => {
        const named = r.user_agent ? describeUserAgent(r.user_agent) : null;
        return {
          id: r.id, kind: r.type, occurredAt: new Date(r.occurred_at).toISOString(),
          device: named?.device ?? null, browser: named?.browser ?? null, thisDevice: r.this_device,
        };
      }),
    };
  });
}
