import type { TokenGrant } from '../domain/TokenGrant';
import type { Clock } from '../../../../kernel/ports/Clock';
import type { TokenService } from '../ports/TokenService';
import type { SessionRecord } from './SessionRecord';

/**
 * Refreshes the access token with the rotating refresh token. `freshSession` (activity,
 * 'Stay logged in') restarts the full-privilege window; without it the bank answers the
 * seconds left. Rejects when the session is over (the caller expires it).
 */
export class RefreshSession {
  constructor(private readonly tokens: TokenService, private readonly record: SessionRecord, private readonly clock: Clock) {}

  async execute(input: { freshSession: boolean; refreshToken?: string }): Promise<TokenGrant> {
    const grant = await this.tokens.refresh({ forceLowPriv: false, freshSession: input.freshSession, refreshToken: input.refreshToken });
    this.record.save(grant.customerNumber, this.clock.now());
    return grant;
  }
}
