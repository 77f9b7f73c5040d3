import type { LetterDelivery, StatementFile, StatementsOverview } from '../domain/Statement';

/**
 * Statements and letters (GET /api/statements, GET /api/statements/{accountId}/{month} as a
 * PDF, PUT /api/statements/delivery). Failures reject with an ApiError: 404 for a statement
 * that is not the customer's or not issued yet, and for a delivery choice while the bank does
 * not offer one; 400 (4010) for a malformed month; 401 (7009) without a login.
 */
export interface StatementService {
  overview(): Promise<StatementsOverview>;
  /** The statement's PDF. */
  statement(accountId: string, month: string): Promise<StatementFile>;
  setDelivery(delivery: LetterDelivery): Promise<void>;
}
