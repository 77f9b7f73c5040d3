import type { Monitoring } from '../../../src/kernel/ports/Monitoring';

/** Keeps every report for assertions. */
export class FakeMonitoring implements Monitoring {
  readonly reports: Array<{ error: unknown; queryKey?: string }> = [];

  report(error: unknown, context: { queryKey?: string }): void {
    this.reports.push({ error, queryKey: context.queryKey });
  }
}
