import type { PasskeyService } from '../ports/PasskeyService';
import type { Safeguarded } from './AddPasskey';

/**
 * Removes one of the customer's passkeys (a change of factor): the current password, then a
 * step-up to a factor the customer already has. The bank checks the password before it sends
 * any code, and again on the retry with the escalated token.
 * @throws SafeguardBlocked, EscalationFailure, ApiError (400 4010 wrong password, 404, 429).
 */
export class RemovePasskey {
  constructor(private readonly passkeys: PasskeyService) {}

  execute(input: { id: string; currentPassword: string }, safeguarded: Safeguarded): Promise<void> {
    return safeguarded((operationId) => this.passkeys.remove(input.id, input.currentPassword, operationId));
  }
}
