import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { KiwiSaverLanding, KiwiSaverMembership } from '../../../../src/features/kiwisaver/core/domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../../../../src/features/kiwisaver/core/ports/KiwiSaverService';

export const AROHA_KIWISAVER: KiwiSaverMembership = {
  fund: 'Growth Fund', balanceCents: 4_231_877, contributionRatePercent: 4, joinedDate: '2015-02-10',
  memberContributionsThisYearCents: 98_640, governmentContributionThisYearCents: 24_660, maxGovernmentContributionCents: 26_072,
  firstHome: { eligible: true, withdrawableCents: 4_131_877 },
  history: [{ date: '2026-08-31', balanceCents: 4_050_000 }, { date: '2026-09-30', balanceCents: 4_140_000 }, { date: '2026-10-31', balanceCents: 4_231_877 }],
};

export class FakeKiwiSaverService implements KiwiSaverService {
  loggedIn = true;
  constructor(public member: KiwiSaverMembership | null = AROHA_KIWISAVER) {}

  async getLanding(): Promise<KiwiSaverLanding> {
    if (!this.loggedIn) throw new ApiError(401, 7009);
    return { member: this.member, joinPath: '/apply/open-a/kiwisaver' };
  }
}
