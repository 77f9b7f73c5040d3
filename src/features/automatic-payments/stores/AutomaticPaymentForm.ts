import { IsIn, IsNotEmpty } from 'class-validator';
import { nzBankAccountNumberProblem } from '../../../../contract/rules/NzBankAccountNumber';
import { codeProblem, particularsProblem, payeeNameProblem, referenceProblem } from '../../../../contract/rules/PaymentFields';
import { isIsoDate } from '../../../../contract/rules/AucklandDate';
import { FREQUENCIES } from '../../../../contract/rules/PaymentSchedule';
import { amountProblem } from '../core/domain/Amount';
import { FollowsRule } from '../../../platform/forms/FollowsRule';
import { fieldProblems } from '../../../platform/forms/fieldProblems';

export type FormField = 'fromAccountId' | 'toAccountNumber' | 'payeeName' | 'amount' | 'frequency' | 'nextDate' | 'particulars' | 'code' | 'reference';

const accountNumberProblem = (value: string) => {
  if (value.trim() === '') return 'Enter the account number to pay';
  return nzBankAccountNumberProblem(value);
};
const trimmed = (rule: (value: string) => string | null) => (value: string) => rule(value.trim());

/** The automatic payment form as typed (amount in dollars), checked with contract/rules. */
export class AutomaticPaymentForm {
  @IsNotEmpty({ message: 'Choose an account to pay from' })
  fromAccountId = '';

  @FollowsRule(accountNumberProblem)
  toAccountNumber = '';

  @FollowsRule(trimmed(payeeNameProblem))
  payeeName = '';

  @FollowsRule(amountProblem)
  amount = '';

  @IsIn(FREQUENCIES, { message: 'Choose how often to pay' })
  frequency = 'weekly';

  @FollowsRule((value) => (isIsoDate(value) ? null : 'Choose the date of the next payment'))
  nextDate = '';

  @FollowsRule(trimmed(particularsProblem))
  particulars = '';

  @FollowsRule(trimmed(codeProblem))
  code = '';

  @FollowsRule(trimmed(referenceProblem))
  reference = '';

  /** The message per field that has a problem. */
  problems(): Partial<Record<FormField, string>> {
    return fieldProblems<FormField>(this);
  }
}
