import { nzBankAccountNumberProblem } from '../../../../contract/rules/NzBankAccountNumber';
import { codeProblem, particularsProblem, payeeNameProblem, referenceProblem } from '../../../../contract/rules/PaymentFields';
import type { PayeeField, PayeeInput } from '../core/domain/Payee';
import { FollowsRule } from '../../../platform/forms/FollowsRule';
import { fieldProblems } from '../../../platform/forms/fieldProblems';

const trimmed = (rule: (value: string) => string | null) => (value: string) => rule(value.trim());

/** The add/edit payee form, validated with the same rules as the bank (contract/rules). */
export class PayeeForm implements PayeeInput {
  @FollowsRule(trimmed(payeeNameProblem))
  name = '';

  @FollowsRule(nzBankAccountNumberProblem)
  accountNumber = '';

  @FollowsRule(trimmed(particularsProblem))
  particulars = '';

  @FollowsRule(trimmed(codeProblem))
  code = '';

  @FollowsRule(trimmed(referenceProblem))
  reference = '';

  /** The message per field that has a problem. */
  problems(): Partial<Record<PayeeField, string>> {
    return fieldProblems<PayeeField>(this);
  }
}
