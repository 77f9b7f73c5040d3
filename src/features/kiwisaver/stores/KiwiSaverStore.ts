import { makeAutoObservable, runInAction } from 'mobx';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import type { KiwiSaverLanding } from '../core/domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../core/ports/KiwiSaverService';

export type { KiwiSaverLanding, KiwiSaverMembership } from '../core/domain/KiwiSaverLanding';

/** The KiwiSaver landing page: the figures once loaded, whether loading failed. */
export class KiwiSaverStore {
  landing: KiwiSaverLanding | null = null;
  failed = false;

  constructor(private readonly kiwiSaver: KiwiSaverService, private readonly monitoring: Monitoring) {
    makeAutoObservable<this, 'kiwiSaver' | 'monitoring'>(this, { kiwiSaver: false, monitoring: false }, { autoBind: true });
  }

  /** How far this year's government contribution is towards the most it can be, 0 to 100. */
  get governmentProgressPercent(): number {
    const member = this.landing?.member;
    if (!member || member.maxGovernmentContributionCents === 0) return 0;
    return Math.min(100, Math.round((member.governmentContributionThisYearCents / member.maxGovernmentContributionCents) * 100));
  }

  /** A change's answer: the figures as they now are. */
  replace(landing: KiwiSaverLanding): void {
    this.landing = landing;
  }

  async load(): Promise<void> {
    this.failed = false;
    try {
      const landing = await this.kiwiSaver.getLanding();
      runInAction(() => { this.landing = landing; });
    } catch (error) {
      this.monitoring.report(error, { queryKey: 'kiwisaver/landing' });
      runInAction(() => { this.failed = true; });
    }
  }
}
