import type { DirectDebit } from '../domain/DirectDebit';

/** The logged-in customer's direct debit authorities. Failures throw ApiError. */
export interface DirectDebitService {
  /** Authorities still in force. */
  list(): Promise<DirectDebit[]>;
  /** Cancels an authority: the business can no longer debit the account. ApiError 404 when it is not the customer's. */
  cancel(id: string): Promise<void>;
}
