import type { PasskeyAssertion, PasskeyOptionsReply } from '../../../contract/passkeys';

/**
 * Approving one safeguarded operation with a passkey instead of the SMS code: the bank's
 * challenge for that operation (it carries the operation's request hash), then the escalation
 * grant with the signed answer. The session's TokenService implements it.
 */
export interface PasskeyApproval {
  approvalOptions(operationId: string): Promise<PasskeyOptionsReply>;
  /** Resolves when approved (the escalated token is held for the retry). @throws EscalationFailure('passkey-refused' | 'expired'). */
  approve(input: { operationId: string; challengeId: string; assertion: PasskeyAssertion }): Promise<void>;
}
