/**
 * Why an escalation (the /token escalation grant) failed: a wrong code may be tried again;
 * an expired operation (unknown, timed out, or five wrong codes) has to start over.
 */
export type EscalationFailureReason = 'wrong-code' | 'expired' | 'passkey-refused';

export const ESCALATION_MESSAGES: Record<EscalationFailureReason, string> = {
  'wrong-code': "That code doesn't match the one we sent. Check the text message and try again.",
  expired: 'That code has expired. Please try again and we will send you a new one.',
  'passkey-refused': "That passkey wasn't accepted. Try it again, or enter the code we sent you.",
};

export class EscalationFailure extends Error {
  constructor(readonly reason: EscalationFailureReason) {
    super(ESCALATION_MESSAGES[reason]);
    this.name = 'EscalationFailure';
  }
}

/** The safeguard outcomes that stop an operation without a code the customer can enter. */
export type SafeguardBlock = 'contact-us' | 'specify-device' | 'no-mobile' | 'cancelled';

export class SafeguardBlocked extends Error {
  constructor(readonly block: SafeguardBlock) {
    super(`The operation needs a safeguard step that was not completed: ${block}`);
    this.name = 'SafeguardBlocked';
  }
}

/**
 * Runs an operation under the SMS safeguard: the escalation area's RunSafeguarded with its
 * dialog, given to a use-case at the composition root. The operation is called again with the
 * operation id once the customer's code is accepted.
 */
export type Safeguard = <T>(operation: (operationId?: string) => Promise<T>) => Promise<T>;
