import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders, ReceiptDto } from '../../contract/pay';
import { TransferRequest } from '../../contract/transfer';
import { referenceProblem } from '../../contract/rules/PaymentFields';
import type { Database } from '../platform/db/Database';
import { customerOf } from '../platform/auth/requireCustomer';
import { withDebitAlerts } from '../alerts/delivery';
import { MONEY_ERRORS, invalidInput, moneyPost, replyOnce } from '../ledger/moneyRoutes';
import { makeTransfer } from './makeTransfer';

/** Moving money between the logged-in customer's own accounts (a term deposit's top-up included). */
export function transferRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/api/transfers', {
    ...moneyPost(db), schema: { headers: IdempotencyHeaders, body: TransferRequest, response: { 200: ReceiptDto, ...MONEY_ERRORS } },
  }, async (request, reply) => {
    const problem = referenceProblem(request.body.reference);
    if (problem) return invalidInput(reply, problem);
    return replyOnce(db, request, reply, async (tx) => withDebitAlerts(tx, customerOf(request), await makeTransfer(tx, customerOf(request), request.body)));
  });
}
