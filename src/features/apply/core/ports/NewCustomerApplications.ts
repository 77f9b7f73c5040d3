import type { Answers, Decision } from '../domain/Application';
import type { BotProof } from '../../../../../contract/bot-check';

/** The products a visitor may apply for as a new customer, without logging in. */
export type NewCustomerProduct = 'personal-loan' | 'credit-card';

/** Applications from visitors who continue as a new customer (no login, no saved draft at the bank). */
export interface NewCustomerApplications {
  /**
   * Submits the whole application under a new-customer applicant record and answers the
   * decision with its reference. Rejects with an ApiError: 4010 for answers that break the
   * product's rules or a failed bot check, 403 for a refused bypass, 429 when too many.
   */
  submit(product: NewCustomerProduct, answers: Answers, proof: BotProof): Promise<Decision & { reference: string }>;
}
