import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { DashboardOverview } from '../domain/Overview';
import { OVERVIEW_QUERY } from '../domain/queries';
import type { DashboardService } from '../ports/DashboardService';

/**
 * The home page's activity, upcoming payments and waiting items, fetched afresh on every
 * visit (they change with every payment, decision and day), through the query cache so a
 * failure is reported with its key.
 */
export class LoadOverview {
  constructor(private readonly dashboard: DashboardService, private readonly cache: QueryCache) {}

  execute(): Promise<DashboardOverview> {
    return this.cache.refetch(OVERVIEW_QUERY, () => this.dashboard.getOverview());
  }
}
