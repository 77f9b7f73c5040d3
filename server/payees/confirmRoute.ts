import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { ConfirmationOfPayeeDto, ConfirmPayeeRequestDto, PayeeProblemDto, type ConfirmationOfPayeeDto as Confirmation } from '../../contract/payees';
import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../contract/rules/NzBankAccountNumber';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, requireJsonBody } from '../platform/http/dataValidation';
import { payeeInputErrors } from './inputErrors';
import { featuresFor } from '../flags/featureFlags';
import { lookUpAccountHolder } from './accountHolders';
import { matchName } from './nameMatch';
import { ACCOUNT_NUMBER_MESSAGE } from './rules';

export const CONFIRMATION_OF_PAYEE_FLAG = 'ConfirmationOfPayee';

/**
 * POST /api/payees/confirm: Confirmation of Payee for a domestic account. It informs and
 * never blocks; only a partial match reveals the holder's name (the close name to offer).
 * Off (404) for a customer whose ConfirmationOfPayee flag is off.
 */
export function confirmPayeeRoute(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/api/payees/confirm', {
    onRequest: requireCustomer(db), preValidation: requireJsonBody, errorHandler: payeeInputErrors,
    schema: {
      body: ConfirmPayeeRequestDto,
      response: { 200: ConfirmationOfPayeeDto, 400: PayeeProblemDto, 401: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody },
    },
  }, async (request, reply) => {
    const features = await featuresFor(db, customerOf(request));
    if (!features.some((f) => f.name === CONFIRMATION_OF_PAYEE_FLAG && f.enabled)) {
      return reply.status(404).send({ message: 'Confirmation of Payee is not available.' });
    }
    const accountNumber = formatNzBankAccountNumber(request.body.accountNumber);
    if (!accountNumber || !isValidNzBankAccountNumber(request.body.accountNumber)) {
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, field: 'accountNumber', message: ACCOUNT_NUMBER_MESSAGE });
    }
    const holder = await lookUpAccountHolder(db, accountNumber);
    if (holder.status === 'unavailable') return { outcome: 'unavailable' } satisfies Confirmation;
    if (holder.status === 'not-found') return { outcome: 'account-not-found' } satisfies Confirmation;
    const outcome = matchName(request.body.name, holder.holderName);
    return (outcome === 'partial-match' ? { outcome, closeName: holder.holderName } : { outcome }) satisfies Confirmation;
  });
}
