import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClientErrorSummaryList } from '../../contract/operator';
import type { Database } from '../platform/db/Database';
import { latestClientErrors } from './queries';

// How many lines: 1 to 500 (a query string is text; no type coercion on this server).
const ListQuery = Type.Object({ limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|[1-4][0-9]{2}|500)$' })) }, { additionalProperties: false });

/** The operator's view of what browsers reported (npm run operator -- errors); development only. */
export function clientErrorDevRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/dev/client-errors', {
    schema: { hide: true, querystring: ListQuery, response: { 200: ClientErrorSummaryList } },
  }, async (request) => latestClientErrors(db, Number(request.query.limit ?? 50)));
}
