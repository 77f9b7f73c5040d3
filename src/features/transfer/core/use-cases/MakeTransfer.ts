import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { TransferOrder, TransferReceipt } from '../domain/Transfer';
import type { TransferMode } from '../domain/transferChoices';
import type { TransferService } from '../ports/TransferService';

/**
 * Transfers (or tops up a term deposit) once per submitted form (the key), then marks every
 * cached balance stale. A failure leaves the balances as they were shown.
 */
export class MakeTransfer {
  constructor(private readonly transfers: TransferService, private readonly cache: QueryCache) {}

  async execute(input: { mode: TransferMode; order: TransferOrder; idempotencyKey: string }): Promise<TransferReceipt> {
    const receipt = input.mode === 'top-up'
      ? await this.transfers.topUp(input.order, input.idempotencyKey)
      : await this.transfers.transfer(input.order, input.idempotencyKey);
    this.cache.invalidate('accounts');
    return receipt;
  }
}
