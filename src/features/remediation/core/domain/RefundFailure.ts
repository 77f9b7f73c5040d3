import { BRAND } from '../../../../../contract/rules/brand';

/**
 * Why the refund could not go ahead, in words a customer understands. 'already-submitted' is
 * NativeErrorCode 10800 and 'not-a-recipient' 10801; the server refuses a second request, the
 * page only explains it.
 */
export type RefundFailureReason = 'already-submitted' | 'not-a-recipient' | 'details-mismatch' | 'invalid-account' | 'declined-account' | 'unavailable';

export const REFUND_FAILURE_MESSAGES: Record<RefundFailureReason, { title: string; message: string }> = {
  'already-submitted': {
    title: 'Your refund request has already been submitted',
    message: "We've already got your request, so there's nothing more you need to do. If the refund hasn't arrived within 5 business days, please contact us.",
  },
  'not-a-recipient': {
    title: "We couldn't find a refund for you",
    message: "This refund is only for customers we've written to about it. If you think you should have one, please contact us.",
  },
  'details-mismatch': {
    title: "Those details don't match our records",
    message: 'Check the reference on our letter and your date of birth, and try again.',
  },
  'invalid-account': {
    title: "We can't pay into that account",
    message: 'Check the account number and try again, or choose one of your accounts.',
  },
  'declined-account': {
    title: "We can't pay your refund into that account",
    message: `It has been reported to us as used by scammers. Choose one of your accounts, or call us on ${BRAND.phone}.`,
  },
  unavailable: {
    title: 'Sorry, an error has occurred.',
    message: "We couldn't complete this just now. Please try again in a few minutes.",
  },
};

export class RefundFailure extends Error {
  constructor(readonly reason: RefundFailureReason) {
    super(REFUND_FAILURE_MESSAGES[reason].title);
    this.name = 'RefundFailure';
  }
}
