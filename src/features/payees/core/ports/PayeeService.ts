import type { Payee, PayeeBook, PayeeInput } from '../domain/Payee';
import type { Confirmation } from '../domain/Confirmation';

/** The logged-in customer's domestic payees. Failures throw ApiError unless said otherwise. */
export interface PayeeService {
  /** The payees, by name, and whether the customer may change them. */
  list(): Promise<PayeeBook>;
  /**
   * Adds a payee. Safeguarded: without an escalated token for `operationId` the bank answers
   * ApiError 403 6002 (with the operationId) or 6005/6006.
   * @throws PayeeFieldProblem when the bank refuses a field; PayeeEditingRestricted (6001 for a restricted customer).
   */
  add(input: PayeeInput, operationId?: string): Promise<Payee>;
  /** Edits a payee; safeguarded and refused like `add`. ApiError 404 when it is not the customer's. */
  edit(id: string, input: PayeeInput, operationId?: string): Promise<Payee>;
  /** Deletes a payee. @throws PayeeEditingRestricted; ApiError 404 when it is not the customer's. */
  remove(id: string): Promise<void>;
  /** Confirmation of Payee for a name and an NZ account number. @throws PayeeFieldProblem for an invalid number. */
  confirm(input: { name: string; accountNumber: string }): Promise<Confirmation>;
}
