import type { Safeguard } from '../../../../kernel/domain/Escalation';
import type { AutomaticPayment, AutomaticPaymentInput } from '../domain/AutomaticPayment';
import type { AutomaticPaymentService } from '../ports/AutomaticPaymentService';

/**
 * Sets up (no `id`, with the form's idempotency key) or changes an automatic payment. The
 * key is the form's, not this call's: a retry after a lost answer sends the same key. To
 * someone else's account the bank asks for the customer's code first (a money door of scam
 * protection): the safeguard asks for it and sends the request again with its operation.
 */
export class SaveAutomaticPayment {
  constructor(private readonly payments: AutomaticPaymentService, private readonly safeguard: Safeguard = (operation) => operation()) {}

  execute(request: { id?: string; input: AutomaticPaymentInput; idempotencyKey: string }): Promise<AutomaticPayment> {
    const input = { ...request.input, payeeName: request.input.payeeName.trim(), toAccountNumber: request.input.toAccountNumber.trim() };
    const { id, idempotencyKey } = request;
    return this.safeguard((escalation) => (id
      ? this.payments.update(id, input, escalation)
      : this.payments.create(input, idempotencyKey, escalation)));
  }
}
