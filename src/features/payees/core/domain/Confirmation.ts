/**
 * Confirmation of Payee: what the payee's bank says about the name the customer typed.
 * It informs and never blocks; "can't check" is also the answer when the check itself fails.
 */
export type Confirmation =
  | { outcome: 'match' }
  /** A close name: the NZ service never says whose the account is (nz-banking-rules.md). */
  | { outcome: 'partial-match' }
  | { outcome: 'no-match' }
  | { outcome: 'account-not-found' }
  | { outcome: 'unavailable' };

/** Whether the customer must acknowledge the outcome before saving (tick box or choice). */
export function needsAcknowledgement(confirmation: Confirmation): boolean {
  return confirmation.outcome === 'partial-match' || confirmation.outcome === 'no-match';
}
