import type { QueryCache } from '../../../../kernel/services/QueryCache';
import { SCHEDULED_QUERY } from '../domain/queries';
import type { Receipt } from '../domain/Receipt';
import type { PaymentService } from '../ports/PaymentService';

/** Cancels a scheduled payment, and marks the scheduled list stale. */
export class CancelScheduledPayment {
  constructor(private readonly payments: PaymentService, private readonly cache: QueryCache) {}

  async execute(paymentId: string): Promise<Receipt> {
    const cancelled = await this.payments.cancelScheduled(paymentId);
    this.cache.invalidate(SCHEDULED_QUERY);
    return cancelled;
  }
}
