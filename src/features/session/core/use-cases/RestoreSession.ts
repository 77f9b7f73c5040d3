import { SESSION_POLICY, type SessionPolicy } from '../domain/SessionPolicy';
import type { TokenGrant } from '../domain/TokenGrant';
import type { Clock } from '../../../../kernel/ports/Clock';
import type { NativeBridge } from '../../../../kernel/ports/NativeBridge';
import type { TokenService } from '../ports/TokenService';
import type { RefreshSession } from './RefreshSession';
import type { SessionRecord } from './SessionRecord';

/**
 * Start-up. In a browser: when session storage holds a customer number and
 * its token issue time matches the cookie's, the session is restored silently by a refresh
 * with the SessionStore cookie. In the webview the native app supplies the refresh token;
 * if that fails the app is told 'timeout' after 1 s and 'close' 10 s later.
 * Resolves the grant, or null when there is nothing to restore.
 */
export class RestoreSession {
  constructor(
    private readonly refresh: RefreshSession,
    private readonly tokens: TokenService,
    private readonly record: SessionRecord,
    private readonly bridge: NativeBridge,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy = SESSION_POLICY,
  ) {}

  async execute(): Promise<TokenGrant | null> {
    return this.bridge.isWebview ? this.fromNativeApp() : this.fromCookie();
  }

  private async fromCookie(): Promise<TokenGrant | null> {
    const customer = this.record.restorableCustomer();
    if (!customer) return null;
    try {
      const grant = await this.refresh.execute({ freshSession: false });
      if (grant.customerNumber === customer) return grant;
    } catch { /* the cookie is gone, used or revoked: start logged out */ }
    this.tokens.forget();
    this.record.clear();
    return null;
  }

  private async fromNativeApp(): Promise<TokenGrant | null> {
    try {
      const native = await this.bridge.requestToken();
      const grant = await this.refresh.execute({ freshSession: false, refreshToken: native.refreshToken });
      // The app's customer and the bank's must agree: a token of someone else opens nothing.
      if (grant.customerNumber === native.customerNumber) return grant;
      throw new Error('The native token belongs to another customer.');
    } catch {
      this.tokens.forget();
      this.record.clear();
      const { webviewTimeoutCommandAfterMs: first, webviewCloseCommandAfterMs: then } = this.policy;
      this.clock.after(first, () => this.bridge.send('timeout'));
      this.clock.after(first + then, () => this.bridge.send('close'));
      return null;
    }
  }
}
