import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { DirectDebitDto } from '../../contract/payees';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { UUID } from './queries';
import { notFound } from './guards';

interface Row {
  id: string; account_id: string; account_name: string; account_number: string; initiator_name: string;
  authorisation_code: string; reference: string | null; created_at: Date | string;
}

/**
 * Direct debit authorities the customer gave businesses: listed and cancelled. Cancelling
 * stops future debits; it is the customer's right, so it is not restricted nor safeguarded.
 */
export function directDebitRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const authenticate = requireCustomer(db);

  api.get('/api/direct-debits', {
    onRequest: authenticate, schema: { response: { 200: Type.Array(DirectDebitDto), 401: ApiErrorBody } },
  }, async (request) => {
    const { rows } = await db.query<Row>(
      `SELECT d.id, d.account_id, a.name AS account_name, a.account_number, d.initiator_name, d.authorisation_code, d.reference, d.created_at
         FROM direct_debit_authorities d JOIN accounts a ON a.id = d.account_id
        WHERE d.customer_number = $1 AND d.cancelled_at IS NULL ORDER BY lower(d.initiator_name)`, [customerOf(request)]);
    return rows.map((r) => ({
      id: r.id, accountId: r.account_id, accountName: r.account_name, accountNumber: r.account_number, initiatorName: r.initiator_name,
      authorisationCode: r.authorisation_code, reference: r.reference, createdAt: new Date(r.created_at).toISOString(),
    }));
  });

  api.delete('/api/direct-debits/:id', {
    onRequest: authenticate, config: ALLOWED_WHILE_LOCKED,
    schema: { params: Type.Object({ id: Type.String() }), response: { 204: Type.Null(), 401: ApiErrorBody, 404: ApiErrorBody } },
  }, async (request, reply) => {
    if (!UUID.test(request.params.id)) return notFound(reply, 'direct debit');
    const { rows } = await db.query(
      `UPDATE direct_debit_authorities SET cancelled_at = sandbox_now()
        WHERE id = $1 AND customer_number = $2 AND cancelled_at IS NULL RETURNING id`, [request.params.id, customerOf(request)]);
    return rows.length ? reply.status(204).send(null) : notFound(reply, 'direct debit');
  });
}
