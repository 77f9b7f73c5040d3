import type { PasskeyService } from '../ports/PasskeyService';
import type { Safeguarded } from './AddPasskey';

/** Removes one of the customer's passkeys: a safeguarded operation (a step-up first). */
export class RemovePasskey {
  constructor(private readonly passkeys: PasskeyService) {}

  execute(id: string, safeguarded: Safeguarded): Promise<void> {
    return safeguarded((operationId) => this.passkeys.remove(id, operationId));
  }
}
