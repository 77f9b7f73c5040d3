import { SESSION_POLICY, type SessionPolicy } from '../domain/SessionPolicy';
import type { TokenGrant } from '../domain/TokenGrant';
import type { ActivitySource } from '../../../../kernel/ports/ActivitySource';
import type { Clock } from '../../../../kernel/ports/Clock';
import type { RefreshSession } from './RefreshSession';
import type { SessionRecord } from './SessionRecord';

export interface ActivityEvents {
  /** Whether activity counts right now (not while the inactivity warning is open). */
  counts(): boolean;
  /** Activity happened (at most once per throttle period). */
  onActivity(): void;
  onRefreshed(grant: TokenGrant): void;
  onRefreshFailed(error: unknown): void;
}

/**
 * Activity (key, click, scroll), throttled to once per 10 s, refreshes the
 * token when it is older than 1 minute, restarting the full-privilege window. Returns a stop.
 */
export class ActivityRefresh {
  constructor(
    private readonly activity: ActivitySource,
    private readonly clock: Clock,
    private readonly record: SessionRecord,
    private readonly refresh: RefreshSession,
    private readonly policy: SessionPolicy = SESSION_POLICY,
  ) {}

  execute(events: ActivityEvents): () => void {
    let lastHandled = Number.NEGATIVE_INFINITY;
    let refreshing = false;
    return this.activity.subscribe(() => {
      const now = this.clock.now();
      if (!events.counts() || now - lastHandled < this.policy.activityThrottleMs) return;
      lastHandled = now;
      events.onActivity();
      const issuedAt = this.record.tokenIssuedAt();
      if (refreshing || issuedAt === null || now - issuedAt <= this.policy.refreshWhenOlderThanMs) return;
      refreshing = true;
      this.refresh.execute({ freshSession: true })
        .then(events.onRefreshed, events.onRefreshFailed)
        .finally(() => { refreshing = false; });
    });
  }
}
