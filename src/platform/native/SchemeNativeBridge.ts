import { commandUrl, parseNativeToWeb, validateWebToNative, type NativeToWebMessage } from '../../../contract/native';
import {
  DOWNLOAD_FAILED_MESSAGE, DOWNLOAD_TIMEOUT_MESSAGE, type NativeDownloadFile, type NativeToken, type PayloadArgs, type SendableCommand,
} from '../../kernel/domain/NativeCommand';
import { PLATFORM_POLICY } from '../../kernel/domain/PlatformPolicy';
import type { Clock } from '../../kernel/ports/Clock';
import type { Monitoring } from '../../kernel/ports/Monitoring';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';

export { NATIVE_SCHEME } from '../../../contract/native';

/** Loads a scheme URL in a hidden iframe: the webview intercepts it, the page does not navigate. */
export function iframeTransport(url: string): void {
  const frame = document.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('tabindex', '-1');
  frame.src = url;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), 0);
}

type Waiter = (message: NativeToWebMessage) => boolean;

/**
 * The webview's bridge. Commands are checked against the protocol, then go out as
 * `kowhaibank://<command>?v=1&<payload>`. The native app answers through ONE entry point: a
 * `message` event from the page's own origin, read by `parseNativeToWeb`; anything else is
 * ignored and reported to Monitoring. Waiters (a token request, a download) take the answers
 * meant for them.
 */
export class SchemeNativeBridge implements NativeBridge {
  readonly isWebview = true;
  private waiters: Waiter[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly monitoring: Monitoring,
    private readonly transport: (url: string) => void = iframeTransport,
    private readonly target: Window = window,
  ) {
    target.addEventListener('message', this.onMessage);
  }

  /** Stops listening (tests; the app's bridge lives as long as the page). */
  dispose(): void {
    this.target.removeEventListener('message', this.onMessage);
  }

  send<C extends SendableCommand>(command: C, ...[payload]: PayloadArgs<C>): void {
    this.dispatch(command, payload);
  }

  download(file: NativeDownloadFile): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = this.wait(PLATFORM_POLICY.nativeDownloadTimeoutMs, (message) => {
        if (message.type !== 'download-result' || message.fileName !== file.fileName) return false;
        if (message.ok) resolve(); else reject(new Error(DOWNLOAD_FAILED_MESSAGE));
        return true;
      }, () => reject(new Error(DOWNLOAD_TIMEOUT_MESSAGE)));
      if (!this.dispatch('download', file)) { settle(); reject(new Error(DOWNLOAD_FAILED_MESSAGE)); }
    });
  }

  requestToken(): Promise<NativeToken> {
    return new Promise((resolve, reject) => {
      this.wait(PLATFORM_POLICY.nativeTokenTimeoutMs, (message) => {
        if (message.type !== 'token') return false;
        resolve({ customerNumber: message.customerNumber, refreshToken: message.refreshToken });
        return true;
      }, () => reject(new Error('The native app did not answer the token request in time.')));
      this.send('ready', { request: 'token' });
    });
  }

  /** Sends a checked command; false (and a report) when the payload breaks the protocol. */
  private dispatch(command: string, payload: unknown): boolean {
    const checked = validateWebToNative(command as SendableCommand, payload ?? {});
    if (!checked.ok) {
      this.monitoring.report(new Error(`Native command not sent: ${checked.reason}`), { queryKey: 'native-bridge' });
      return false;
    }
    this.transport(commandUrl(command as SendableCommand, checked.value));
    return true;
  }

  /** Registers a waiter until it takes a message or `ms` pass; returns a function that drops it. */
  private wait(ms: number, take: Waiter, onTimeout: () => void): () => void {
    const waiter: Waiter = (message) => {
      if (!take(message)) return false;
      drop();
      return true;
    };
    const cancel = this.clock.after(ms, () => { drop(); onTimeout(); });
    const drop = () => { cancel(); this.waiters = this.waiters.filter((w) => w !== waiter); };
    this.waiters.push(waiter);
    return drop;
  }

  private readonly onMessage = (event: MessageEvent): void => {
    // Only the page's own origin: a framing or opening site must not plant a session.
    if (event.origin !== this.target.location.origin) {
      this.monitoring.report(new Error(`Native message from a foreign origin ignored: ${event.origin}`), { queryKey: 'native-bridge' });
      return;
    }
    const parsed = parseNativeToWeb(event.data);
    if (!parsed.ok) {
      this.monitoring.report(new Error(`Malformed native message ignored: ${parsed.reason}`), { queryKey: 'native-bridge' });
      return;
    }
    const taker = this.waiters.find((waiter) => waiter(parsed.value));
    if (!taker) this.monitoring.report(new Error(`Unexpected native message ignored: ${parsed.value.type}`), { queryKey: 'native-bridge' });
  };
}
