import { EscalationFailure, SafeguardBlocked } from '../../../kernel/domain/Escalation';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';

/**
 * What to tell the customer when a safeguarded payee change did not go through: nothing for
 * a cancelled code or an expired session (its dialog says it), the code's problem, or sorry.
 */
export function saveFailureMessage(error: unknown, apiErrors: HandleApiError, queryKey: string): string | null {
  if (error instanceof SafeguardBlocked) return error.block === 'cancelled' ? null : 'Your payee has not been saved.';
  if (error instanceof EscalationFailure) return error.message;
  if (apiErrors.execute(error, { queryKey }) === 'session-expired') return null;
  return 'Sorry, an error has occurred and your payee has not been saved. Please try again later.';
}
