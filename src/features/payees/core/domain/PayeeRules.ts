import { nzBankAccountNumberProblem } from '../../../../../contract/rules/NzBankAccountNumber';
import { codeProblem, particularsProblem, payeeNameProblem, referenceProblem } from '../../../../../contract/rules/PaymentFields';
import type { PayeeField, PayeeInput } from './Payee';

/**
 * The problems with a payee as typed, by field: the same rules the bank applies (account
 * number check digits, 20-character name, Particulars/Code/Reference characters).
 */
export function payeeProblems(input: PayeeInput): Partial<Record<PayeeField, string>> {
  const problems: Partial<Record<PayeeField, string>> = {};
  const name = payeeNameProblem(input.name.trim());
  if (name) problems.name = name;
  const accountNumber = nzBankAccountNumberProblem(input.accountNumber);
  if (accountNumber) problems.accountNumber = accountNumber;
  const particulars = particularsProblem(input.particulars.trim());
  if (particulars) problems.particulars = particulars;
  const code = codeProblem(input.code.trim());
  if (code) problems.code = code;
  const reference = referenceProblem(input.reference.trim());
  if (reference) problems.reference = reference;
  return problems;
}
