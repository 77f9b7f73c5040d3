import type { AxiosInstance } from 'axios';
import type { AccountList } from '../../../../contract/accounts';
import type { InternationalPayeeDto } from '../../../../contract/payees';
import type {
  InternationalPaymentRequest, InternationalReceiptDto, QuoteDto, QuoteRequest,
} from '../../../../contract/international-payments';
import type { OverseasPayee, OverseasQuote, OverseasReceipt, QuoteOrder, SendingAccount } from '../core/domain/OverseasPayment';
import type { InternationalPaymentService } from '../core/ports/InternationalPaymentService';

const accountOf = (p: InternationalPayeeDto) => p.iban ?? [p.bankCode, p.accountNumber].filter(Boolean).join(' ');

/** InternationalPaymentService over /api/international-payees, /api/accounts and /api/international-payments. */
export class AxiosInternationalPaymentService implements InternationalPaymentService {
  constructor(private readonly http: AxiosInstance) {}

  async listPayees(): Promise<OverseasPayee[]> {
    const { data } = await this.http.get<InternationalPayeeDto[]>('/api/international-payees');
    return data.map((p) => ({ id: p.id, name: p.name, country: p.country, currency: p.currency, account: accountOf(p) }));
  }

  async listAccounts(): Promise<SendingAccount[]> {
    const { data } = await this.http.get<AccountList>('/api/accounts');
    return data.map((a) => ({ id: a.id, product: a.product, name: a.name, accountNumber: a.accountNumber, available: a.availableCents }));
  }

  async quote(order: QuoteOrder): Promise<OverseasQuote> {
    const body: QuoteRequest = { payeeId: order.payeeId, fromAccountId: order.fromAccountId, foreignAmountMinor: order.foreignAmount };
    const { data } = await this.http.post<QuoteDto>('/api/international-payments/quotes', body);
    return {
      quoteId: data.quoteId, payeeId: data.payeeId, payeeName: data.payeeName, fromAccountId: data.fromAccountId, currency: data.currency,
      decimals: data.currencyDecimals, rate: data.rate, foreignAmount: data.foreignAmountMinor, nzdAmount: data.nzdCents, fee: data.feeCents,
      total: data.totalCents, expiresAt: data.expiresAt,
    };
  }

  async send(quoteId: string, idempotencyKey: string, operationId?: string): Promise<OverseasReceipt> {
    const body: InternationalPaymentRequest = { quoteId };
    const { data } = await this.http.post<InternationalReceiptDto>('/api/international-payments', body, {
      headers: { 'Idempotency-Key': idempotencyKey, ...(operationId ? { 'X-Operation-Id': operationId } : {}) },
    });
    return {
      id: data.id, quoteId: data.quoteId, createdAt: data.createdAt, from: { ...data.from },
      to: { name: data.to.name, country: data.to.country, account: data.to.account }, currency: data.currency, decimals: data.currencyDecimals,
      rate: data.rate, foreignAmount: data.foreignAmountMinor, nzdAmount: data.nzdCents, fee: data.feeCents, total: data.totalCents,
    };
  }
}
