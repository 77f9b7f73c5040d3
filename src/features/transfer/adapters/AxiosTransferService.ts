import type { AxiosInstance } from 'axios';
import type { AccountList } from '../../../../contract/accounts';
import type { ReceiptDto } from '../../../../contract/pay';
import type { TransferRequest } from '../../../../contract/transfer';
import type { TransferAccount, TransferOrder, TransferReceipt } from '../core/domain/Transfer';
import type { TransferService } from '../core/ports/TransferService';

/** TransferService over GET /api/accounts and POST /api/transfers. */
export class AxiosTransferService implements TransferService {
  constructor(private readonly http: AxiosInstance) {}

  async listAccounts(): Promise<TransferAccount[]> {
    const { data } = await this.http.get<AccountList>('/api/accounts');
    return data.map((a) => ({ id: a.id, product: a.product, name: a.name, accountNumber: a.accountNumber, available: a.availableCents }));
  }

  async transfer(order: TransferOrder, idempotencyKey: string): Promise<TransferReceipt> {
    const body: TransferRequest = { fromAccountId: order.fromAccountId, toAccountId: order.toAccountId, amountCents: order.amount, reference: order.reference };
    const { data } = await this.http.post<ReceiptDto>('/api/transfers', body, { headers: { 'Idempotency-Key': idempotencyKey } });
    return { id: data.id, amount: data.amountCents, from: { ...data.from }, to: { ...data.to }, date: data.date };
  }
}
