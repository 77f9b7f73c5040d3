import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { PaymentOrder } from '../domain/PaymentOrder';
import { ACCOUNTS_KEY } from '../domain/queries';
import type { Receipt } from '../domain/Receipt';
import type { PaymentService } from '../ports/PaymentService';

/**
 * Pays, once per submitted form (the key), then marks every balance stale: the dashboard,
 * account pages and pickers load again. A failure leaves the balances as they were shown.
 */
export class MakePayment {
  constructor(private readonly payments: PaymentService, private readonly cache: QueryCache) {}

  async execute(input: { order: PaymentOrder; idempotencyKey: string; operationId?: string }): Promise<Receipt> {
    const receipt = await this.payments.pay(input.order, input.idempotencyKey, input.operationId);
    this.cache.invalidate(ACCOUNTS_KEY);
    return receipt;
  }
}
