import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { RefundCase, RefundDestination, RefundIdentity, RemediationContent } from '../../../../src/features/remediation/core/domain/Refund';
import { RefundFailure } from '../../../../src/features/remediation/core/domain/RefundFailure';
import type { RemediationService } from '../../../../src/features/remediation/core/ports/RemediationService';
import { isValidNzBankAccountNumber } from '../../../../contract/rules/NzBankAccountNumber';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

export const GRACE_CASE: RefundCase = {
  caseReference: 'CCCFA-2026-0007', refundCents: 48_215,
  accounts: [{ id: '1000007-1', name: 'Everyday', accountNumber: '38-9123-0102305-00' }],
};

/** The account the sandbox lists as used by scammers (server/scam/magicSandbox.ts). */
const SCAM_ACCOUNT = '12-3456-9999862-00';

/**
 * An in-memory recipient: verify with the letter's reference and the right date of birth, then
 * one submit; another bank's account needs the step-up (`safeguard`, shared with the fake token
 * service in the app's container, whose escalation grant checks its codes).
 */
export class FakeRemediationService implements RemediationService {
  constructor(readonly safeguard = new FakeSafeguard()) {}
  private readonly spent = new Set<string>();

  loggedIn = true;
  recipient: { dateOfBirth: string; refundCase: RefundCase } | null = { dateOfBirth: '1981-04-05', refundCase: GRACE_CASE };
  verified = false;
  submissions: RefundDestination[] = [];
  contentFails = false;

  async getContent(): Promise<RemediationContent> {
    if (this.contentFails) throw new ApiError(503);
    return { title: 'Your consumer credit refund', introHtml: '<p>We got it wrong.</p>', verifyHtml: '<p>Check.</p>', accountHtml: '<p>Choose.</p>', doneHtml: '<p>Done.</p>' };
  }

  async verify({ caseReference, dateOfBirth }: RefundIdentity): Promise<RefundCase> {
    this.guard();
    if (this.submissions.length > 0) throw new RefundFailure('already-submitted');
    const sameReference = caseReference.replace(/\s+/g, '').toUpperCase() === this.recipient?.refundCase.caseReference;
    if (dateOfBirth !== this.recipient?.dateOfBirth || !sameReference) throw new RefundFailure('details-mismatch');
    this.verified = true;
    return this.recipient.refundCase;
  }

  async submit(destination: RefundDestination, operationId?: string): Promise<void> {
    this.guard();
    if (this.submissions.length > 0) throw new RefundFailure('already-submitted');
    if (!this.verified) throw new ApiError(403);
    const valid = destination.kind === 'own'
      ? this.recipient?.refundCase.accounts.some((a) => a.id === destination.accountId)
      : isValidNzBankAccountNumber(destination.accountNumber);
    if (!valid) throw new RefundFailure('invalid-account');
    if (destination.kind === 'other') {
      if (destination.accountNumber === SCAM_ACCOUNT) throw new RefundFailure('declined-account');
      if (!operationId || !this.safeguard.isEscalated(operationId) || this.spent.has(operationId)) {
        const { operationId: issued } = this.safeguard.issue();
        throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code to your mobile phone. Enter it to continue.', operationId: issued });
      }
      this.spent.add(operationId);
    }
    this.submissions.push(destination);
  }

  /** The right code for an operation, as the customer's phone would give it. */
  async escalate(operationId: string): Promise<void> {
    this.safeguard.verify(operationId, this.safeguard.codeFor(operationId) ?? '');
  }

  private guard(): asserts this is { recipient: NonNullable<FakeRemediationService['recipient']> } {
    if (!this.loggedIn) throw new ApiError(401, 7009);
    if (!this.recipient) throw new RefundFailure('not-a-recipient');
  }
}
