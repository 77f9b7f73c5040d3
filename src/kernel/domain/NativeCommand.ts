import type { NativeCommand, WebToNativePayloads } from '../../../contract/native';

export { NATIVE_COMMANDS, type DownloadMimeType, type NativeCommand, type WebToNativePayloads } from '../../../contract/native';

/** What the native app answers to a token request. */
export interface NativeToken {
  customerNumber: string;
  refreshToken: string;
}

/** A file handed to the native app (or, in a browser, saved by the browser). */
export type NativeDownloadFile = WebToNativePayloads['download'];

/** The commands `send` carries: every one but `download`, which waits for the app's answer. */
export type SendableCommand = Exclude<NativeCommand, 'download'>;

/** A command's payload argument: optional when the command carries nothing required. */
export type PayloadArgs<C extends SendableCommand> =
  Partial<WebToNativePayloads[C]> extends WebToNativePayloads[C] ? [payload?: WebToNativePayloads[C]] : [payload: WebToNativePayloads[C]];

/** What a customer is told when the app does not take a download in time. */
export const DOWNLOAD_TIMEOUT_MESSAGE = 'The app did not respond, so your document was not saved. Please try again.';
/** What a customer is told when the app answers that it could not save the file. */
export const DOWNLOAD_FAILED_MESSAGE = 'Your document could not be saved. Please try again.';
