import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { MAXIMUM_CANCELLED_PAYMENTS } from '../../contract/automatic-payments';
import { startOfAucklandDayUtcMs } from '../../contract/rules/AucklandDate';
import { BRAND } from '../../contract/rules/brand';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { cancelAutomaticPayment, cancelledSince, findAutomaticPayment } from './queries';
import type { Clock } from '../platform/clock/Clock';

/** Cancellations allowed per customer per Auckland day; more look like someone else at work. */
export const MAX_CANCELLATIONS_PER_DAY = 5;

export const MAXIMUM_CANCELLED_MESSAGE = `You've cancelled ${MAX_CANCELLATIONS_PER_DAY} automatic payments today, the most we allow in one day. `
  + `You can cancel more tomorrow, or call us on ${BRAND.phone}.`;

/**
 * DELETE /api/automaticpayment/{id}: cancels, up to MAX_CANCELLATIONS_PER_DAY a day (then 422
 * with NativeErrorCode 584). The customer's row is locked while counting, so parallel
 * cancellations cannot slip past the limit together.
 */
export function cancelRoute(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().delete('/api/automaticpayment/:id', {
    onRequest: requireCustomer(db), config: ALLOWED_WHILE_LOCKED,
    schema: { params: Type.Object({ id: Type.String() }), response: { 204: Type.Null(), 401: ApiErrorBody, 404: ApiErrorBody, 422: ApiErrorBody } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const outcome = await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM customers WHERE customer_number = $1 FOR UPDATE', [customer]);
      if (!(await findAutomaticPayment(tx, customer, request.params.id))) return 'not-found' as const;
      const startOfToday = new Date(startOfAucklandDayUtcMs(clock.today()));
      if (await cancelledSince(tx, customer, startOfToday) >= MAX_CANCELLATIONS_PER_DAY) return 'limit' as const;
      await cancelAutomaticPayment(tx, customer, request.params.id);
      return 'cancelled' as const;
    });
    if (outcome === 'not-found') return reply.status(404).send({ message: 'No such automatic payment.' });
    if (outcome === 'limit') return reply.status(422).send({ NativeErrorCode: MAXIMUM_CANCELLED_PAYMENTS, message: MAXIMUM_CANCELLED_MESSAGE });
    return reply.status(204).send(null);
  });
}
