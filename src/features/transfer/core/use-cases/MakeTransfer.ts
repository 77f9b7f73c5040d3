import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { TransferOrder, TransferReceipt } from '../domain/Transfer';
import type { TransferService } from '../ports/TransferService';

/** Transfers once per submitted form (the key), then marks every cached balance stale. */
export class MakeTransfer {
  constructor(private readonly transfers: TransferService, private readonly cache: QueryCache) {}

  async execute(input: { order: TransferOrder; idempotencyKey: string }): Promise<TransferReceipt> {
    const receipt = await this.transfers.transfer(input.order, input.idempotencyKey);
    this.cache.invalidate('accounts');
    return receipt;
  }
}
