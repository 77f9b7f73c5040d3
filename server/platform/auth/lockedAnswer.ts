import type { FastifyInstance } from 'fastify';
import { ApiErrorBody } from '../../../contract/errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every customer write may answer 403 6103 while the banking is locked (requireCustomer), so
 * its schema says so: the OpenAPI document lists the answer, and the 403 is serialised by it.
 * A customer route is one that answers 401 (it names it); a route that says it works while
 * locked, or already has its own 403, is left as it is.
 */
export function installLockedAnswer(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    if (!responses || !('401' in responses) || '403' in responses) return;
    if (!methods.some((m) => WRITES.has(m)) || route.config?.whileLocked === 'allowed') return;
    responses['403'] = ApiErrorBody;
  });
}
