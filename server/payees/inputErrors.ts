import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NZ_BANK_ACCOUNT_MESSAGES } from '../../contract/rules/NzBankAccountNumber';
import { paymentFieldTooLong } from '../../contract/rules/PaymentFields';
import { DATA_VALIDATION, dataValidationErrors } from '../platform/http/dataValidation';

const MESSAGES: Record<string, string> = {
  name: 'Enter a payee name of up to 20 characters',
  accountNumber: NZ_BANK_ACCOUNT_MESSAGES.invalid,
  particulars: paymentFieldTooLong('Particulars'),
  code: paymentFieldTooLong('Code'),
  reference: paymentFieldTooLong('Reference'),
  payeeName: 'Enter a payee name of up to 20 characters',
  toAccountNumber: NZ_BANK_ACCOUNT_MESSAGES.invalid,
  fromAccountId: 'Choose an account to pay from',
  amountCents: 'Enter an amount in whole cents, from $0.01 to $1,000,000.00',
  frequency: 'Choose weekly, fortnightly or monthly',
  nextDate: 'Choose a date from tomorrow to a year from now',
};

/**
 * Schema failures of a payee (or automatic payment) body answered like the rules' own problems: 400 4010 with the
 * field, so the form can show the message where the customer typed. Anything else (not JSON,
 * wrong content type) is the platform's data-validation answer.
 */
export function payeeInputErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const first = error.validation?.[0];
  // A body that is not JSON at all is still a 400 of this route's documented shape (with a
  // field), or the response schema would turn the refusal into a 500.
  if (!first && error.statusCode === 400) {
    return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, field: 'body', message: error.message });
  }
  if (!first || error.validationContext !== 'body') return dataValidationErrors(error, request, reply);
  const missing = (first.params as { missingProperty?: string; additionalProperty?: string } | undefined);
  const field = first.instancePath.split('/')[1] || missing?.missingProperty || missing?.additionalProperty || 'body';
  const message = MESSAGES[field] ?? (missing?.additionalProperty ? `${field} is not a field of a payee.` : `${field} ${first.message ?? 'is invalid'}.`);
  return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, field, message });
}
