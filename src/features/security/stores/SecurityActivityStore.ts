import { makeAutoObservable, runInAction } from 'mobx';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import type { SecurityActivity } from '../core/domain/SecurityActivity';
import type { SecurityActivityService } from '../core/ports/SecurityActivityService';

export const ACTIVITY_QUERY = queryKey<SecurityActivity[]>('security/activity');
export const ACTIVITY_MESSAGES = {
  loadFailed: "We couldn't load your recent security activity. Please try again.",
  none: 'No security activity yet.',
} as const;

/** Security's "Recent security activity": read fresh each time the page opens. */
export class SecurityActivityStore {
  events: SecurityActivity[] | null = null;
  loadFailed = false;

  constructor(private readonly service: SecurityActivityService, private readonly cache: QueryCache) {
    makeAutoObservable<this, 'service' | 'cache'>(this, { service: false, cache: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const events = await this.cache.refetch(ACTIVITY_QUERY, () => this.service.recent());
      runInAction(() => { this.events = events; });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }
}
