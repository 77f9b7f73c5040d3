import { DATA_VALIDATION } from '../platform/http/dataValidation';
import type { MovementRefusal } from './ledger';
import type { Outcome } from './idempotency';

/** How a refused movement is answered (and replayed for a repeat of the same request). */
export function refusalOutcome(refusal: MovementRefusal): Outcome {
  switch (refusal) {
    case 'not-found': return { status: 404, body: { message: 'Account not found.' } };
    case 'not-eligible': return { status: 400, body: { message: "Money can't be moved between these accounts.", NativeErrorCode: DATA_VALIDATION } };
    case 'insufficient-funds': return { status: 400, body: { message: 'The amount is more than the available funds.', NativeErrorCode: DATA_VALIDATION } };
  }
}
