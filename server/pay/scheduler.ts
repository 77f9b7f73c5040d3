import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/Database';
import { postDuePayments } from './scheduledPayments';
import type { Clock } from '../platform/clock/Clock';

export interface SchedulerDeps {
  db: Database;
  /** How often due payments are looked for; 0 turns the timer off (they are still posted at start). */
  intervalMs: number;
  /** The sandbox clock; the due date is compared as an Auckland date. */
  clock: Clock;
}

/**
 * The sandbox posts due scheduled payments itself, as a bank's batch would: once when the
 * server is ready, then on a timer that stops when the server closes. A run that fails is
 * logged and retried on the next tick; posting is idempotent (see postDuePayments).
 */
export function installPaymentScheduler(app: FastifyInstance, { db, intervalMs, clock }: SchedulerDeps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => postDuePayments(db, clock.today()))
      .catch((error: unknown) => app.log.error({ err: error }, 'posting due scheduled payments failed'));
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    if (intervalMs > 0) {
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
