import { LoginFailure } from '../domain/LoginFailure';
import { SESSION_POLICY, type SessionPolicy } from '../domain/SessionPolicy';
import type { TokenGrant } from '../domain/TokenGrant';
import type { Clock } from '../../../../kernel/ports/Clock';
import type { TokenService } from '../ports/TokenService';
import type { SessionRecord } from './SessionRecord';

/**
 * Logs a customer in. A 4-character password is a one-time password and is refused
 * without calling the server. The lockout (3 failures) is the server's fact about one
 * customer: the client shows it when the server says so, and counts nothing itself, so a
 * mistyped customer number never locks out the next one tried in this tab. A success is
 * recorded for restore.
 */
export class Login {
  constructor(
    private readonly tokens: TokenService,
    private readonly record: SessionRecord,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy = SESSION_POLICY,
  ) {}

  async execute(input: { customerNumber: string; password: string }): Promise<TokenGrant> {
    if (input.password.length === this.policy.oneTimePasswordLength) throw new LoginFailure('one-time-password');
    let grant: TokenGrant;
    try {
      grant = await this.tokens.passwordGrant({ customerNumber: input.customerNumber.trim(), password: input.password });
    } catch (error) {
      throw error instanceof LoginFailure ? error : new LoginFailure('unavailable');
    }
    this.record.save(grant.customerNumber, this.clock.now());
    return grant;
  }
}
