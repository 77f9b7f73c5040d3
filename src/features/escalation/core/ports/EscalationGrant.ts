/**
 * Exchanges an SMS code for a token that opens one safeguarded operation once (the
 * escalation grant of POST /token). The session's TokenService implements it.
 */
export interface EscalationGrant {
  /** Resolves when the code was accepted; rejects with an EscalationFailure otherwise. */
  escalate(request: { challengeResponse: string; operationId: string }): Promise<void>;
}
