import { makeAutoObservable, runInAction } from 'mobx';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import type { InsuranceOverview, LoadInsurance } from '../core/use-cases/LoadInsurance';

export type { InsuranceOverview } from '../core/use-cases/LoadInsurance';

/** My insurance: the overview once loaded, and whether loading failed. */
export class InsuranceStore {
  overview: InsuranceOverview | null = null;
  failed = false;

  constructor(private readonly loadInsurance: LoadInsurance, private readonly monitoring: Monitoring) {
    makeAutoObservable<this, 'loadInsurance' | 'monitoring'>(this, { loadInsurance: false, monitoring: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.failed = false;
    try {
      const overview = await this.loadInsurance.execute();
      runInAction(() => { this.overview = overview; });
    } catch (error) {
      this.monitoring.report(error, { queryKey: 'insurance/policies' });
      runInAction(() => { this.failed = true; });
    }
  }
}
