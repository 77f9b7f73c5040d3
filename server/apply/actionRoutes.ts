import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { CustomerActionList } from '../../contract/apply';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';

/**
 * GET /api/customer-actions: what the customer should do next. Derived from their contact
 * details rather than stored, so an action disappears the moment it is done (the client
 * drops its `customer-actions/list` cache to see that).
 */
export function customerActionRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/customer-actions', {
    onRequest: requireCustomer(db),
    schema: { response: { 200: CustomerActionList, 401: ApiErrorBody, 403: ApiErrorBody } },
  }, async (request) => {
    const { rows } = await db.query<{ has_email: boolean; has_mobile: boolean }>(
      `SELECT c.email IS NOT NULL AS has_email,
              EXISTS (SELECT 1 FROM customer_phones p WHERE p.customer_number = c.customer_number AND p.type ILIKE '%mobile%') AS has_mobile
         FROM customers c WHERE c.customer_number = $1`, [customerOf(request)]);
    const contact = rows[0];
    const actions = [];
    if (contact && !contact.has_email) actions.push({ id: 'add-email', title: 'Add your email address', href: '/setup/internet-banking/details' });
    if (contact && !contact.has_mobile) actions.push({ id: 'add-mobile', title: 'Add your mobile number', href: '/setup/internet-banking/mobile' });
    return { actions };
  });
}
