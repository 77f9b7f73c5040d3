import type { AxiosInstance } from 'axios';
import type { KiwiSaverLandingDto } from '../../../../contract/kiwisaver';
import type { KiwiSaverLanding } from '../core/domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../core/ports/KiwiSaverService';

/** KiwiSaverService over GET /api/kiwisaver/landing. */
export class AxiosKiwiSaverService implements KiwiSaverService {
  constructor(private readonly http: AxiosInstance) {}

  async getLanding(): Promise<KiwiSaverLanding> {
    const { data } = await this.http.get<KiwiSaverLandingDto>('/api/kiwisaver/landing');
    const m = data.member;
    return {
      joinPath: data.joinPath,
      member: m ? {
        fund: m.fund, balanceCents: m.balanceCents, contributionRatePercent: m.contributionRatePercent, joinedDate: m.joinedDate,
        memberContributionsThisYearCents: m.memberContributionsThisYearCents,
        governmentContributionThisYearCents: m.governmentContributionThisYearCents,
        maxGovernmentContributionCents: m.maxGovernmentContributionCents,
        firstHome: { eligible: m.firstHome.eligible, withdrawableCents: m.firstHome.withdrawableCents },
        history: m.history.map((h) => ({ date: h.date, balanceCents: h.balanceCents })),
      } : null,
    };
  }
}
