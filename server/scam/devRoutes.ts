import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { HeldPaymentDto } from '../../contract/scam';
import type { Database } from '../platform/db/Database';
import type { Clock } from '../platform/clock/Clock';
import { endHold, listAllHeld, releaseHold } from './heldPayments';
import { unlockBanking } from './bankingLock';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';

const OperatorHeld = Type.Array(Type.Intersect([HeldPaymentDto, Type.Object({ customerNumber: Type.String() })]));

/**
 * The bank's side of scam protection, for the sandbox operator (npm run operator -- holds,
 * release, stop, unlock-banking). Registered only with the other development endpoints.
 */
export function scamDevRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const hide = true;
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.status(415).send({ message: 'Send a JSON body (Content-Type: application/json).' });
    }
  };
  const Id = Type.Object({ id: Type.String({ maxLength: 64 }) });

  api.get('/dev/holds', { schema: { hide, response: { 200: OperatorHeld } } }, async () => listAllHeld(db));

  api.post('/dev/holds/:id/release', {
    preValidation, schema: { hide, params: Id, response: { 200: HeldPaymentDto, 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const outcome = await releaseHold(db, request.params.id, clock.today());
    return reply.status(outcome.status as 200).send(outcome.body as HeldPaymentDto);
  });

  api.post('/dev/holds/:id/stop', {
    preValidation, schema: { hide, params: Id, response: { 200: HeldPaymentDto, 404: ApiErrorBody, 409: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const outcome = await endHold(db, request.params.id, 'bank');
    return reply.status(outcome.status).send(outcome.body);
  });

  api.post('/dev/banking-unlock', {
    preValidation,
    schema: { hide, body: Type.Object({ customerNumber: Type.String({ pattern: '^[0-9]{7}$' }) }), response: { 200: Type.Object({ customerNumber: Type.String(), unlocked: Type.Boolean() }), 415: ApiErrorBody } },
  }, async (request) => {
    const { customerNumber } = request.body;
    const unlocked = await unlockBanking(db, customerNumber);
    if (unlocked) await recordSecurityEvent(db, request, { type: 'banking-unlocked', customerNumber, detail: { by: 'operator' } });
    return { customerNumber, unlocked };
  });
}
