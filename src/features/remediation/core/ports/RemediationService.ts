import type { RefundCase, RefundDestination, RefundIdentity, RemediationContent } from '../domain/Refund';

/** The refund remediation API. Failures the customer can act on are RefundFailure. */
export interface RemediationService {
  /** The page's words (no login needed). */
  getContent(): Promise<RemediationContent>;
  /**
   * Checks the letter's reference and the logged-in customer's date of birth, and returns their
   * refund and the accounts it can be paid into. Throws RefundFailure 'details-mismatch' (either
   * one wrong, not saying which), 'already-submitted' or 'not-a-recipient'.
   */
  verify(identity: RefundIdentity): Promise<RefundCase>;
  /**
   * Asks for the refund to be paid; throws RefundFailure 'already-submitted' on a second request.
   * Into another bank's account it is safeguarded: 403 6002 with an operationId until repeated
   * with that operation once escalated (the code names the account and amount; 4004 for other
   * details); RefundFailure 'declined-account' for an account reported as used by scammers.
   */
  submit(destination: RefundDestination, operationId?: string): Promise<void>;
}
