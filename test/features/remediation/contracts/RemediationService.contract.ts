import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { RemediationService } from '../../../../src/features/remediation/core/ports/RemediationService';
import { RefundFailure } from '../../../../src/features/remediation/core/domain/RefundFailure';

export interface RemediationSubject {
  /** Logged in as Grace Patel (1000007, born 1981-04-05), or a customer owed a refund as she is, who has not asked for it yet. */
  recipient: RemediationService;
  /** The reference on the letter the recipient was sent (Grace's: CCCFA-2026-0007). */
  caseReference: string;
  /** Gives the right SMS code for an operation of the recipient's session (the escalation grant). */
  escalate(operationId: string): Promise<void>;
  /** Logged in as a customer who is not owed a refund. */
  notRecipient: RemediationService;
  anonymous: RemediationService;
}

/** The reference on another recipient's letter. */
const ANOTHER_REF = 'CCCFA-2026-0001';
const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => (error instanceof RefundFailure ? error.reason : error));

export function describeRemediationServiceContract(name: string, make: () => Promise<RemediationSubject>) {
  describe(`${name} honours the RemediationService contract`, () => {
    let subject: RemediationSubject;
    beforeEach(async () => { subject = await make(); });

    it('gives the page content to anyone', async () => {
      await expect(subject.anonymous.getContent()).resolves.toMatchObject({ title: 'Your consumer credit refund', introHtml: expect.stringContaining('<p>') });
    });

    it("verifies the recipient by the letter's reference and date of birth, then takes one request", async () => {
      await expect(reasonOf(subject.recipient.verify({ caseReference: subject.caseReference, dateOfBirth: '1981-04-06' }))).resolves.toBe('details-mismatch');
      // The date of birth alone is not enough: it can be read elsewhere in the session.
      await expect(reasonOf(subject.recipient.verify({ caseReference: ANOTHER_REF, dateOfBirth: '1981-04-05' }))).resolves.toBe('details-mismatch');
      const refundCase = await subject.recipient.verify({ caseReference: subject.caseReference, dateOfBirth: '1981-04-05' });
      expect(refundCase).toMatchObject({ caseReference: subject.caseReference, refundCents: 48_215 });
      const [account] = refundCase.accounts;
      expect(account?.accountNumber).toMatch(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/);
      await expect(subject.recipient.submit({ kind: 'own', accountId: account?.id ?? '' })).resolves.toBeUndefined();
      await expect(reasonOf(subject.recipient.submit({ kind: 'own', accountId: account?.id ?? '' }))).resolves.toBe('already-submitted');
      await expect(reasonOf(subject.recipient.verify({ caseReference: subject.caseReference, dateOfBirth: '1981-04-05' }))).resolves.toBe('already-submitted');
    });

    it('refuses another bank account whose check digits are wrong, and pays a right one only with the step-up', async () => {
      await subject.recipient.verify({ caseReference: subject.caseReference, dateOfBirth: '1981-04-05' });
      await expect(reasonOf(subject.recipient.submit({ kind: 'other', accountNumber: '01-0902-0068388-00', accountName: 'G Patel' })))
        .resolves.toBe('invalid-account');
      const other = { kind: 'other' as const, accountNumber: '01-0902-0068389-00', accountName: 'G Patel' };
      const challenge = await subject.recipient.submit(other).catch((error: unknown) => error);
      expect(challenge).toBeInstanceOf(ApiError);
      expect(challenge).toMatchObject({ status: 403, nativeErrorCode: 6002 });
      const { operationId } = (challenge as ApiError).response as { operationId: string };
      await subject.escalate(operationId);
      await expect(subject.recipient.submit(other, operationId)).resolves.toBeUndefined();
      // The approved operation is spent: sent again, it is refused (whatever the words), and nothing is paid twice.
      await expect(subject.recipient.submit(other, operationId)).rejects.toBeInstanceOf(Error);
    });

    it('refuses an account reported as used by scammers', async () => {
      await subject.recipient.verify({ caseReference: subject.caseReference, dateOfBirth: '1981-04-05' });
      await expect(reasonOf(subject.recipient.submit({ kind: 'other', accountNumber: '12-3456-9999862-00', accountName: 'G Patel' })))
        .resolves.toBe('declined-account');
    });

    it('answers not-a-recipient to a customer without a refund', async () => {
      await expect(reasonOf(subject.notRecipient.verify({ caseReference: subject.caseReference, dateOfBirth: '1992-03-14' }))).resolves.toBe('not-a-recipient');
    });

    it('refuses a caller without a token with 7009', async () => {
      const failure = await subject.anonymous.verify({ caseReference: subject.caseReference, dateOfBirth: '1981-04-05' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
