import type { InternationalPayee, InternationalPayeeInput } from '../domain/InternationalPayee';

/** The logged-in customer's international payees. Failures throw ApiError unless said otherwise. */
export interface InternationalPayeeService {
  list(): Promise<InternationalPayee[]>;
  /**
   * Adds a payee (safeguarded like a domestic one: ApiError 403 6002 until escalated).
   * @throws PayeeFieldProblem for a field the bank refuses (IBAN checksum, SWIFT/BIC ...); PayeeEditingRestricted.
   */
  add(input: InternationalPayeeInput, operationId?: string): Promise<InternationalPayee>;
  /** @throws PayeeEditingRestricted; ApiError 404 when it is not the customer's. */
  remove(id: string): Promise<void>;
}
