import type { FastifyInstance } from 'fastify';
import type { DueWorkTally } from '../../../contract/operator';
import type { Clock } from '../clock/Clock';
import type { Database } from '../db/Database';

/**
 * One thing the bank does on a date once that date has come. It must be idempotent by its due
 * date (a second run, a second server or a clock moved back and forward again does nothing twice).
 */
export interface DueJob {
  name: string;
  run(db: Database, today: string): Promise<Partial<DueWorkTally>>;
}

export interface DueWorkDeps {
  db: Database;
  /** How often due work is looked for; 0 turns the timer off (it still runs at start). */
  intervalMs: number;
  /** The sandbox clock; the due date is compared as an Auckland date. */
  clock: Clock;
  /** The areas' jobs, run one after another in this order. */
  jobs: readonly DueJob[];
}

/** Runs what fell due by the clock's today now (after the operator moved it), after any run under way. */
export interface DueWork { runNow(): Promise<DueWorkTally> }

const NOTHING: DueWorkTally = { scheduledPosted: 0, scheduledFailed: 0, automaticPosted: 0, automaticFailed: 0 };

/** Every job once, in order, for one date; their tallies summed. */
export async function runDueJobs(db: Database, today: string, jobs: readonly DueJob[]): Promise<DueWorkTally> {
  const tally = { ...NOTHING };
  for (const job of jobs) {
    const ran = await job.run(db, today);
    for (const key of Object.keys(tally) as Array<keyof DueWorkTally>) tally[key] += ran[key] ?? 0;
  }
  return tally;
}

/**
 * The sandbox runs what falls due itself, as a bank's batch would: once when the server is
 * ready, then on a timer that stops when the server closes, and at once when the operator
 * moves the clock (`runNow`). Runs queue behind each other; one that fails is logged and the
 * next tick tries again.
 */
export function installDueWork(app: FastifyInstance, { db, intervalMs, clock, jobs }: DueWorkDeps): DueWork {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = (): Promise<DueWorkTally> => {
    const next = running.then(() => runDueJobs(db, clock.today(), jobs));
    running = next.catch((error: unknown) => app.log.error({ err: error }, 'running due work failed'));
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
