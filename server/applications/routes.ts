import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  APPLICATION_ERROR, ApplicationDecisionDto, ApplicationDto, ApplicationProductParam, SaveApplicationBody,
} from '../../contract/applications';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { documentRoutes } from './documentRoutes';
import { decideApplication } from './submit';
import { findApplication, getOrCreateDraft, saveDraft } from './queries';

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ NativeErrorCode: APPLICATION_ERROR.notFound, message: 'Application not found.' });
const completed = (reply: FastifyReply) =>
  reply.status(409).send({ NativeErrorCode: APPLICATION_ERROR.sessionCompleted, message: 'This application has already been submitted.' });

const ById = Type.Object({ id: Type.String({ maxLength: 64 }) });
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/**
 * The application engine's API. Every route belongs to the logged-in customer: another
 * customer's application id answers 404, as an id that does not exist does.
 */
export function applicationRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = requireCustomer(db);
  documentRoutes(app, { db });

  api.post('/api/applications/:product', {
    preHandler,
    schema: { params: Type.Object({ product: ApplicationProductParam }), response: { 200: ApplicationDto, ...errors } },
  }, async (request) => getOrCreateDraft(db, customerOf(request), request.params.product));

  api.get('/api/applications/:id', {
    preHandler, schema: { params: ById, response: { 200: ApplicationDto, ...errors } },
  }, async (request, reply) => (await findApplication(db, customerOf(request), request.params.id)) ?? notFound(reply));

  api.put('/api/applications/:id', {
    preHandler, schema: { params: ById, body: SaveApplicationBody, response: { 200: ApplicationDto, ...errors } },
  }, async (request, reply) => {
    const customer = customerOf(request);
    const saved = await saveDraft(db, customer, request.params.id, request.body.step, request.body.answers);
    if (saved) return saved;
    return (await findApplication(db, customer, request.params.id)) ? completed(reply) : notFound(reply);
  });

  api.post('/api/applications/:id/submit', {
    preHandler, schema: { params: ById, response: { 200: ApplicationDecisionDto, ...errors } },
  }, async (request, reply) => {
    const outcome = await decideApplication(db, customerOf(request), request.params.id);
    if (outcome.kind === 'not-found') return notFound(reply);
    if (outcome.kind === 'completed') return completed(reply);
    if (outcome.kind === 'invalid') return reply.status(400).send({ NativeErrorCode: 4010, message: outcome.message });
    return outcome.decision;
  });
}
