import type { FastifyInstance } from 'fastify';
import type { DueWorkTally } from '../../contract/operator';
import type { Database } from '../platform/db/Database';
import { postDuePayments } from './scheduledPayments';
import { postDueAutomaticPayments } from '../automatic-payments/postDue';
import type { Clock } from '../platform/clock/Clock';

export interface SchedulerDeps {
  db: Database;
  /** How often due payments are looked for; 0 turns the timer off (they are still posted at start). */
  intervalMs: number;
  /** The sandbox clock; the due date is compared as an Auckland date. */
  clock: Clock;
}

/** Runs what fell due by the clock's today now (after the operator moved it), after any run under way. */
export interface DueWork { runNow(): Promise<DueWorkTally> }

/**
 * Everything the bank does on a date, once that date has come: scheduled payments and the
 * occurrences of automatic payments. Each is idempotent by its due date (a pending payment
 * posts once; an automatic payment's (payment, date) is a key), so a second run, a second
 * server or a clock moved back and forward again never pays twice.
 */
export async function runDueWork(db: Database, today: string): Promise<DueWorkTally> {
  const scheduled = await postDuePayments(db, today);
  const automatic = await postDueAutomaticPayments(db, today);
  return { scheduledPosted: scheduled.posted, scheduledFailed: scheduled.failed, automaticPosted: automatic.posted, automaticFailed: automatic.failed };
}

const NOTHING: DueWorkTally = { scheduledPosted: 0, scheduledFailed: 0, automaticPosted: 0, automaticFailed: 0 };

/**
 * The sandbox runs what falls due itself, as a bank's batch would: once when the server is
 * ready, then on a timer that stops when the server closes, and at once when the operator
 * moves the clock (`runNow`). Runs queue behind each other; one that fails is logged and the
 * next tick tries again.
 */
export function installPaymentScheduler(app: FastifyInstance, { db, intervalMs, clock }: SchedulerDeps): DueWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = (): Promise<DueWorkTally> => {
    const next = running.then(() => runDueWork(db, clock.today()));
    running = next.catch((error: unknown) => app.log.error({ err: error }, 'running due payments failed'));
    return next;
  };
  app.addHook('onReady', async () => {
    await run().catch(() => NOTHING);
    if (intervalMs > 0) {
      timer = setInterval(() => void run().catch(() => NOTHING), intervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { runNow: run };
}
