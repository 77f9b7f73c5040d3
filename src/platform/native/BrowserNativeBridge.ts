import { validateWebToNative } from '../../../contract/native';
import { DOWNLOAD_FAILED_MESSAGE, type NativeDownloadFile, type NativeToken, type PayloadArgs, type SendableCommand } from '../../kernel/domain/NativeCommand';
import type { NativeBridge } from '../../kernel/ports/NativeBridge';

/** Saves a file the way a browser does: an object URL behind a clicked `<a download>`. */
export function saveWithAnchor(file: NativeDownloadFile, doc: Document = document): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * The native bridge's twin for a normal browser: there is no app to talk to, so commands do
 * nothing, a token request fails, and a download is saved by the browser itself.
 */
export class BrowserNativeBridge implements NativeBridge {
  readonly isWebview = false;

  constructor(private readonly save: (file: NativeDownloadFile) => void = saveWithAnchor) {}

  send<C extends SendableCommand>(_command: C, ..._payload: PayloadArgs<C>): void {
    // No native app: nothing to tell.
  }

  download(file: NativeDownloadFile): Promise<void> {
    if (!validateWebToNative('download', file).ok) return Promise.reject(new Error(DOWNLOAD_FAILED_MESSAGE));
    this.save(file);
    return Promise.resolve();
  }

  requestToken(): Promise<NativeToken> {
    return Promise.reject(new Error('There is no native app outside the webview.'));
  }
}
