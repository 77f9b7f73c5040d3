import type { AxiosInstance } from 'axios';
import type { ApproveEftposRequest, DeclineEftposRequest, EftposOverview as EftposOverviewDto, EftposSettings } from '../../../../contract/eftpos';
import type { EftposOverview } from '../core/domain/PaymentRequest';
import type { EftposService } from '../core/ports/EftposService';

/** EftposService over /api/eftpos; an approval retried after escalation names its operation. */
export class AxiosEftposService implements EftposService {
  constructor(private readonly http: AxiosInstance) {}

  async overview(): Promise<EftposOverview> {
    const { data } = await this.http.get<EftposOverviewDto>('/api/eftpos');
    return {
      enabled: data.enabled,
      requests: data.requests.map((r) => ({ id: r.id, merchant: r.merchant, amount: r.amountCents, createdAt: r.createdAt, expiresAt: r.expiresAt })),
      accounts: data.accounts.map((a) => ({ id: a.id, name: a.name, accountNumber: a.accountNumber, available: a.availableCents })),
    };
  }

  async setEnabled(enabled: boolean): Promise<void> {
    const body: EftposSettings = { enabled };
    await this.http.put('/api/eftpos/settings', body);
  }

  async approve(input: { requestId: string; accountId: string }, operationId?: string): Promise<void> {
    const body: ApproveEftposRequest = { requestId: input.requestId, accountId: input.accountId };
    await this.http.post('/api/eftpos/approve', body, { headers: operationId ? { 'X-Operation-Id': operationId } : {} });
  }

  async decline(input: { requestId: string; reason: string }): Promise<void> {
    const body: DeclineEftposRequest = { requestId: input.requestId, reason: input.reason };
    await this.http.post('/api/eftpos/decline', body);
  }
}
