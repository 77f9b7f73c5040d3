import type { QueryCache } from '../../../../kernel/services/QueryCache';
import { SCHEDULED_QUERY } from '../domain/queries';
import type { PaymentService } from '../ports/PaymentService';

/**
 * Cancels a payment the bank holds for the customer's protection: it never moves. Nothing was
 * taken from any balance, so only the payments lists are marked stale.
 */
export class CancelHeldPayment {
  constructor(private readonly payments: PaymentService, private readonly cache: QueryCache) {}

  async execute(paymentId: string): Promise<void> {
    await this.payments.cancelHeld(paymentId);
    this.cache.invalidate(SCHEDULED_QUERY);
  }
}
