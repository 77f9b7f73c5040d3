import type { AutomaticPayment, AutomaticPaymentInput } from '../domain/AutomaticPayment';

/** The logged-in customer's automatic payments. Failures throw ApiError unless said otherwise. */
export interface AutomaticPaymentService {
  /** Every automatic payment still running, by account then next date. */
  list(): Promise<AutomaticPayment[]>;
  /**
   * Sets one up. `idempotencyKey` is made once per submitted form: sending it again answers
   * the payment already set up instead of a second one.
   * To someone else's account it is a money door (scam protection): ApiError 403 6002 with an
   * operationId until it is sent again with that operation, escalated by the customer's code.
   * @throws AutomaticPaymentFieldProblem for a field the bank refuses.
   */
  create(input: AutomaticPaymentInput, idempotencyKey: string, escalation?: string): Promise<AutomaticPayment>;
  /**
   * Changes one; safeguarded as `create` when it pays someone else's account.
   * @throws AutomaticPaymentFieldProblem; ApiError 404 when it is not the customer's.
   */
  update(id: string, input: AutomaticPaymentInput, escalation?: string): Promise<AutomaticPayment>;
  /** Moves the next payment on by one period (PUT /api/automaticpayment/{id}/skip). */
  skip(id: string): Promise<AutomaticPayment>;
  /** Cancels one. @throws MaximumCancelledPayments (584) after too many cancellations today. */
  cancel(id: string): Promise<void>;
}
