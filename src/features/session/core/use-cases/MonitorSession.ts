import type { TokenGrant } from '../domain/TokenGrant';
import type { ActivityRefresh } from './ActivityRefresh';
import type { LowPrivCountdown } from './LowPrivCountdown';
import type { RefreshSession } from './RefreshSession';
import type { WatchInactivity } from './WatchInactivity';

export interface SessionMonitorEvents {
  /** One minute of inactivity left: show the warning. */
  onWarn(): void;
  /** The inactivity period ended: log out. */
  onInactive(): void;
  /** lowpriv_in reached 0, or a refresh failed: the session is over (timeout dialog). */
  onExpired(): void;
  /** A new grant arrived (activity refresh or 'Stay logged in'). */
  onRefreshed(grant: TokenGrant): void;
}

export interface SessionMonitor {
  /** 'Stay logged in': refreshes with a fresh session and starts every timer again. */
  stayLoggedIn(): Promise<void>;
  stop(): void;
}

/**
 * The timers of a logged-in session, together: the inactivity watch (warning, then logout),
 * the lowpriv_in countdown (timeout), and activity refresh. Every new grant restarts them.
 */
export class MonitorSession {
  constructor(
    private readonly inactivity: WatchInactivity,
    private readonly countdown: LowPrivCountdown,
    private readonly activity: ActivityRefresh,
    private readonly refresh: RefreshSession,
  ) {}

  execute(grant: TokenGrant, events: SessionMonitorEvents): SessionMonitor {
    let warned = false;
    let stopped = false;
    let cancelCountdown = () => {};
    const stop = () => { stopped = true; watch.stop(); cancelCountdown(); stopActivity(); };
    const end = (then: () => void) => () => { if (!stopped) { stop(); then(); } };
    const onExpired = end(events.onExpired);
    const watch = this.inactivity.execute({
      timeoutSeconds: grant.lowprivIn,
      onWarn: () => { warned = true; events.onWarn(); },
      onTimeout: end(events.onInactive),
    });
    const renew = (next: TokenGrant) => {
      if (stopped) return;
      warned = false;
      cancelCountdown();
      cancelCountdown = this.countdown.execute({ lowprivInSeconds: next.lowprivIn, onZero: onExpired });
      watch.restart(next.lowprivIn);
      events.onRefreshed(next);
    };
    cancelCountdown = this.countdown.execute({ lowprivInSeconds: grant.lowprivIn, onZero: onExpired });
    const stopActivity = this.activity.execute({
      counts: () => !warned && !stopped,
      onActivity: () => watch.restart(),
      onRefreshed: renew,
      onRefreshFailed: onExpired,
    });
    return {
      stayLoggedIn: async () => {
        try {
          renew(await this.refresh.execute({ freshSession: true }));
        } catch {
          onExpired();
        }
      },
      stop,
    };
  }
}
