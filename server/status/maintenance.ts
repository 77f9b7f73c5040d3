import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { routedPath } from '../platform/http/routedPath';

/**
 * Development only: one service of the online API taken down for maintenance while the rest
 * works, as the bank's operators do (the whole system down is the system status instead). Its
 * calls answer 503 with Retry-After; the app shows the page that needed it as "We're working on
 * it". Scoped to one customer's calls when a customer is named, so journeys running beside each
 * other on one sandbox do not see each other's outage. Held by the process, gone on restart.
 */
const SetMaintenance = Type.Object({
  // A service's calls: '/api/payees', '/api/statements'. Never the status check itself.
  prefix: Type.String({ pattern: '^/api/(?!system/)[a-z][a-z0-9/-]*$', maxLength: 80 }),
  customerNumber: Type.Union([Type.String({ pattern: '^[0-9]{7}$' }), Type.Null()]),
  down: Type.Boolean(),
}, { additionalProperties: false });
type SetMaintenance = Static<typeof SetMaintenance>;

const MaintenanceList = Type.Object({
  services: Type.Array(Type.Object({ prefix: Type.String(), customerNumber: Type.Union([Type.String(), Type.Null()]) })),
});

const MAINTENANCE_MESSAGE = 'This service is down for maintenance. Please try again later.';

export function maintenanceDevRoutes(app: FastifyInstance): void {
  const down = new Map<string, { prefix: string; customerNumber: string | null }>();
  const keyOf = (s: { prefix: string; customerNumber: string | null }) => `${s.prefix} ${s.customerNumber ?? '*'}`;
  const list = () => ({ services: [...down.values()] });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (down.size === 0) return undefined;
    const path = routedPath(request);
    const caller = request.headers['x-customer-number'];
    const hit = [...down.values()].some((s) => (path === s.prefix || path.startsWith(`${s.prefix}/`))
      && (s.customerNumber === null || s.customerNumber === caller));
    if (!hit) return undefined;
    return reply.status(503).header('Retry-After', '600').send({ message: MAINTENANCE_MESSAGE });
  });

  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.status(415).send({ message: 'Send a JSON body (Content-Type: application/json).' });
    }
  };
  api.post('/dev/maintenance', {
    preValidation, schema: { hide: true, body: SetMaintenance, response: { 200: MaintenanceList, 415: ApiErrorBody } },
  }, async (request) => {
    const body: SetMaintenance = request.body;
    const service = { prefix: body.prefix, customerNumber: body.customerNumber };
    if (body.down) down.set(keyOf(service), service);
    else down.delete(keyOf(service));
    return list();
  });
}
