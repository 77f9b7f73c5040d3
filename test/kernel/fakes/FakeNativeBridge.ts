import type { NativeCommand, NativeToken } from '../../../src/kernel/domain/NativeCommand';
import { SESSION_POLICY } from '../../../src/features/session/core/domain/SessionPolicy';
import type { Clock } from '../../../src/kernel/ports/Clock';
import type { NativeBridge } from '../../../src/kernel/ports/NativeBridge';

/** A native app in memory: records commands as scheme URLs; `answer()` is the app replying to a token request. */
export class FakeNativeBridge implements NativeBridge {
  readonly sent: string[] = [];
  private pending: Array<{ resolve(token: NativeToken): void }> = [];

  constructor(private readonly clock: Clock, readonly isWebview = true) {}

  send(command: NativeCommand, payload?: Record<string, string>): void {
    const query = payload ? `?${new URLSearchParams(payload).toString()}` : '';
    this.sent.push(`kowhaibank://${command}${query}`);
  }

  requestToken(): Promise<NativeToken> {
    if (!this.isWebview) return Promise.reject(new Error('There is no native app outside the webview.'));
    this.send('ready', { request: 'token' });
    return new Promise((resolve, reject) => {
      const waiter = { resolve: (token: NativeToken) => { cancel(); resolve(token); } };
      const cancel = this.clock.after(SESSION_POLICY.nativeTokenTimeoutMs, () => {
        this.pending = this.pending.filter((w) => w !== waiter);
        reject(new Error('The native app did not answer the token request in time.'));
      });
      this.pending.push(waiter);
    });
  }

  /** The app answers every waiting token request. */
  answer(token: NativeToken): void {
    const waiting = this.pending;
    this.pending = [];
    for (const waiter of waiting) waiter.resolve(token);
  }

  /** The commands sent, without scheme and payload, e.g. ['ready', 'timeout']. */
  get commands(): string[] {
    return this.sent.map((url) => url.replace('kowhaibank://', '').split('?')[0] ?? '');
  }
}
