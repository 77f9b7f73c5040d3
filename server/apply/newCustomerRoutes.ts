import type { FastifyInstance } from 'fastify';
import { addressKey } from '../platform/http/clientAddress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { NewCustomerApplicationRequest, NewCustomerDecisionDto, NewCustomerProductParam } from '../../contract/apply';
import { BOT_CHECK_MESSAGES } from '../../contract/bot-check';
import type { Database } from '../platform/db/Database';
import { hitRateLimit } from '../platform/rateLimit';
import { verifyBotProof } from '../bot-check';
import { submitNewCustomerApplication } from './submitNewCustomer';

/**
 * POST /api/new-customer-applications/:product: a visitor who chose to continue as a new
 * customer submits the whole application. Anonymous, so it needs the bot check and one
 * address may submit only so often (429 + Retry-After).
 */
export function newCustomerRoutes(app: FastifyInstance, { db, bypassAllowed }: { db: Database; bypassAllowed: boolean }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/api/new-customer-applications/:product', {
    schema: {
      params: Type.Object({ product: NewCustomerProductParam }),
      body: NewCustomerApplicationRequest,
      response: { 200: NewCustomerDecisionDto, 400: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody },
    },
  }, async (request, reply) => {
    const verdict = await hitRateLimit(db, { bucket: `new-customer-applications:address:${addressKey(request.ip)}`, limit: 10, windowSeconds: 3600 });
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return reply.status(429).send({ message: 'Too many applications from this address. Please try again later.' });
    }
    const bot = await verifyBotProof(db, request.body.botCheck, { bypassAllowed });
    if (bot === 'bypass-refused') return reply.status(403).send({ message: BOT_CHECK_MESSAGES.bypassRefused });
    if (bot === 'failed') return reply.status(400).send({ NativeErrorCode: 4010, message: BOT_CHECK_MESSAGES.failed });
    const outcome = await submitNewCustomerApplication(db, request.params.product, request.body.answers);
    if (outcome.kind === 'invalid') return reply.status(400).send({ NativeErrorCode: 4010, message: outcome.message });
    return { reference: outcome.reference, status: outcome.decision.status, reasonCode: outcome.decision.reasonCode };
  });
}
