import type { AxiosInstance } from 'axios';
import type { AccountList } from '../../../../contract/accounts';
import type { ReceiptDto } from '../../../../contract/pay';
import type { TransferRequest } from '../../../../contract/transfer';
import type { TransferAccount, TransferOrder, TransferReceipt } from '../core/domain/Transfer';
import type { TransferService } from '../core/ports/TransferService';

/** TransferService over GET /api/accounts, POST /api/transfers and POST /api/term-deposit-top-ups. */
export class AxiosTransferService implements TransferService {
  constructor(private readonly http: AxiosInstance) {}

  async listAccounts(): Promise<TransferAccount[]> {
    const { data } = await this.http.get<AccountList>('/api/accounts');
    return data.map((a) => ({ id: a.id, product: a.product, name: a.name, accountNumber: a.accountNumber, available: a.availableCents }));
  }

  transfer(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt> {
    return this.post('/api/transfers', order, idempotencyKey);
  }

  topUp(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt> {
    return this.post('/api/term-deposit-top-ups', order, idempotencyKey);
  }

  private async post(path: string, order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt> {
    const body: TransferRequest = { fromAccountId: order.fromAccountId, toAccountId: order.toAccountId, amountCents: order.amount, reference: order.reference };
    const { data } = await this.http.post<ReceiptDto>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
    return { id: data.id, amount: data.amountCents, fee: data.feeCents ?? 0, from: { ...data.from }, to: { ...data.to }, date: data.date };
  }
}
