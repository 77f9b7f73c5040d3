import type { ClientErrorEntry } from '../../../contract/client-errors';
import {
  CLIENT_ERROR_BATCH_MAX, CLIENT_ERROR_NAME_MAX, reportablePath, reportableQueryKey, scrubErrorText,
} from '../../../contract/rules/ClientErrorReport';
import type { Clock } from '../../kernel/ports/Clock';
import type { Monitoring } from '../../kernel/ports/Monitoring';
import { ConsoleMonitoring } from './ConsoleMonitoring';

/** How reports leave the browser (POST /api/client-errors). */
export interface ClientErrorSender {
  /** Sends one batch now; what it answers or how it fails does not matter (and is never reported). */
  post(entries: ClientErrorEntry[]): Promise<unknown>;
  /** Sends one batch as the page goes away (no answer is waited for); false when the browser would not take it. */
  beacon(entries: ClientErrorEntry[]): boolean;
}

/** The page the reporter watches: where it is, and when it goes away. */
export type WatchedPage = Pick<Window, 'location' | 'addEventListener'> & { document: Pick<Document, 'visibilityState' | 'addEventListener'> };

export interface ReportingOptions {
  /** Waits this long for more reports before sending a batch (a failing page often fails several times at once). */
  delayMs?: number;
  /** Entries one page load sends at most; the rest stay in the console and the buffer only. */
  perPageLoad?: number;
  /** The console and buffer behaviour (ConsoleMonitoring's). */
  local?: ConsoleMonitoring;
}

/** An error as ConsoleMonitoring reads it. */
type Reported = { name?: unknown; message?: unknown; status?: unknown; nativeErrorCode?: unknown };

const integerIn = (value: unknown, max: number): number | undefined =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined);

/**
 * Monitoring that reaches someone (spec §8: errors reported with their query key): every report
 * is kept in the browser as ConsoleMonitoring keeps it (console and buffer), and sent to the bank
 * in batches of up to 20, a moment after the first of them, or as the page is hidden or left
 * (what is still queued goes by beacon). Only the error's name, message, status and
 * NativeErrorCode, its query key and the page's path leave the browser, scrubbed of anything
 * that looks like an account, card or customer number, an amount, an email address or a token
 * (contract/rules/ClientErrorReport). Never throws; a report that fails to send is dropped, not
 * reported; one page load sends at most `perPageLoad` entries.
 */
export class ReportingMonitoring implements Monitoring {
  private readonly local: ConsoleMonitoring;
  private readonly delayMs: number;
  private readonly perPageLoad: number;
  private queue: ClientErrorEntry[] = [];
  private taken = 0;
  private cancelFlush: (() => void) | null = null;

  constructor(
    private readonly clock: Pick<Clock, 'now' | 'after'>,
    private readonly sender: ClientErrorSender,
    private readonly page: WatchedPage = window,
    options: ReportingOptions = {},
  ) {
    this.local = options.local ?? new ConsoleMonitoring(clock);
    this.delayMs = options.delayMs ?? 2_000;
    this.perPageLoad = options.perPageLoad ?? 30;
    const leave = () => this.flushAsPageGoes();
    page.addEventListener('pagehide', leave);
    page.document.addEventListener('visibilitychange', () => {
      if (page.document.visibilityState === 'hidden') leave();
    });
  }

  /** What the browser keeps of recent reports (the console buffer). */
  get entries() {
    return this.local.entries;
  }

  report(error: unknown, context: { queryKey?: string }): void {
    this.local.report(error, context);
    try {
      if (this.taken >= this.perPageLoad) return;
      this.taken += 1;
      this.queue.push(this.entryOf(error as Reported | null | undefined, context.queryKey));
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

  private entryOf(error: Reported | null | undefined, queryKey: string | undefined): ClientErrorEntry {
    // A hostile or odd error (a getter that throws, a string, null) still makes an entry.
    const read = <T>(get: () => T): T | undefined => { try { return get(); } catch { return undefined; } };
    const name = read(() => error?.name);
    const message = read(() => (typeof error?.message === 'string' ? error.message : typeof error === 'string' ? error : ''));
    const status = integerIn(read(() => error?.status), 599);
    const code = integerIn(read(() => error?.nativeErrorCode), 99_999);
    return {
      at: Math.max(0, Math.round(this.clock.now())),
      queryKey: reportableQueryKey(queryKey ?? ''),
      route: reportablePath(this.page.location.pathname) || '/',
      name: scrubErrorText(typeof name === 'string' ? name : '', CLIENT_ERROR_NAME_MAX) || 'Error',
      message: scrubErrorText(message ?? ''),
      ...(status === undefined ? {} : { status }),
      ...(code === undefined ? {} : { code }),
    };
  }
}
