import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../../kernel/ports/Clock';
import { groupAccounts, netPositionCents } from '../core/domain/AccountGroups';
import type { DashboardOverview } from '../core/domain/Overview';
import type { DashboardData, LoadDashboard } from '../core/use-cases/LoadDashboard';
import type { LoadOverview } from '../core/use-cases/LoadOverview';

export type OverviewState = 'loading' | 'loaded' | 'failed';

/**
 * The home page's view model: the customer and their accounts (grouped, with the net
 * position), and apart from them the overview (activity, upcoming, waiting, spending), so a
 * slow or failed overview never holds the balances back.
 */
export class DashboardStore {
  data: DashboardData | null = null;
  loading = false;
  failed = false;
  overview: DashboardOverview | null = null;
  overviewState: OverviewState = 'loading';
  /** When the page loaded (the Clock's reading), for 'Today' and 'Tomorrow' in Auckland. */
  loadedAt = 0;

  constructor(private readonly loadDashboard: LoadDashboard, private readonly loadOverview: LoadOverview, private readonly clock: Clock) {
    makeAutoObservable<this, 'loadDashboard' | 'loadOverview' | 'clock'>(this, { loadDashboard: false, loadOverview: false, clock: false }, { autoBind: true });
  }

  get groups() { return this.data ? groupAccounts(this.data.accounts) : []; }

  get netPosition() { return this.data ? netPositionCents(this.data.accounts) : 0; }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    this.loadedAt = this.clock.now();
    await Promise.all([this.loadAccounts(), this.refreshOverview()]);
  }

  async refreshOverview(): Promise<void> {
    this.overviewState = 'loading';
    try {
      const overview = await this.loadOverview.execute();
      runInAction(() => { this.overview = overview; this.overviewState = 'loaded'; });
    } catch {
      runInAction(() => { this.overviewState = 'failed'; });
    }
  }

  private async loadAccounts(): Promise<void> {
    try {
      const data = await this.loadDashboard.execute();
      runInAction(() => { this.data = data; });
    } catch {
      runInAction(() => { this.failed = true; });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }
}
