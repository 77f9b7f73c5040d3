import type { NativeCommand, NativeToken } from '../../kernel/domain/NativeCommand';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';

/**
 * The native bridge's twin for a normal browser: there is no app to talk to, so commands
 * are dropped (kept in `sent` for the debug panel and tests) and a token request fails.
 */
export class BrowserNativeBridge implements NativeBridge {
  readonly isWebview = false;
  readonly sent: Array<{ command: NativeCommand; payload?: Record<string, string> }> = [];

  send(command: NativeCommand, payload?: Record<string, string>): void {
    this.sent.push({ command, payload });
  }

  requestToken(): Promise<NativeToken> {
    return Promise.reject(new Error('There is no native app outside the webview.'));
  }
}
