import type { AxiosInstance } from 'axios';
import type { BankingLockDto, PaymentLimitDto, ReportablePaymentList, ScamReportDto } from '../../../../contract/scam';
import type { PaymentLimit, ReportablePayment, ScamProtectionService } from '../core/ports/ScamProtectionService';

const toLimit = (dto: PaymentLimitDto): PaymentLimit => ({
  limit: dto.dailyLimitCents, leftToday: dto.leftTodayCents,
  pending: dto.pending ? { limit: dto.pending.dailyLimitCents, from: Date.parse(dto.pending.from) } : null,
});

/** ScamProtectionService over /api/banking-lock, /api/scam-reports and /api/payment-limits. */
export class AxiosScamProtectionService implements ScamProtectionService {
  constructor(private readonly http: AxiosInstance) {}

  async lockState(): Promise<{ locked: boolean }> {
    const { data } = await this.http.get<BankingLockDto>('/api/banking-lock');
    return { locked: data.locked };
  }

  async lock(): Promise<void> {
    await this.http.post('/api/banking-lock');
  }

  async reportablePayments(): Promise<ReportablePayment[]> {
    const { data } = await this.http.get<ReportablePaymentList>('/api/scam-reports/payments');
    return data.map((p) => ({ id: p.id, createdAt: Date.parse(p.createdAt), amount: p.amountCents, to: { ...p.to } }));
  }

  async report(paymentId: string, whatHappened: string): Promise<string> {
    const { data } = await this.http.post<ScamReportDto>('/api/scam-reports', { transactionId: paymentId, whatHappened });
    return data.caseReference;
  }

  async paymentLimit(): Promise<PaymentLimit> {
    return toLimit((await this.http.get<PaymentLimitDto>('/api/payment-limits')).data);
  }

  async setPaymentLimit(limit: number, operationId?: string): Promise<PaymentLimit> {
    const { data } = await this.http.put<PaymentLimitDto>('/api/payment-limits', { dailyLimitCents: limit },
      { headers: operationId ? { 'X-Operation-Id': operationId } : {} });
    return toLimit(data);
  }
}
