import type { AxiosInstance } from 'axios';
import type { AccountList } from '../../../../contract/accounts';
import type { PaymentRequest, ReceiptDto, SharedReceiptDto } from '../../../../contract/pay';
import type { DailyLimit, PayFromAccount, PaymentOrder, SavedPayeeBook } from '../core/domain/PaymentOrder';
import type { HeldPaymentDto, PaymentLimitDto } from '../../../../contract/scam';
import type { PayeeListDto } from '../../../../contract/payees';
import type { Receipt, ReceiptImage } from '../core/domain/Receipt';
import type { PaymentService } from '../core/ports/PaymentService';

export const toReceipt = (dto: ReceiptDto): Receipt => ({
  id: dto.id, kind: dto.kind, status: dto.status, createdAt: Date.parse(dto.createdAt), date: dto.date,
  fromAccountId: dto.fromAccountId, from: { ...dto.from }, to: { ...dto.to }, amount: dto.amountCents, fee: dto.feeCents ?? 0,
  particulars: dto.particulars, code: dto.code, reference: dto.reference,
});

/** A held payment (202) as a receipt whose status says so. */
export const heldToReceipt = (dto: HeldPaymentDto, order: PaymentOrder): Receipt => ({
  id: dto.id, kind: 'payment', status: 'held', createdAt: Date.parse(dto.createdAt), date: dto.createdAt.slice(0, 10),
  fromAccountId: dto.fromAccountId, from: { name: '', accountNumber: '' }, to: { ...dto.to }, amount: dto.amountCents, fee: 0,
  particulars: order.particulars, code: order.code, reference: order.reference,
  hold: { reasons: dto.reasons, until: Date.parse(dto.holdUntil) },
});

const path = (id: string) => encodeURIComponent(id);

/** PaymentService over /api/accounts, /api/payments, /api/receipts and /api/shareReceipt. */
export class AxiosPaymentService implements PaymentService {
  constructor(private readonly http: AxiosInstance) {}

  async listAccounts(): Promise<PayFromAccount[]> {
    const { data } = await this.http.get<AccountList>('/api/accounts');
    return data.map((a) => ({ id: a.id, product: a.product, name: a.name, accountNumber: a.accountNumber, available: a.availableCents }));
  }

  async listPayees(): Promise<SavedPayeeBook> {
    const { data } = await this.http.get<PayeeListDto>('/api/payees');
    return {
      payees: data.payees.map((p) => ({
        id: p.id, name: p.name, accountNumber: p.accountNumber, particulars: p.particulars ?? '', code: p.code ?? '', reference: p.reference ?? '',
        addedAt: Date.parse(p.createdAt),
      })),
      editingRestricted: data.editingRestricted,
    };
  }

  async pay(order: PaymentOrder, idempotencyKey: string, operationId?: string): Promise<Receipt> {
    const body: PaymentRequest = {
      fromAccountId: order.fromAccountId, to: order.to, amountCents: order.amount,
      particulars: order.particulars, code: order.code, reference: order.reference,
      ...(order.date ? { date: order.date } : {}),
      ...(order.purpose ? { purpose: order.purpose } : {}),
      ...(order.riskAcknowledged ? { riskAcknowledged: true } : {}),
    };
    // The key travels with every retry the HTTP client makes (it retries only keyed writes).
    const response = await this.http.post<ReceiptDto | HeldPaymentDto>('/api/payments', body, {
      headers: { 'Idempotency-Key': idempotencyKey, ...(operationId ? { 'X-Operation-Id': operationId } : {}) },
      // 202: accepted, not done: the payment is held for the customer's protection (contract/pay, HeldPaymentDto).
      validateStatus: (status) => status === 200 || status === 202,
    });
    return response.status === 202 ? heldToReceipt(response.data as HeldPaymentDto, order) : toReceipt(response.data as ReceiptDto);
  }

  async cancelHeld(paymentId: string): Promise<void> {
    await this.http.post(`/api/held-payments/${path(paymentId)}/cancel`);
  }

  async dailyLimit(): Promise<DailyLimit> {
    const { data } = await this.http.get<PaymentLimitDto>('/api/payment-limits');
    return { limit: data.dailyLimitCents, leftToday: data.leftTodayCents };
  }

  async listScheduled(): Promise<Receipt[]> {
    const { data } = await this.http.get<ReceiptDto[]>('/api/payments/scheduled');
    return data.map(toReceipt);
  }

  async cancelScheduled(paymentId: string): Promise<Receipt> {
    const { data } = await this.http.delete<ReceiptDto>(`/api/payments/${path(paymentId)}`);
    return toReceipt(data);
  }

  async getReceipt(receiptId: string): Promise<Receipt> {
    const { data } = await this.http.get<ReceiptDto>(`/api/receipts/${path(receiptId)}`);
    return toReceipt(data);
  }

  async getReceiptImage(receiptId: string): Promise<ReceiptImage> {
    const { data } = await this.http.get<SharedReceiptDto>(`/api/shareReceipt/${path(receiptId)}`);
    return { contentType: data.contentType, base64: data.base64 };
  }
}
