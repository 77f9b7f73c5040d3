import type { AutomaticPayment, AutomaticPaymentInput } from '../domain/AutomaticPayment';
import type { AutomaticPaymentService } from '../ports/AutomaticPaymentService';

/**
 * Sets up (no `id`, with the form's idempotency key) or changes an automatic payment. The
 * key is the form's, not this call's: a retry after a lost answer sends the same key.
 */
export class SaveAutomaticPayment {
  constructor(private readonly payments: AutomaticPaymentService) {}

  execute(request: { id?: string; input: AutomaticPaymentInput; idempotencyKey: string }): Promise<AutomaticPayment> {
    const input = { ...request.input, payeeName: request.input.payeeName.trim(), toAccountNumber: request.input.toAccountNumber.trim() };
    return request.id ? this.payments.update(request.id, input) : this.payments.create(input, request.idempotencyKey);
  }
}
