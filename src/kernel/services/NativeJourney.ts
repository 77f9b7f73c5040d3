import { DOWNLOAD_FAILED_MESSAGE, type NativeDownloadFile } from '../domain/NativeCommand';
import type { NativeBridge } from '../ports/NativeBridge';
import type { Notifier } from '../ports/Notifier';

/**
 * What an area calls when one of its journeys ends or hands the customer a document, without
 * asking whether it runs in the webview: the bridge in the container decides.
 * - `complete('payment', reference)` when a payment, transfer or application is done: the
 *   native app hears `complete` and may close the webview; a browser carries on.
 * - `download(file)` for a receipt, statement or document: the native app saves it (60 s to
 *   answer), a browser downloads it; a failure is told to the customer in a toast.
 */
export class NativeJourney {
  constructor(private readonly bridge: NativeBridge, private readonly notifier: Notifier) {}

  /** A journey finished ('payment', 'personal-loan', ...) with the bank's reference for it. */
  complete(journey: string, reference: string): void {
    this.bridge.send('complete', { journey, reference });
  }

  /** Saves a document; true once saved, false (and an error toast) when it could not be. */
  async download(file: NativeDownloadFile): Promise<boolean> {
    try {
      await this.bridge.download(file);
      return true;
    } catch (error) {
      this.notifier.notify(error instanceof Error ? error.message : DOWNLOAD_FAILED_MESSAGE, 'error');
      return false;
    }
  }
}

/** Encodes a document's bytes for the `download` command (and the browser's twin). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one String.fromCharCode call per byte array would overflow the stack on a big PDF.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
