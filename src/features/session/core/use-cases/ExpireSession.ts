import type { NativeBridge } from '../../../../kernel/ports/NativeBridge';
import type { TokenService } from '../ports/TokenService';
import type { SessionRecord } from './SessionRecord';

/** Anything holding the logged-in customer's data (the query cache). */
export interface ClearableCache { clear(): void }

/**
 * Forgets the session on this device: tokens in memory, session storage and cookies, and
 * cached data. Used on its own when the bank says the session is already over (7009, 98,
 * 7008): revoking from here could end another tab's newer session sharing the cookie.
 * In the webview the native app is told 'timeout' and shows its own screen.
 */
export class ExpireSession {
  constructor(
    private readonly tokens: TokenService,
    private readonly record: SessionRecord,
    private readonly cache: ClearableCache,
    private readonly bridge: NativeBridge,
  ) {}

  execute(): void {
    this.tokens.forget();
    this.record.clear();
    this.cache.clear();
    if (this.bridge.isWebview) this.bridge.send('timeout');
  }
}
