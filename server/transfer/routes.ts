import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders, ReceiptDto } from '../../contract/pay';
import { TransferRequest } from '../../contract/transfer';
import { referenceProblem } from '../../contract/rules/PaymentFields';
import type { Database } from '../platform/db/Database';
import { customerOf } from '../platform/auth/requireCustomer';
import { withDebitAlerts } from '../alerts';
import { MONEY_ERRORS, invalidInput, moneyPost, replyOnce } from '../ledger';
import { makeTransfer } from './makeTransfer';
import { topUpProblem, topUpTermDeposit } from './topUp';

/**
 * Moving money between the logged-in customer's own accounts: a transfer (out of a credit card,
 * a cash advance), or a term deposit's top-up, which only its own route makes.
 */
export function transferRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const schema = { headers: IdempotencyHeaders, body: TransferRequest, response: { 200: ReceiptDto, ...MONEY_ERRORS } };

  api.post('/api/transfers', { ...moneyPost(db), schema }, async (request, reply) => {
    const problem = referenceProblem(request.body.reference);
    if (problem) return invalidInput(reply, problem);
    return replyOnce(db, request, reply, async (tx) => withDebitAlerts(tx, customerOf(request), await makeTransfer(tx, customerOf(request), request.body)));
  });

  api.post('/api/term-deposit-top-ups', {
    ...moneyPost(db), schema: { ...schema, summary: 'Tops up a term deposit from a transaction or savings account, under the top-up rules' },
  }, async (request, reply) => {
    const problem = referenceProblem(request.body.reference) ?? topUpProblem(request.body);
    if (problem) return invalidInput(reply, problem);
    return replyOnce(db, request, reply, async (tx) => withDebitAlerts(tx, customerOf(request), await topUpTermDeposit(tx, customerOf(request), request.body)));
  });
}
