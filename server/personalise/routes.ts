import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { PersonalisedAccountList, PersonaliseRequest } from '../../contract/personalise';
import { nicknameProblem, normaliseNickname } from '../../contract/rules/AccountNickname';
import type { Database } from '../platform/db/Database';
import { ALLOWED_WHILE_LOCKED, customerOf, requireCustomer } from '../platform/auth/requireCustomer';

const DATA_VALIDATION = 4010;
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** Personalise: the customer's account nicknames and display order. */
export function personaliseRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  api.get('/api/personalise', { onRequest, schema: { response: { 200: PersonalisedAccountList, ...errors } } }, async (request) => {
    const { rows } = await db.query<{ id: string; name: string; account_number: string; nickname: string | null }>(
      'SELECT id, name, account_number, nickname FROM accounts WHERE customer_number = $1 ORDER BY sort_order, id', [customerOf(request)]);
    return { accounts: rows.map((r) => ({ id: r.id, name: r.name, accountNumber: r.account_number, nickname: r.nickname })) };
  });

  api.put('/api/personalise', { onRequest, config: ALLOWED_WHILE_LOCKED, schema: { body: PersonaliseRequest, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    const customer = customerOf(request);
    const wanted = request.body.accounts;
    const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE customer_number = $1', [customer]);
    const own = new Set(rows.map((r) => r.id));
    // The whole list, once each: an order of some accounts, or another customer's id, is refused.
    if (wanted.length !== own.size || new Set(wanted.map((a) => a.id)).size !== own.size || wanted.some((a) => !own.has(a.id))) {
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: 'List each of your accounts once.' });
    }
    for (const account of wanted) {
      const problem = account.nickname === null || account.nickname.trim() === '' ? null : nicknameProblem(account.nickname);
      if (problem) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: problem });
    }
    await db.transaction(async (tx) => {
      for (const [order, account] of wanted.entries()) {
        await tx.query('UPDATE accounts SET sort_order = $3, nickname = $4 WHERE id = $1 AND customer_number = $2',
          [account.id, customer, order, normaliseNickname(account.nickname)]);
      }
    });
    return reply.status(204).send(null);
  });
}
