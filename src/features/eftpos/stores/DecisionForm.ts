import { makeAutoObservable } from 'mobx';
import { DECLINE_REASONS, type PaymentRequest } from '../core/domain/PaymentRequest';
import { declineReasonProblem } from '../core/use-cases/DecidePaymentRequest';

/** "Another reason": the customer writes their own. */
export const OTHER_REASON = 'other';

/** The approve or decline form of one payment request. */
export class DecisionForm {
  /** A reason of DECLINE_REASONS, or OTHER_REASON. */
  choice: string = DECLINE_REASONS[0];
  otherReason = '';
  submitted = false;

  constructor(readonly request: PaymentRequest, readonly action: 'approve' | 'decline', public accountId: string) {
    makeAutoObservable(this, { request: false, action: false }, { autoBind: true });
  }

  get reason(): string {
    return this.choice === OTHER_REASON ? this.otherReason : this.choice;
  }

  /** What stops the form, in the words shown on the field; null when it can go. */
  get problem(): string | null {
    if (this.action === 'approve') return this.accountId ? null : 'Choose an account to pay from';
    return declineReasonProblem(this.reason);
  }

  get visibleProblem(): string | null {
    return this.submitted ? this.problem : null;
  }

  setAccount(id: string): void {
    this.accountId = id;
  }

  choose(choice: string): void {
    this.choice = choice;
  }

  setOtherReason(text: string): void {
    this.otherReason = text;
  }
}
