import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../kernel/ports/Clock';
import type { CheckSystemStatus } from '../core/use-cases/CheckSystemStatus';

/** A status read this long ago is stale (the spec's cache staleTime): the next navigation reads it again. */
export const STATUS_STALE_MS = 5 * 60_000;

/**
 * Whether the bank's systems are up: checked at start-up, and again mid-session when the
 * customer moves to another page or comes back to the tab after the last reading went stale,
 * so a system that goes down during a session also ends at /apply/back-soon.
 */
export class SystemStatusStore {
  down = false;
  checked = false;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly checkStatus: CheckSystemStatus, private readonly clock: Clock) {
    makeAutoObservable<this, 'checkStatus' | 'clock' | 'checkedAt'>(this, { checkStatus: false, clock: false, checkedAt: false }, { autoBind: true });
  }

  async check(): Promise<void> {
    // Set before the read too, so a page opened while it is in flight does not read it again.
    this.checkedAt = this.clock.now();
    const down = await this.checkStatus.execute();
    // And again once it has arrived: the first answer of a page load can move the bank's time
    // (a device clock minutes fast, corrected by its Date header), and a reading dated on the
    // device's time would then look that much younger and be read again that much later.
    this.checkedAt = this.clock.now();
    runInAction(() => {
      this.down = down;
      this.checked = true;
    });
  }

  /** Reads the status again only when the last reading is older than STATUS_STALE_MS. */
  async checkIfStale(): Promise<void> {
    if (this.clock.now() - this.checkedAt >= STATUS_STALE_MS) await this.check();
  }
}
