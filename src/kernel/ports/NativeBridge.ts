import type { NativeCommand, NativeToken } from '../domain/NativeCommand';

/**
 * The native mobile app around the webview (spec section 9). In a normal browser its twin
 * answers `isWebview = false` and sends nothing.
 */
export interface NativeBridge {
  /** True when the page runs inside the native app's webview. */
  readonly isWebview: boolean;
  /** Sends a custom-scheme command (`kowhaibank://<command>?<payload>`) to the native app. */
  send(command: NativeCommand, payload?: Record<string, string>): void;
  /**
   * Asks the native app for the customer's refresh token.
   * @throws Error when the app does not answer within the native token timeout (5 s), or in a browser.
   */
  requestToken(): Promise<NativeToken>;
}
