import { BOT_CHECK_MESSAGES } from '../../../../contract/bot-check';
import { answerProblems, APPLICANT_RULES } from '../../../../contract/rules/LendingApplication';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { Answers, Decision } from '../../../../src/features/apply/core/domain/Application';
import type { BotProof } from '../../../../contract/bot-check';
import type { NewCustomerApplications, NewCustomerProduct } from '../../../../src/features/apply/core/ports/NewCustomerApplications';

/**
 * New customers' applications in memory: the applicant's details checked by the form's rules,
 * every valid one referred (the sandbox refers an approval for identity checks), a proof from
 * FakeBotCheck good once, a bypass only when `bypassAllowed`.
 */
export class FakeNewCustomerApplications implements NewCustomerApplications {
  readonly submitted: { product: NewCustomerProduct; answers: Answers; reference: string }[] = [];
  private readonly spent = new Set<string>();
  bypassAllowed = true;
  /** The next submit fails with this. */
  failNext: ApiError | null = null;

  async submit(product: NewCustomerProduct, answers: Answers, proof: BotProof): Promise<Decision & { reference: string }> {
    if (this.failNext) { const error = this.failNext; this.failNext = null; throw error; }
    if ('bypass' in proof) {
      if (!this.bypassAllowed) throw new ApiError(403, null, { message: BOT_CHECK_MESSAGES.bypassRefused });
    } else if (this.spent.has(proof.challengeId)) {
      throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: BOT_CHECK_MESSAGES.failed });
    } else {
      this.spent.add(proof.challengeId);
    }
    const problem = Object.values(answerProblems(APPLICANT_RULES, answers))[0];
    if (problem) throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: problem });
    const reference = `new-customer-${this.submitted.length + 1}`;
    this.submitted.push({ product, answers, reference });
    return { outcome: 'referred', reasonCode: null, accountNumber: null, reference };
  }
}
