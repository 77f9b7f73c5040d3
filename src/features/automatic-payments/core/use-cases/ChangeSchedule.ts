import type { AutomaticPayment } from '../domain/AutomaticPayment';
import type { AutomaticPaymentService } from '../ports/AutomaticPaymentService';

/** Skipping the next payment, and cancelling a payment for good. */
export class ChangeSchedule {
  constructor(private readonly payments: AutomaticPaymentService) {}

  /** The payment with its next date moved on by one period. */
  skipNext(id: string): Promise<AutomaticPayment> {
    return this.payments.skip(id);
  }

  /** @throws MaximumCancelledPayments after too many cancellations today. */
  cancel(id: string): Promise<void> {
    return this.payments.cancel(id);
  }
}
