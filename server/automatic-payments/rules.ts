import type { AutomaticPaymentRequestDto } from '../../contract/automatic-payments';
import { formatNzBankAccountNumber, isValidNzBankAccountNumber } from '../../contract/rules/NzBankAccountNumber';
import { codeProblem, particularsProblem, payeeNameProblem, referenceProblem } from '../../contract/rules/PaymentFields';
import { addDays, isIsoDate } from '../../contract/rules/AucklandDate';
import type { FieldProblem } from '../payees';
import { ACCOUNT_NUMBER_MESSAGE } from '../payees';

/** Accounts money may leave by automatic payment (not term deposits, loans, cards or KiwiSaver). */
export const PAYING_PRODUCTS = ['everyday', 'bills', 'savings', 'online-saver'];

/** How far ahead the first (or next) payment may be set. */
export const LATEST_START_DAYS = 366;

export interface AutomaticPaymentFields {
  fromAccountId: string; toAccountNumber: string; payeeName: string; amountCents: number;
  frequency: AutomaticPaymentRequestDto['frequency']; nextDate: string; anchorDay: number;
  particulars: string | null; code: string | null; reference: string | null;
}

const blankAsNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Checks an automatic payment with the rules the form applies. `fromAccountNumber` is the
 * paying account's number (null when it is not the customer's or cannot pay); `today` is
 * Auckland's date. The next date must be after today and within a year.
 */
export function checkAutomaticPayment(
  request: AutomaticPaymentRequestDto, fromAccountNumber: string | null, today: string,
): { payment: AutomaticPaymentFields } | { problem: FieldProblem } {
  if (!fromAccountNumber) return { problem: { field: 'fromAccountId', message: 'Choose an account to pay from' } };
  const toAccountNumber = formatNzBankAccountNumber(request.toAccountNumber);
  if (!toAccountNumber || !isValidNzBankAccountNumber(request.toAccountNumber)) {
    return { problem: { field: 'toAccountNumber', message: ACCOUNT_NUMBER_MESSAGE } };
  }
  if (toAccountNumber === fromAccountNumber) {
    return { problem: { field: 'toAccountNumber', message: 'Choose an account other than the one you are paying from' } };
  }
  const payeeName = request.payeeName.trim();
  const nameProblem = payeeNameProblem(payeeName);
  if (nameProblem) return { problem: { field: 'payeeName', message: nameProblem } };
  if (!isIsoDate(request.nextDate) || request.nextDate <= today || request.nextDate > addDays(today, LATEST_START_DAYS)) {
    return { problem: { field: 'nextDate', message: 'Choose a date from tomorrow to a year from now' } };
  }
  const fields = { particulars: blankAsNull(request.particulars), code: blankAsNull(request.code), reference: blankAsNull(request.reference) };
  const checks = { particulars: particularsProblem, code: codeProblem, reference: referenceProblem };
  for (const field of ['particulars', 'code', 'reference'] as const) {
    const problem = checks[field](fields[field] ?? '');
    if (problem) return { problem: { field, message: problem } };
  }
  return {
    payment: {
      fromAccountId: request.fromAccountId, toAccountNumber, payeeName, amountCents: request.amountCents,
      frequency: request.frequency, nextDate: request.nextDate, anchorDay: Number(request.nextDate.slice(8, 10)), ...fields,
    },
  };
}
