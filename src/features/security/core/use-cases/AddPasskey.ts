import type { PasskeyAuthenticator } from '../../../../kernel/ports/PasskeyAuthenticator';
import type { Passkey } from '../domain/Passkey';
import type { PasskeyService } from '../ports/PasskeyService';

/**
 * Runs a safeguarded call through the step-up (the escalation area's RunSafeguarded with the
 * challenge dialog, which the store passes in: the core knows no other area).
 */
export type Safeguarded = <T>(operation: (operationId?: string) => Promise<T>) => Promise<T>;

/**
 * Adds a passkey (a change of factor): the current password and a step-up to a factor the
 * customer already has buy one registration challenge; the device makes the passkey for it;
 * the bank checks and keeps its public key.
 * @throws SafeguardBlocked, EscalationFailure, PasskeyCancelled, ApiError (as the steps do).
 */
export class AddPasskey {
  constructor(private readonly passkeys: PasskeyService, private readonly authenticator: PasskeyAuthenticator) {}

  supported(): boolean {
    return this.authenticator.supported();
  }

  async execute(input: { currentPassword: string; name: string }, safeguarded: Safeguarded): Promise<Passkey> {
    const { challengeId, options } = await safeguarded(
      (operationId) => this.passkeys.registrationOptions({ currentPassword: input.currentPassword }, operationId));
    const credential = await this.authenticator.create(options);
    return this.passkeys.register({ challengeId, name: input.name.trim(), credential });
  }
}
