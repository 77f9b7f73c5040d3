import type { NativeDownloadFile, NativeToken, PayloadArgs, SendableCommand } from '../domain/NativeCommand';

/**
 * The native mobile app around the webview, over the versioned protocol of
 * contract/native.ts. In a normal browser its twin answers `isWebview = false`, sends
 * nothing and saves downloads itself.
 */
export interface NativeBridge {
  /** True when the page runs inside the native app's webview. */
  readonly isWebview: boolean;
  /**
   * Sends a command with its typed payload (`kowhaibank://<command>?v=1&<payload>`):
   * `close`, `complete` {journey, reference}, `error` {code, message}, `link` {url},
   * `ready` {request?}, `timeout`. A payload that breaks the protocol is not sent; it is
   * reported to Monitoring.
   */
  send<C extends SendableCommand>(command: C, ...payload: PayloadArgs<C>): void;
  /**
   * Hands a file to the native app (`download` {fileName, mimeType, base64}) and waits for
   * its `download-result`; in a browser, saves it through the browser.
   * @throws Error with a message for the customer when the app does not answer within 60 s
   *   (PLATFORM_POLICY.nativeDownloadTimeoutMs), says it could not save the file, or the
   *   file breaks the protocol.
   */
  download(file: NativeDownloadFile): Promise<void>;
  /**
   * Asks the native app for the customer's refresh token (`ready` {request: 'token'}).
   * @throws Error when the app does not answer within the native token timeout (5 s), or in a browser.
   */
  requestToken(): Promise<NativeToken>;
}
