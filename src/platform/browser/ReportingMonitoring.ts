import type { Clock } from '../../kernel/ports/Clock';
import type { Monitoring } from '../../kernel/ports/Monitoring';
import type { ClientErrorReporter, RawReport } from './ClientErrorReporter';
import { ConsoleMonitoring } from './ConsoleMonitoring';

/** Reports held while the reporter's chunk arrives (its own cap per page load is the same). */
const HELD_AT_MOST = 30;

/**
 * Monitoring that reaches someone (spec §8: errors reported with their query key): every report
 * is kept in the browser as ConsoleMonitoring keeps it (console and buffer), and handed, with
 * the page's path and the time, to the ClientErrorReporter, which sends it to the bank. The
 * reporter is a chunk of its own, loaded with the first report (plain `import()`, not the
 * retrying loader, which reports its own failures: monitoring never reports itself); reports
 * wait for it, and if it cannot load they stay in the console only. Never throws.
 */
export class ReportingMonitoring implements Monitoring {
  private held: RawReport[] = [];
  private reporter: ClientErrorReporter | null = null;
  private loading = false;

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly loadReporter: () => Promise<ClientErrorReporter>,
    private readonly path: () => string = () => window.location.pathname,
    private readonly local = new ConsoleMonitoring(clock),
  ) {}

  /** What the browser keeps of recent reports (the console buffer). */
  get entries() {
    return this.local.entries;
  }

  report(error: unknown, context: { queryKey?: string }): void {
    this.local.report(error, context);
    try {
      const report: RawReport = { error, queryKey: context.queryKey, path: this.path(), at: this.clock.now() };
      if (this.reporter) {
        this.reporter.take(report);
        return;
      }
      if (this.held.length < HELD_AT_MOST) this.held.push(report);
      if (this.loading) return;
      this.loading = true;
      this.loadReporter().then((reporter) => {
        this.reporter = reporter;
        for (const held of this.held.splice(0)) reporter.take(held);
      }, () => { this.held = []; });
    } catch { /* monitoring never breaks the page */ }
  }
}
