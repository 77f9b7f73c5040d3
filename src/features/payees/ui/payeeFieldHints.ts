import { NZ_BANK_ACCOUNT_EXAMPLE } from '../../../../contract/rules/NzBankAccountNumber';
import { PAYEE_NAME_MAX_LENGTH, PAYMENT_FIELD_MAX_LENGTH } from '../../../../contract/rules/PaymentFields';

/**
 * The hints of the fields that name who is paid, written once: the pay form's one-off payee
 * and the add-payee form ask for the same things, so they say the same words.
 */
export const PAYEE_FIELD_HINTS = {
  name: `The name on their bank account, up to ${PAYEE_NAME_MAX_LENGTH} characters`,
  accountNumber: `Bank, branch, account and suffix, for example ${NZ_BANK_ACCOUNT_EXAMPLE}`,
  statement: `What they see on their bank statement: up to ${PAYMENT_FIELD_MAX_LENGTH} letters, numbers or spaces each`,
} as const;
