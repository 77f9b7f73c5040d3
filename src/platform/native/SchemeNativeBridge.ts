import type { NativeCommand, NativeToken } from '../../kernel/domain/NativeCommand';
import { PLATFORM_POLICY } from '../../kernel/domain/PlatformPolicy';
import type { Clock } from '../../kernel/ports/Clock';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';

/** The app-specific custom scheme of spec section 9. */
export const NATIVE_SCHEME = 'kowhaibank';
/** The message type the native app posts back with its token (see architecture.md). */
export const NATIVE_TOKEN_MESSAGE = 'kowhaibank:token';

/** Loads a scheme URL in a hidden iframe: the webview intercepts it, the page does not navigate. */
export function iframeTransport(url: string): void {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = url;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), 0);
}

/**
 * The webview's bridge. Commands go out as `kowhaibank://<command>?<payload>`; the token
 * request is the `ready` command with `request=token`, and the app answers by posting
 * `{ type: 'kowhaibank:token', customerNumber, refreshToken }` to the page's own origin.
 */
export class SchemeNativeBridge implements NativeBridge {
  readonly isWebview = true;

  constructor(
    private readonly clock: Clock,
    private readonly transport: (url: string) => void = iframeTransport,
    private readonly target: Window = window,
  ) {}

  send(command: NativeCommand, payload?: Record<string, string>): void {
    const query = payload ? `?${new URLSearchParams(payload).toString()}` : '';
    this.transport(`${NATIVE_SCHEME}://${command}${query}`);
  }

  requestToken(): Promise<NativeToken> {
    return new Promise((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        // Only the page's own origin: a framed or opening site must not plant a session.
        if (event.origin !== this.target.location.origin) return;
        const data = event.data as Partial<NativeToken> & { type?: string } | null;
        if (data?.type !== NATIVE_TOKEN_MESSAGE || typeof data.refreshToken !== 'string' || typeof data.customerNumber !== 'string') return;
        done();
        resolve({ customerNumber: data.customerNumber, refreshToken: data.refreshToken });
      };
      const cancel = this.clock.after(PLATFORM_POLICY.nativeTokenTimeoutMs, () => {
        done();
        reject(new Error('The native app did not answer the token request in time.'));
      });
      const done = () => { cancel(); this.target.removeEventListener('message', onMessage); };
      this.target.addEventListener('message', onMessage);
      this.send('ready', { request: 'token' });
    });
  }
}
