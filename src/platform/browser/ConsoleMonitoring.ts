import type { Clock } from '../../kernel/ports/Clock';
import type { Monitoring } from '../../kernel/ports/Monitoring';

export interface MonitoringEntry { at: number; queryKey?: string; name: string; message: string; status?: number; code?: number | null }

/**
 * Monitoring in the browser: a bounded buffer of recent reports (kept for a support session to
 * read) plus console.error. No customer data: only the error's name, message, status and
 * NativeErrorCode, never response bodies. ReportingMonitoring keeps this and also sends the
 * reports to the bank.
 */
export class ConsoleMonitoring implements Monitoring {
  readonly entries: MonitoringEntry[] = [];

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly log: (...args: unknown[]) => void = console.error,
    private readonly limit = 50,
  ) {}

  report(error: unknown, context: { queryKey?: string }): void {
    try {
      const e = error as { name?: string; message?: string; status?: number; nativeErrorCode?: number | null };
      const entry: MonitoringEntry = {
        at: this.clock.now(), queryKey: context.queryKey, name: e?.name ?? 'Error', message: e?.message ?? String(error),
        status: e?.status, code: e?.nativeErrorCode,
      };
      this.entries.push(entry);
      if (this.entries.length > this.limit) this.entries.shift();
      this.log('[monitoring]', entry);
    } catch { /* monitoring never breaks the page */ }
  }
}
