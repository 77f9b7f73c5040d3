import type { FastifyInstance } from 'fastify';
import { addressKey } from '../platform/http/clientAddress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BotChallenge } from '../../contract/bot-check';
import { ApiErrorBody } from '../../contract/errors';
import type { Database } from '../platform/db/Database';
import { hitRateLimit } from '../platform/rateLimit';
import { issueBotChallenge } from './botCheck';

/** GET /api/bot-check/challenge: anyone may ask for a puzzle, but one address only so often. */
export function botCheckRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/bot-check/challenge', {
    schema: { response: { 200: BotChallenge, 429: ApiErrorBody } },
  }, async (request, reply) => {
    const verdict = await hitRateLimit(db, { bucket: `bot-challenges:address:${addressKey(request.ip)}`, limit: 120, windowSeconds: 3600 });
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return reply.status(429).send({ message: 'Too many requests from this address. Try again later.' });
    }
    reply.header('Cache-Control', 'no-store');
    return issueBotChallenge(db);
  });
}
