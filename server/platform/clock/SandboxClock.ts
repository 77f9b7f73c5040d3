import { aucklandToday } from '../../../contract/rules/AucklandDate';
import type { Queryable } from '../db/Database';
import type { Clock } from './Clock';
import { machineNowMs } from './machineTime';

/**
 * How often a server rereads the stored offset: when another server sharing the PostgreSQL
 * database moves the clock, this one follows within a second (its SQL, through sandbox_now(),
 * follows at once).
 */
const REFRESH_MS = 1_000;

const readOffset = async (db: Queryable): Promise<number> =>
  Number((await db.query<{ offset_ms: string | number }>('SELECT offset_ms FROM sandbox_clock WHERE id')).rows[0]?.offset_ms ?? 0);

/** The sandbox clock over the `sandbox_clock` row (see sandboxClock.sql). */
export class SandboxClock implements Clock {
  private timer: NodeJS.Timeout | undefined;

  private constructor(private readonly db: Queryable, private offset: number) {}

  /** Reads the stored offset and keeps following it until `close()`. `refreshMs: 0` reads it once. */
  static async open(db: Queryable, { refreshMs = REFRESH_MS }: { refreshMs?: number } = {}): Promise<SandboxClock> {
    const clock = new SandboxClock(db, await readOffset(db));
    if (refreshMs > 0) {
      // A failed read (the database closing under a stopping server) keeps the last offset;
      // the next tick reads again.
      clock.timer = setInterval(() => void clock.refresh().catch(() => undefined), refreshMs);
      clock.timer.unref();
    }
    return clock;
  }

  nowMs(): number {
    return machineNowMs() + this.offset;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  today(): string {
    return aucklandToday(this.nowMs());
  }

  offsetMs(): number {
    return this.offset;
  }

  async refresh(): Promise<void> {
    this.offset = await readOffset(this.db);
  }

  /** Sets the sandbox's time to an instant, for every server on this database; returns the instants before and after. */
  async moveTo(instantMs: number): Promise<{ fromMs: number; toMs: number }> {
    await this.refresh();
    const fromMs = this.nowMs();
    const offset = Math.round(instantMs - machineNowMs());
    await this.db.query('UPDATE sandbox_clock SET offset_ms = $1 WHERE id', [offset]);
    this.offset = offset;
    return { fromMs, toMs: this.nowMs() };
  }

  /** Moves the sandbox's time by `ms` (negative: back). */
  async moveBy(ms: number): Promise<{ fromMs: number; toMs: number }> {
    await this.refresh();
    return this.moveTo(this.nowMs() + ms);
  }

  /** Back to the machine's own time. */
  reset(): Promise<{ fromMs: number; toMs: number }> {
    return this.moveTo(machineNowMs());
  }

  close(): void {
    clearInterval(this.timer);
  }
}
