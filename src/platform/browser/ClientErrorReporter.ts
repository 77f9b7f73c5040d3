import type { ClientErrorEntry } from '../../../contract/client-errors';
import {
  CLIENT_ERROR_BATCH_MAX, CLIENT_ERROR_NAME_MAX, reportablePath, reportableQueryKey, scrubErrorText,
} from '../../../contract/rules/ClientErrorReport';
import type { AxiosInstance } from 'axios';
import type { Clock } from '../../kernel/ports/Clock';
import { clientErrorSender, type ClientErrorSender } from '../http/clientErrorSender';

/** A report as ReportingMonitoring takes it: the error itself (read and scrubbed only here), its query key, the page's path and the time. */
export interface RawReport { error: unknown; queryKey?: string; path: string; at: number }

/** The page the reporter watches: when it goes away. */
export type WatchedPage = Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState' | 'addEventListener'> };

export interface ReporterOptions {
  /** Waits this long for more reports before sending a batch (a failing page often fails several times at once). */
  delayMs?: number;
  /** Entries one page load sends at most; the rest stay in the console and the buffer only. */
  perPageLoad?: number;
}

/** An error as ConsoleMonitoring reads it. */
type Reported = { name?: unknown; message?: unknown; status?: unknown; nativeErrorCode?: unknown };

const integerIn = (value: unknown, max: number): number | undefined =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined);

/**
 * The part of ReportingMonitoring that sends (its own chunk, loaded with the first report: the
 * first screen never needs it). Reports go to the bank in batches of up to 20, a moment after
 * the first of them, or as the page is hidden or left (what is still queued goes by beacon).
 * Only the error's name, message, status and NativeErrorCode, its query key and the page's path
 * leave the browser, scrubbed of anything that looks like an account, card or customer number,
 * an amount, an email address or a token (contract/rules/ClientErrorReport). Never throws; a
 * report that fails to send is dropped, not reported; one page load sends at most `perPageLoad`.
 */
export class ClientErrorReporter {
  private readonly delayMs: number;
  private readonly perPageLoad: number;
  private queue: ClientErrorEntry[] = [];
  private taken = 0;
  private cancelFlush: (() => void) | null = null;

  constructor(
    private readonly clock: Pick<Clock, 'after'>,
    private readonly sender: ClientErrorSender,
    page: WatchedPage = window,
    options: ReporterOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 2_000;
    this.perPageLoad = options.perPageLoad ?? 30;
    const leave = () => this.flushAsPageGoes();
    page.addEventListener('pagehide', leave);
    page.document.addEventListener('visibilitychange', () => {
      if (page.document.visibilityState === 'hidden') leave();
    });
  }

  /** Queues one report (as ReportingMonitoring took it) to be sent. */
  take(report: RawReport): void {
    try {
      if (this.taken >= this.perPageLoad) return;
      this.taken += 1;
      this.queue.push(entryOf(report));
      if (this.queue.length >= CLIENT_ERROR_BATCH_MAX) this.flush();
      else this.cancelFlush ??= this.clock.after(this.delayMs, () => this.flush());
    } catch { /* monitoring never breaks the page */ }
  }

  /** Sends what is queued now, in batches. */
  flush(): void {
    for (const batch of this.takeBatches()) {
      try {
        this.sender.post(batch).catch(() => undefined);
      } catch { /* a report that cannot be sent is dropped, never reported */ }
    }
  }

  private flushAsPageGoes(): void {
    for (const batch of this.takeBatches()) {
      try {
        if (!this.sender.beacon(batch)) this.sender.post(batch).catch(() => undefined);
      } catch { /* as flush */ }
    }
  }

  private takeBatches(): ClientErrorEntry[][] {
    this.cancelFlush?.();
    this.cancelFlush = null;
    const batches: ClientErrorEntry[][] = [];
    while (this.queue.length > 0) batches.push(this.queue.splice(0, CLIENT_ERROR_BATCH_MAX));
    return batches;
  }

}

/** The wire entry of a report: only what names the failure, scrubbed. */
function entryOf({ error, queryKey, path, at }: RawReport): ClientErrorEntry {
  // A hostile or odd error (a getter that throws, a string, null) still makes an entry.
  const read = <T>(get: () => T): T | undefined => { try { return get(); } catch { return undefined; } };
  const e = error as Reported | null | undefined;
  const name = read(() => e?.name);
  const message = read(() => (typeof e?.message === 'string' ? e.message : typeof error === 'string' ? error : ''));
  const status = integerIn(read(() => e?.status), 599);
  const code = integerIn(read(() => e?.nativeErrorCode), 99_999);
  return {
    at: Math.max(0, Math.round(at)),
    queryKey: reportableQueryKey(queryKey ?? ''),
    route: reportablePath(path) || '/',
    name: scrubErrorText(typeof name === 'string' ? name : '', CLIENT_ERROR_NAME_MAX) || 'Error',
    message: scrubErrorText(message ?? ''),
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
  };
}

/** The reporter of the app's roots: POST through `http` (with the session's bearer), beacons to `origin`. */
export function startClientErrorReporter({ clock, http, origin }: { clock: Pick<Clock, 'after'>; http: AxiosInstance; origin: string }): ClientErrorReporter {
  return new ClientErrorReporter(clock, clientErrorSender(http, origin, navigator.sendBeacon?.bind(navigator)));
}
