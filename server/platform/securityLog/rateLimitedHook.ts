import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database';
import { hasRecordedEvent, recordSecurityEvent } from './securityLog';

/**
 * Every 429 the server answers is a security event (someone guessing, spraying or scraping),
 * recorded once here rather than in each limit: the route and the customer when logged in.
 */
export function installRateLimitedLog(app: FastifyInstance, db: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 429 || hasRecordedEvent(request)) return;
    try {
      await recordSecurityEvent(db, request, { type: 'rate-limited', detail: { route: request.routeOptions.url ?? request.url.split('?')[0]!.slice(0, 80) } });
    } catch (error) {
      request.log.error({ err: error }, 'security log write failed');
    }
  });
}
