import { INACTIVE_LOGGED_OUT_PATH, LOGGED_OUT_PATH } from '../../../../kernel/domain/routes';
import type { NativeBridge } from '../../../../kernel/ports/NativeBridge';
import type { Navigator } from '../../../../kernel/ports/Navigator';
import type { LogoutReason, TokenService } from '../ports/TokenService';
import type { ExpireSession } from './ExpireSession';

/**
 * Logout: asks for a low-privilege token (the bank revokes the session, so
 * the old refresh cookie stops working), forgets everything stored, clears the cache and
 * goes to /login?loggedOut=true, or /login?loggedOut=true&reason=inactivity when the inactivity timer
 * ended it (the page then says why). In the webview the native app gets 'timeout' instead.
 * `navigate: false` stays put (the session-time-out dialog is about to open).
 */
export class Logout {
  constructor(
    private readonly tokens: TokenService,
    private readonly expire: ExpireSession,
    private readonly navigator: Navigator,
    private readonly bridge: NativeBridge,
  ) {}

  async execute(input: { navigate: boolean; reason?: LogoutReason } = { navigate: true }): Promise<void> {
    const reason = input.reason ?? 'chosen';
    try {
      await this.tokens.refresh({ forceLowPriv: true, freshSession: false, logoutReason: reason });
    } catch { /* already revoked or unreachable: logging out locally still has to happen */ }
    this.expire.execute();
    if (input.navigate && !this.bridge.isWebview) this.navigator.navigate(reason === 'inactivity' ? INACTIVE_LOGGED_OUT_PATH : LOGGED_OUT_PATH);
  }
}
