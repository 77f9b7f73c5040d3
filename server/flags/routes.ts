import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { FeatureList } from '../../contract/flags';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { featuresFor } from './featureFlags';

/** GET /api/features: every flag, resolved for the logged-in customer. */
export function featureRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/features', {
    onRequest: requireCustomer(db),
    schema: { response: { 200: FeatureList, 401: ApiErrorBody, 403: ApiErrorBody } },
  }, async (request) => ({ features: await featuresFor(db, customerOf(request)) }));
}
