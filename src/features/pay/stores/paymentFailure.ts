import { ApiError } from '../../../kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked } from '../../../kernel/domain/Escalation';

/** What to tell the customer when a payment (or a cancellation) did not go through. */
export function paymentFailureMessage(error: unknown): string {
  if (error instanceof SafeguardBlocked) return 'Your payment hasn’t been made.';
  if (error instanceof EscalationFailure) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 409) return 'We are still processing this payment. Please wait a moment and try again.';
    const message = (error.response as { message?: unknown } | null)?.message;
    if (error.status >= 400 && error.status < 500 && typeof message === 'string') return message;
  }
  return 'Sorry, something went wrong and your payment may not have been made. Check your account before trying again.';
}
