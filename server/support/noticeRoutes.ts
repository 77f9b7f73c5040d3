import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { ServiceNoticeListDto } from '../../contract/support';
import type { Database } from '../platform/db/Database';

/** What an operator sends to publish a notice: shown from now (the sandbox clock) for `hours`. */
const PublishNotice = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  body: Type.String({ minLength: 1, maxLength: 600 }),
  hours: Type.Integer({ minimum: 1, maximum: 24 * 60 }),
}, { additionalProperties: false });
const WithdrawNotice = Type.Object({ id: Type.String({ maxLength: 60 }) }, { additionalProperties: false });

async function showingNow(db: Database) {
  const { rows } = await db.query<{ id: string; title: string; body: string }>(
    'SELECT id, title, body FROM service_notices WHERE shows_from <= sandbox_now() AND sandbox_now() < shows_until ORDER BY shows_from, id');
  return rows;
}

/**
 * GET /api/content/notices: the service notices showing now (public, like the rest of the content
 * API). In the sandbox an operator publishes and withdraws them at /dev/service-notices.
 */
export function serviceNoticeRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/content/notices', { schema: { response: { 200: ServiceNoticeListDto } } }, async (_request, reply) => {
    // A notice withdrawn must go on the next read.
    reply.header('Cache-Control', 'no-store');
    return showingNow(db);
  });
}

/** Development only: an operator publishes (or replaces) and withdraws a notice. */
export function serviceNoticeDevRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const hide = true;
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.status(415).send({ message: 'Send a JSON body (Content-Type: application/json).' });
    }
  };
  api.post('/dev/service-notices', { preValidation, schema: { hide, body: PublishNotice, response: { 200: ServiceNoticeListDto, 415: ApiErrorBody } } }, async (request) => {
    const { id, title, body, hours } = request.body;
    await db.query(
      `INSERT INTO service_notices (id, title, body, shows_from, shows_until) VALUES ($1, $2, $3, sandbox_now(), sandbox_now() + make_interval(hours => $4))
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, shows_from = EXCLUDED.shows_from, shows_until = EXCLUDED.shows_until`,
      [id, title, body, hours]);
    return showingNow(db);
  });
  api.post('/dev/service-notices/withdraw', { preValidation, schema: { hide, body: WithdrawNotice, response: { 200: ServiceNoticeListDto, 415: ApiErrorBody } } }, async (request) => {
    await db.query('DELETE FROM service_notices WHERE id = $1', [request.body.id]);
    return showingNow(db);
  });
}
