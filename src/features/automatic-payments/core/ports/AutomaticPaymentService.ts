import type { AutomaticPayment, AutomaticPaymentInput } from '../domain/AutomaticPayment';

/** The logged-in customer's automatic payments. Failures throw ApiError unless said otherwise. */
export interface AutomaticPaymentService {
  /** Every automatic payment still running, by account then next date. */
  list(): Promise<AutomaticPayment[]>;
  /**
   * Sets one up. `idempotencyKey` is made once per submitted form: sending it again answers
   * the payment already set up instead of a second one.
   * @throws AutomaticPaymentFieldProblem for a field the bank refuses.
   */
  create(input: AutomaticPaymentInput, idempotencyKey: string): Promise<AutomaticPayment>;
  /** Changes one. @throws AutomaticPaymentFieldProblem; ApiError 404 when it is not the customer's. */
  update(id: string, input: AutomaticPaymentInput): Promise<AutomaticPayment>;
  /** Moves the next payment on by one period (PUT /api/automaticpayment/{id}/skip). */
  skip(id: string): Promise<AutomaticPayment>;
  /** Cancels one. @throws MaximumCancelledPayments (584) after too many cancellations today. */
  cancel(id: string): Promise<void>;
}
