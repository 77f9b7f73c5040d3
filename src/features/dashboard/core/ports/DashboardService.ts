import type { DashboardOverview } from '../domain/Overview';

/** The home page's own data beyond the accounts. Throws ApiError on failure. */
export interface DashboardService {
  /** Recent activity, upcoming payments, what waits for the customer, this month's spending and their insurance, as of now. */
  getOverview(): Promise<DashboardOverview>;
}
