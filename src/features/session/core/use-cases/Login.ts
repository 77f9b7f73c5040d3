import { LoginFailure } from '../domain/LoginFailure';
import { SESSION_POLICY, type SessionPolicy } from '../domain/SessionPolicy';
import type { TokenGrant } from '../domain/TokenGrant';
import type { Clock } from '../../../../kernel/ports/Clock';
import type { TokenService } from '../ports/TokenService';
import type { SessionRecord } from './SessionRecord';

/**
 * Logs a customer in. A 4-character password is a one-time password and is refused
 * without calling the server; after `lockoutThreshold` failures in a row the customer is
 * treated as locked out (the server locks them too). A success is recorded for restore.
 */
export class Login {
  private failures = 0;

  constructor(
    private readonly tokens: TokenService,
    private readonly record: SessionRecord,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy = SESSION_POLICY,
  ) {}

  async execute(input: { customerNumber: string; password: string }): Promise<TokenGrant> {
    if (input.password.length === this.policy.oneTimePasswordLength) throw new LoginFailure('one-time-password');
    if (this.failures >= this.policy.lockoutThreshold) throw new LoginFailure('locked');
    try {
      const grant = await this.tokens.passwordGrant({ customerNumber: input.customerNumber.trim(), password: input.password });
      this.failures = 0;
      this.record.save(grant.customerNumber, this.clock.now());
      return grant;
    } catch (error) {
      if (!(error instanceof LoginFailure)) throw new LoginFailure('unavailable');
      if (error.reason === 'mismatch') this.failures += 1;
      if (error.reason === 'locked') this.failures = this.policy.lockoutThreshold;
      throw this.failures >= this.policy.lockoutThreshold ? new LoginFailure('locked') : error;
    }
  }
}
