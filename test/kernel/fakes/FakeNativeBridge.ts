import { commandUrl, validateWebToNative } from '../../../contract/native';
import {
  DOWNLOAD_FAILED_MESSAGE, DOWNLOAD_TIMEOUT_MESSAGE, type NativeDownloadFile, type NativeToken, type PayloadArgs, type SendableCommand,
} from '../../../src/kernel/domain/NativeCommand';
import { PLATFORM_POLICY } from '../../../src/kernel/domain/PlatformPolicy';
import type { Clock } from '../../../src/kernel/ports/Clock';
import type { NativeBridge } from '../../../src/kernel/ports/NativeBridge';

/**
 * A native app in memory: records commands as the scheme URLs the real bridge would load
 * (refusing payloads that break the protocol, as it does); `answer()` and `answerDownload()`
 * are the app replying.
 */
export class FakeNativeBridge implements NativeBridge {
  readonly sent: string[] = [];
  /** Why commands were not sent (the real bridge reports these to Monitoring). */
  readonly refused: string[] = [];
  private tokenWaiters: Array<(token: NativeToken) => void> = [];
  private downloadWaiters: Array<{ fileName: string; settle(ok: boolean): void }> = [];

  constructor(private readonly clock: Clock, readonly isWebview = true) {}

  send<C extends SendableCommand>(command: C, ...[payload]: PayloadArgs<C>): void {
    if (this.isWebview) this.record(command, payload);
  }

  download(file: NativeDownloadFile): Promise<void> {
    if (!this.isWebview) return validateWebToNative('download', file).ok ? Promise.resolve() : Promise.reject(new Error(DOWNLOAD_FAILED_MESSAGE));
    if (!this.record('download', file)) return Promise.reject(new Error(DOWNLOAD_FAILED_MESSAGE));
    return new Promise((resolve, reject) => {
      const waiter = {
        fileName: file.fileName,
        settle: (ok: boolean) => { cancel(); if (ok) resolve(); else reject(new Error(DOWNLOAD_FAILED_MESSAGE)); },
      };
      const cancel = this.clock.after(PLATFORM_POLICY.nativeDownloadTimeoutMs, () => {
        this.downloadWaiters = this.downloadWaiters.filter((w) => w !== waiter);
        reject(new Error(DOWNLOAD_TIMEOUT_MESSAGE));
      });
      this.downloadWaiters.push(waiter);
    });
  }

  requestToken(): Promise<NativeToken> {
    if (!this.isWebview) return Promise.reject(new Error('There is no native app outside the webview.'));
    this.send('ready', { request: 'token' });
    return new Promise((resolve, reject) => {
      const waiter = (token: NativeToken) => { cancel(); resolve(token); };
      const cancel = this.clock.after(PLATFORM_POLICY.nativeTokenTimeoutMs, () => {
        this.tokenWaiters = this.tokenWaiters.filter((w) => w !== waiter);
        reject(new Error('The native app did not answer the token request in time.'));
      });
      this.tokenWaiters.push(waiter);
    });
  }

  /** The app answers every waiting token request. */
  answer(token: NativeToken): void {
    const waiting = this.tokenWaiters;
    this.tokenWaiters = [];
    for (const waiter of waiting) waiter(token);
  }

  /** The app answers the download of `fileName`: saved (true) or not. */
  answerDownload(fileName: string, ok: boolean): void {
    const waiter = this.downloadWaiters.find((w) => w.fileName === fileName);
    this.downloadWaiters = this.downloadWaiters.filter((w) => w !== waiter);
    waiter?.settle(ok);
  }

  /** The commands sent, without scheme and payload, e.g. ['ready', 'timeout']. */
  get commands(): string[] {
    return this.sent.map((url) => url.replace('kowhaibank://', '').split('?')[0] ?? '');
  }

  /** The payload of the last command called `command`, decoded, without the version. */
  payloadOf(command: string): Record<string, string> | undefined {
    const url = [...this.sent].reverse().find((u) => u.startsWith(`kowhaibank://${command}?`));
    if (!url) return undefined;
    const fields = Object.fromEntries(new URL(url).searchParams);
    delete fields.v;
    return fields;
  }

  private record(command: string, payload: unknown): boolean {
    const checked = validateWebToNative(command as SendableCommand, payload ?? {});
    if (!checked.ok) { this.refused.push(checked.reason); return false; }
    this.sent.push(commandUrl(command as SendableCommand, checked.value));
    return true;
  }
}
