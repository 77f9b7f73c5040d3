import type { ChallengePrompt, RunSafeguarded } from '../../../escalation';
import type { PasskeyService } from '../ports/PasskeyService';

/** Removes one of the customer's passkeys: a safeguarded operation (a step-up first). */
export class RemovePasskey {
  constructor(private readonly passkeys: PasskeyService, private readonly safeguarded: RunSafeguarded) {}

  execute(id: string, prompt: ChallengePrompt): Promise<void> {
    return this.safeguarded.execute((operationId) => this.passkeys.remove(id, operationId), prompt);
  }
}
