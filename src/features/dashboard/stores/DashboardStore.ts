import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardData, LoadDashboard } from '../core/use-cases/LoadDashboard';

/** The dashboard view model: the data once loaded, and whether loading failed. */
export class DashboardStore {
  data: DashboardData | null = null;
  loading = false;
  failed = false;

  constructor(private readonly loadDashboard: LoadDashboard) {
    makeAutoObservable<this, 'loadDashboard'>(this, { loadDashboard: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
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
