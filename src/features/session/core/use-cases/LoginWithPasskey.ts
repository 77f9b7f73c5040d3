import { LoginFailure } from '../domain/LoginFailure';
import type { TokenGrant } from '../domain/TokenGrant';
import type { Clock } from '../../../../kernel/ports/Clock';
import { PasskeyCancelled, type PasskeyAuthenticator } from '../../../../kernel/ports/PasskeyAuthenticator';
import type { PasskeyLogin } from '../ports/PasskeyLogin';
import type { SessionRecord } from './SessionRecord';

/**
 * Logs in with a passkey: the bank's challenge, signed by the device's passkey (which names the
 * customer), exchanged for tokens. A customer number typed first is sent along, so a passkey of
 * someone else on a shared device is refused. Cancelling at the device is no failure to show.
 */
export class LoginWithPasskey {
  constructor(
    private readonly tokens: PasskeyLogin,
    private readonly authenticator: PasskeyAuthenticator,
    private readonly record: SessionRecord,
    private readonly clock: Clock,
  ) {}

  supported(): boolean {
    return this.authenticator.supported();
  }

  /** Resolves the grant, or null when the customer cancelled at the device. */
  async execute(input: { customerNumber?: string } = {}): Promise<TokenGrant | null> {
    let grant: TokenGrant;
    try {
      const { challengeId, options } = await this.tokens.passkeyLoginOptions();
      const assertion = await this.authenticator.get(options);
      const customerNumber = input.customerNumber?.trim();
      grant = await this.tokens.passkeyGrant({ challengeId, assertion, ...(customerNumber ? { customerNumber } : {}) });
    } catch (error) {
      if (error instanceof PasskeyCancelled) return null;
      throw error instanceof LoginFailure ? error : new LoginFailure('unavailable');
    }
    this.record.save(grant.customerNumber, this.clock.now());
    return grant;
  }
}
