import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { QuickViewList, QuickViewRequest } from '../../contract/quickview';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';

const DATA_VALIDATION = 4010;
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Quick view: which of the customer's account balances the mobile app may show before login. */
export function quickViewRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/quickview', { onRequest, schema: { response: { 200: QuickViewList, ...errors } } }, async (request) => {
    const { rows } = await db.query<{ id: string; name: string; account_number: string; quick_view: boolean }>(
      `SELECT id, COALESCE(nickname, name) AS name, account_number, quick_view FROM accounts
        WHERE customer_number = $1 ORDER BY sort_order, id`, [customerOf(request)]);
    return { accounts: rows.map((r) => ({ id: r.id, name: r.name, accountNumber: r.account_number, shown: r.quick_view })) };
  });

  api.put('/api/quickview', { onRequest, schema: { body: QuickViewRequest, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    const customer = customerOf(request);
    const shown = [...new Set(request.body.shown)];
    const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE customer_number = $1 AND id = ANY($2)', [customer, shown]);
    // Another customer's account is as unknown as a made-up one, and the whole change is refused.
    if (rows.length !== shown.length) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: 'Choose from your own accounts.' });
    await db.query('UPDATE accounts SET quick_view = (id = ANY($2)) WHERE customer_number = $1', [customer, shown]);
    return reply.status(204).send(null);
  });
}
