import type { AxiosInstance } from 'axios';
import type { ContributionRateRequest, FundSwitchRequest, KiwiSaverLandingDto, KiwiSaverTopUpRequest } from '../../../../contract/kiwisaver';
import type { ReceiptDto } from '../../../../contract/pay';
import type { KiwiSaverLanding, TopUpReceipt } from '../core/domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../core/ports/KiwiSaverService';

const toLanding = (data: KiwiSaverLandingDto): KiwiSaverLanding => {
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
      employed: m.employed,
      pendingSwitch: m.pendingSwitch ? { toFund: m.pendingSwitch.toFund, effectiveDate: m.pendingSwitch.effectiveDate } : null,
      funds: m.funds.map((f) => ({ name: f.name, riskIndicator: f.riskIndicator, description: f.description })),
      topUpFrom: m.topUpFrom.map((a) => ({ id: a.id, name: a.name, availableCents: a.availableCents })),
    } : null,
  };
};

/** KiwiSaverService over /api/kiwisaver. */
export class AxiosKiwiSaverService implements KiwiSaverService {
  constructor(private readonly http: AxiosInstance) {}

  async getLanding(): Promise<KiwiSaverLanding> {
    return toLanding((await this.http.get<KiwiSaverLandingDto>('/api/kiwisaver/landing')).data);
  }

  async switchFund(fund: string): Promise<KiwiSaverLanding> {
    const body: FundSwitchRequest = { fund };
    return toLanding((await this.http.post<KiwiSaverLandingDto>('/api/kiwisaver/fund-switch', body)).data);
  }

  async changeContributionRate(ratePercent: number): Promise<KiwiSaverLanding> {
    const body: ContributionRateRequest = { ratePercent };
    return toLanding((await this.http.put<KiwiSaverLandingDto>('/api/kiwisaver/contribution-rate', body)).data);
  }

  async topUp(request: { fromAccountId: string; amountCents: number }, idempotencyKey: string): Promise<TopUpReceipt> {
    const body: KiwiSaverTopUpRequest = { fromAccountId: request.fromAccountId, amountCents: request.amountCents };
    const { data } = await this.http.post<ReceiptDto>('/api/kiwisaver/top-ups', body, { headers: { 'Idempotency-Key': idempotencyKey } });
    return { id: data.id, fromAccountId: data.fromAccountId, amountCents: data.amountCents, date: data.date };
  }
}
