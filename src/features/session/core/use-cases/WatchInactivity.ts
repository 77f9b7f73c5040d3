import { SESSION_POLICY, type SessionPolicy } from '../domain/SessionPolicy';
import type { Clock } from '../../../../kernel/ports/Clock';

export interface InactivityWatch {
  /** Starts the period again (activity, a refreshed token); a new length replaces the old one. */
  restart(timeoutSeconds?: number | null): void;
  stop(): void;
}

/**
 * The inactivity timer: lasts lowpriv_in seconds, or 10 minutes when the
 * bank gave none; `onWarn` one minute before the end, `onTimeout` at the end.
 */
export class WatchInactivity {
  constructor(private readonly clock: Clock, private readonly policy: SessionPolicy = SESSION_POLICY) {}

  execute(input: { timeoutSeconds: number | null; onWarn(): void; onTimeout(): void }): InactivityWatch {
    let lengthMs = this.lengthOf(input.timeoutSeconds);
    let cancels: Array<() => void> = [];
    const stop = () => { cancels.forEach((cancel) => cancel()); cancels = []; };
    const start = () => {
      stop();
      const warnAt = Math.max(0, lengthMs - this.policy.inactivityWarningBeforeMs);
      cancels = [this.clock.after(warnAt, input.onWarn), this.clock.after(lengthMs, () => { stop(); input.onTimeout(); })];
    };
    start();
    return {
      restart: (timeoutSeconds) => {
        if (timeoutSeconds !== undefined) lengthMs = this.lengthOf(timeoutSeconds);
        start();
      },
      stop,
    };
  }

  private lengthOf(seconds: number | null): number {
    return seconds && seconds > 0 ? seconds * 1000 : this.policy.defaultInactivityMs;
  }
}
