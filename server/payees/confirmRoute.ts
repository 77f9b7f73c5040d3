import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { ConfirmationOfPayeeDto, ConfirmPayeeRequestDto, PayeeProblemDto, type ConfirmationOfPayeeDto as Confirmation } from '../../contract/payees';
import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../contract/rules/NzBankAccountNumber';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';
import { DATA_VALIDATION, requireJsonBody } from '../platform/http/dataValidation';
import { payeeInputErrors } from './inputErrors';
import { featuresFor } from '../flags';
import { lookUpAccountHolder } from './accountHolders';
import { matchName } from './nameMatch';
import { enforceRateLimits } from '../platform/rateLimit';
import { ACCOUNT_NUMBER_MESSAGE } from './rules';
import { TooManyRequests } from '../platform/http/TooManyRequests';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { maskAccount } from '../escalation';

export const CONFIRMATION_OF_PAYEE_FLAG = 'ConfirmationOfPayee';

/** Checks per customer per day: enough for a day's real payees, too few to look names up or find which accounts exist. */
export const CONFIRMATIONS_PER_DAY = 30;
export const TOO_MANY_CONFIRMATIONS = `You've checked ${CONFIRMATIONS_PER_DAY} account names today, the most we allow in a day. `
  + 'You can still pay or save the payee without a check, or try again tomorrow.';

/**
 * POST /api/payees/confirm: Confirmation of Payee for a domestic account. It informs and
 * never blocks, and never reveals the holder's name (not even on a close match). Each customer
 * gets CONFIRMATIONS_PER_DAY checks (429 after). Off (404) when the ConfirmationOfPayee flag is off.
 */
export function confirmPayeeRoute(app: FastifyInstance, { db }: { db: Database }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/api/payees/confirm', {
    onRequest: requireCustomer(db), preValidation: requireJsonBody, errorHandler: payeeInputErrors,
    schema: {
      body: ConfirmPayeeRequestDto,
      response: { 200: ConfirmationOfPayeeDto, 400: PayeeProblemDto, 401: ApiErrorBody, 404: ApiErrorBody, 415: ApiErrorBody, 429: ApiErrorBody },
    },
  }, async (request, reply) => {
    const features = await featuresFor(db, customerOf(request));
    if (!features.some((f) => f.name === CONFIRMATION_OF_PAYEE_FLAG && f.enabled)) {
      return reply.status(404).send({ message: 'Confirmation of Payee is not available.' });
    }
    try {
      await enforceRateLimits(db, [{ bucket: `payee-confirmations:customer:${customerOf(request)}`, limit: CONFIRMATIONS_PER_DAY, windowSeconds: 86_400 }],
        TOO_MANY_CONFIRMATIONS);
    } catch (error) {
      // Someone who runs out of checks may be looking names up: the security log says so in words.
      if (error instanceof TooManyRequests) await recordSecurityEvent(db, request, { type: 'payee-name-checks-exhausted', detail: { limit: CONFIRMATIONS_PER_DAY } });
      throw error;
    }
    const accountNumber = formatNzBankAccountNumber(request.body.accountNumber);
    if (!accountNumber || !isValidNzBankAccountNumber(request.body.accountNumber)) {
      return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, field: 'accountNumber', message: ACCOUNT_NUMBER_MESSAGE });
    }
    const holder = await lookUpAccountHolder(db, accountNumber);
    // The NZ way: a close match says so, and never tells whose the account is.
    const outcome: Confirmation['outcome'] = holder.status === 'unavailable' ? 'unavailable'
      : holder.status === 'not-found' ? 'account-not-found' : matchName(request.body.name, holder.holderName);
    // Every check is in the security log (masked account, the outcome; never the name typed or found).
    await recordSecurityEvent(db, request, { type: 'payee-name-checked', detail: { account: maskAccount(accountNumber), outcome } });
    return { outcome } satisfies Confirmation;
  });
}
