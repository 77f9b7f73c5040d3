import { queryKey } from '../../../../kernel/domain/QueryKey';
import type { QueryCache } from '../../../../kernel/services/QueryCache';
import { receiptQuery } from '../domain/queries';
import type { Receipt, ReceiptImage } from '../domain/Receipt';
import type { PaymentService } from '../ports/PaymentService';

/** A receipt (fresh: a scheduled payment's status changes) and, on request, its image. */
export class LoadReceipt {
  constructor(private readonly payments: PaymentService, private readonly cache: QueryCache) {}

  execute(receiptId: string): Promise<Receipt> {
    return this.cache.refetch(receiptQuery(receiptId), () => this.payments.getReceipt(receiptId));
  }

  image(receiptId: string): Promise<ReceiptImage> {
    return this.cache.refetch(queryKey<ReceiptImage>(`${receiptQuery(receiptId)}/image`), () => this.payments.getReceiptImage(receiptId));
  }
}
